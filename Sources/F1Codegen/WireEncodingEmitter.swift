import F1Schema

/// Emits `encode(to:)` for a DTO, writing the same wire shape it decodes.
struct WireEncodingEmitter {
    let dto: DTODeclaration
    let tree: WireKeyTree

    func emit(into writer: inout SourceWriter) {
        writer.block("package func encode(to encoder: any Encoder) throws") { body in
            body.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            emitLevel(tree, container: "container", into: &body)
        }
    }

    private func emitLevel(_ level: WireKeyTree, container: String, into writer: inout SourceWriter) {
        for (_, caseName, member) in level.members {
            switch member {
            case .field(let field):
                if field.absent == .default, let condition = presenceCondition(field) {
                    // The wire leaves a defaulted value out; writing it back the same way keeps the round trip exact.
                    writer.block("if \(condition)") { $0.line("try \(container).\(write(field, key: caseName))") }
                } else {
                    writer.line("try \(container).\(write(field, key: caseName))")
                }
            case .group(_, let groupCase, let subtree):
                let nested = groupCase + "Container"
                let open = "var \(nested) = \(container).nestedContainer(keyedBy: \(subtree.enumName).self, forKey: .\(groupCase))"
                let conditions = subtree.allFields.map(presenceCondition)
                if conditions.contains(nil) {
                    writer.line(open)
                    emitLevel(subtree, container: nested, into: &writer)
                } else {
                    // A group whose values may all be missing is written only when it holds something, as the wire omits it.
                    writer.block("if " + conditions.compactMap { $0 }.joined(separator: " || ")) { inner in
                        inner.line(open)
                        emitLevel(subtree, container: nested, into: &inner)
                    }
                }
            }
        }
    }

    /// When a field is written: nil means always; otherwise the condition under which it is.
    private func presenceCondition(_ field: DTOFieldDeclaration) -> String? {
        let name = ModelEmitter.storageName(field.field)
        if field.absent == .default, let defaultValue = field.field.defaultValue {
            return "\(name) != \(SwiftSyntax.defaultLiteral(defaultValue, for: field.field.type))"
        }
        return field.field.type.isOptional ? "\(name) != nil" : nil
    }

    private func write(_ field: DTOFieldDeclaration, key: String) -> String {
        let value = ModelEmitter.storageName(field.field)
        let suffix = field.field.type.isOptional ? "IfPresent" : ""
        if case .scalar = field.field.type.unwrapped {
            let encoding = dto.scalarsAsStrings ? ".string" : ".native"
            return "encodeWire\(suffix)(\(value), forKey: .\(key), encoding: \(encoding))"
        }
        return "encode\(suffix)(\(value), forKey: .\(key))"
    }
}
