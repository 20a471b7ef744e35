import F1Schema

/// Emits `WireRecord` for a DTO that is a flat record of String, Int, Double and Bool fields
/// written natively, and of dates, times of day, lap times, instants and enumerations written as
/// text (f1db's rows and single-record files, OpenF1's records): a reader hands the values over by
/// slot, without `Decodable`.
/// Each field keeps `init(from:)`'s rules (required, optional, or a default when absent or null;
/// a number's range); what those would reject throws `WireRecordMismatch`. DTOs with anything
/// else (nested keys, other types, scalars as strings, empty strings as missing) get no record.
struct WireRecordEmitter {
    let dto: DTODeclaration
    let tree: WireKeyTree

    /// Nil when the DTO does not qualify.
    init?(dto: DTODeclaration, tree: WireKeyTree) {
        guard !dto.scalarsAsStrings, !dto.fields.isEmpty, dto.fields.allSatisfy(Self.qualifies) else { return nil }
        self.dto = dto
        self.tree = tree
    }

    private static func qualifies(_ field: DTOFieldDeclaration) -> Bool {
        guard field.keyPath.count == 1, field.empty == nil else { return false }
        switch field.field.type.unwrapped {
        case .scalar(let scalar): guard [.string, .int, .double, .bool, .date, .timeOfDay, .lapTime, .instant].contains(scalar) else { return false }
        case .enumeration: break
        default: return false
        }
        switch (field.absent, field.null) {
        case (.nil, .nil): return field.field.type.isOptional
        case (.error, .error): return !field.field.type.isOptional
        case (.default, .default): return field.field.defaultValue != nil
        default: return false
        }
    }

    func emit(into writer: inout SourceWriter) {
        writer.block("extension \(dto.name): WireRecord") { body in
            let keys = dto.fields.map { SwiftSyntax.stringLiteral($0.keyPath[0]) }.joined(separator: ", ")
            body.line("package static let wireRecordKeys: [String] = [\(keys)]")
            if dto.rejectsUnknownKeys {
                let allowed = (tree.allKeyPaths + dto.ignoredKeys).map(SwiftSyntax.stringLiteral).joined(separator: ", ")
                body.line("package static let wireRecordAllowedKeys: [String]? = [\(allowed)]")
            } else {
                body.line("package static let wireRecordAllowedKeys: [String]? = nil")
            }
            body.line()
            body.block("package init(wireRecord fields: some WireRecordFields) throws(WireRecordMismatch)") { initializer in
                for (slot, field) in dto.fields.enumerated() {
                    initializer.line("self.\(ModelEmitter.storageName(field.field)) = \(value(field, slot: slot))")
                }
            }
        }
    }

    /// The expression for a field's value from its slot.
    private func value(_ field: DTOFieldDeclaration, slot: Int) -> String {
        var read: String
        switch field.field.type.unwrapped {
        case .scalar(let scalar) where [.date, .timeOfDay, .lapTime, .instant].contains(scalar):
            // Written as text whatever the DTO's encoding (`WireValue.isAlwaysText`).
            read = "try WireRecordMismatch.parsed(try fields.string(\(slot)), by: \(scalar.swiftName).init(wireText:))"
        case .scalar(let scalar):
            read = "try fields.\(scalar.rawValue.lowercased())(\(slot))"
        case .enumeration(let name):
            read = "try WireRecordMismatch.parsed(try fields.string(\(slot)), by: \(name).init(rawValue:))"
        default:
            return ""
        }
        if case .scalar(let scalar) = field.field.type.unwrapped, scalar == .int || scalar == .double {
            let range =
                field.field.range.map { NumericRange.literal($0.lower, for: scalar) + "..." + NumericRange.literal($0.upper, for: scalar) } ?? "nil"
            read = "try WireRecordMismatch.checked(\(read), in: \(range))"
        }
        if case .scalar(.string) = field.field.type.unwrapped, let range = field.field.range {
            read =
                "try WireRecordMismatch.checkedText(\(read), in: \(NumericRange.literal(range.lower, for: .int))...\(NumericRange.literal(range.upper, for: .int)))"
        }
        switch field.absent {
        case .nil: return read
        case .error: return "try WireRecordMismatch.required(\(read))"
        case .default: return "\(read) ?? " + (field.field.defaultValue.map { SwiftSyntax.defaultLiteral($0, for: field.field.type) } ?? "nil")
        }
    }
}
