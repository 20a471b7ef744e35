import F1Schema

/// Emits `WireColumns` for a DTO that is an object of columns: lists read with `missingText:`
/// (TracingInsights' files), beside String, Int, Double and Bool scalars and DTOs that are
/// columns objects themselves. A reader hands each value over by slot, without `Decodable`.
/// Each field keeps `init(from:)`'s rules (required, or nil when absent or null); what those
/// would reject throws `WireRecordMismatch`. A DTO without a list read with `missingText:`
/// anywhere inside gets none.
struct WireColumnsEmitter {
    let dto: DTODeclaration
    let tree: WireKeyTree

    /// Nil when the DTO does not qualify.
    init?(dto: DTODeclaration, tree: WireKeyTree, schema: Schema) {
        guard Self.qualifies(dto, schema: schema, depth: 0) else { return nil }
        self.dto = dto
        self.tree = tree
    }

    private static func qualifies(_ dto: DTODeclaration, schema: Schema, depth: Int) -> Bool {
        guard depth < 8, !dto.scalarsAsStrings, !dto.fields.isEmpty else { return false }
        var hasColumn = false
        for field in dto.fields {
            guard field.keyPath.count == 1, field.empty == nil, !field.oneOrMany, field.derivations.isEmpty, field.numbersAs == nil else {
                return false
            }
            switch (field.absent, field.null) {
            case (.nil, .nil): guard field.field.type.isOptional else { return false }
            case (.error, .error): guard !field.field.type.isOptional else { return false }
            default: return false
            }
            let type = field.field.type.unwrapped
            if field.missingText != nil, type.missingTextElement != nil {
                hasColumn = true
            } else if case .scalar(let scalar) = type, [.string, .int, .double, .bool].contains(scalar), field.field.range == nil {
                continue
            } else if case .dto(let name) = type, let nested = schema.dtos[name], qualifies(nested, schema: schema, depth: depth + 1) {
                hasColumn = true
            } else {
                return false
            }
        }
        return hasColumn
    }

    func emit(into writer: inout SourceWriter) {
        writer.block("extension \(dto.name): WireColumns") { body in
            let keys = dto.fields.map { SwiftSyntax.stringLiteral($0.keyPath[0]) }.joined(separator: ", ")
            body.line("package static let wireColumnKeys: [String] = [\(keys)]")
            body.line("package static let wireColumnKinds: [WireColumnKind] = [\(dto.fields.map(kind).joined(separator: ", "))]")
            if dto.rejectsUnknownKeys {
                let allowed = (tree.allKeyPaths + dto.ignoredKeys).map(SwiftSyntax.stringLiteral).joined(separator: ", ")
                body.line("package static let wireColumnAllowedKeys: [String]? = [\(allowed)]")
            } else {
                body.line("package static let wireColumnAllowedKeys: [String]? = nil")
            }
            body.line()
            body.block("package init(wireColumns fields: JSONColumns.Fields) throws(WireRecordMismatch)") { initializer in
                for (slot, field) in dto.fields.enumerated() {
                    initializer.line("self.\(ModelEmitter.storageName(field.field)) = \(value(field, slot: slot))")
                }
            }
        }
    }

    /// What the field's slot holds.
    private func kind(_ field: DTOFieldDeclaration) -> String {
        let type = field.field.type.unwrapped
        if let text = field.missingText, let element = type.missingTextElement {
            return ".\(element.rawValue.lowercased())s(missingText: \(SwiftSyntax.stringLiteral(text)))"
        }
        if case .dto(let name) = type { return ".nested(\(name).self)" }
        return ".scalar"
    }

    /// The expression for a field's value from its slot.
    private func value(_ field: DTOFieldDeclaration, slot: Int) -> String {
        let type = field.field.type.unwrapped
        let read: String
        if let text = field.missingText, let element = type.missingTextElement {
            read = "try fields.\(element.rawValue.lowercased())s(\(slot), missingText: \(SwiftSyntax.stringLiteral(text)))"
        } else if case .dto(let name) = type {
            read = "try fields.nested(\(slot), as: \(name).self)"
        } else if case .scalar(let scalar) = type {
            read = "try fields.\(scalar.rawValue.lowercased())(\(slot))"
        } else {
            read = "nil"
        }
        return field.absent == .error ? "try WireRecordMismatch.required(\(read))" : read
    }
}
