import F1Schema

/// Emits `encode(to:)` for a DTO, writing the same wire shape it decodes.
struct WireEncodingEmitter {
    let dto: DTODeclaration
    let tree: WireKeyTree

    func emit(into writer: inout SourceWriter) {
        writer.block("public func encode(to encoder: any Encoder) throws") { body in
            body.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            emitLevel(tree, container: "container", into: &body)
        }
    }

    private func emitLevel(_ level: WireKeyTree, container: String, into writer: inout SourceWriter) {
        for (_, caseName, member) in level.members {
            switch member {
            case .field(let field):
                if field.absent == .default, let defaultValue = field.field.defaultValue {
                    // The wire leaves a defaulted value out; writing it back the same way keeps the round trip exact.
                    let literal = SwiftSyntax.defaultLiteral(defaultValue, for: field.field.type)
                    writer.block("if \(ModelEmitter.storageName(field.field)) != \(literal)") {
                        $0.line("try \(container).\(write(field, key: caseName))")
                    }
                } else {
                    writer.line("try \(container).\(write(field, key: caseName))")
                }
            case .group(_, let groupCase, let subtree):
                let nested = groupCase + "Container"
                let fields = subtree.allFields
                let open = "var \(nested) = \(container).nestedContainer(keyedBy: \(subtree.enumName).self, forKey: .\(groupCase))"
                if fields.contains(where: { !$0.field.type.isOptional }) {
                    writer.line(open)
                    emitLevel(subtree, container: nested, into: &writer)
                } else {
                    // An all-optional group is written only when it holds something, as the wire omits it.
                    let condition = fields.map { "\(ModelEmitter.storageName($0.field)) != nil" }.joined(separator: " || ")
                    writer.block("if \(condition)") { inner in
                        inner.line(open)
                        emitLevel(subtree, container: nested, into: &inner)
                    }
                }
            }
        }
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
