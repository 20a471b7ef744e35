import F1Schema

/// Emits an entity or dataset as a `Codable, Hashable, Sendable` struct.
struct ModelEmitter {
    let entity: EntityDeclaration

    func emit(into writer: inout SourceWriter) {
        let name = entity.swiftName
        let conformances = ["Hashable", "Sendable"] + (entity.idType != nil ? ["Identifiable"] : [])
        writer.docComment(entity.description)
        writer.block("public struct \(name): \(conformances.joined(separator: ", "))") { body in
            if let idType = entity.idType {
                IdentifierEmitter(entity: entity.name, rawType: idType).emit(into: &body)
                body.line()
            }
            for field in entity.allFields {
                emitProperty(field, into: &body)
            }
            body.line()
            emitInitializer(into: &body)
        }
        writer.line()
        writer.block("extension \(name): Codable") { body in
            CodingKeysEmitter.emit(entity.allFields.map { ($0.name, $0.name) }, into: &body)
            body.line()
            emitDecoder(into: &body)
            body.line()
            emitEncoder(into: &body)
        }
    }

    /// Deprecated fields keep their value in private storage, so generated code can use it without warnings.
    static func storageName(_ field: FieldDeclaration) -> String {
        field.deprecation == nil ? field.name : "_" + field.name
    }

    private func emitProperty(_ field: FieldDeclaration, into writer: inout SourceWriter) {
        let type = SwiftSyntax.typeName(field.type)
        writer.docComment(field.description)
        if let message = field.deprecation {
            writer.line("@available(*, deprecated, message: \(SwiftSyntax.stringLiteral(message)))")
            writer.block("public var \(field.name): \(type)") { accessor in
                accessor.line("get { _\(field.name) }")
                accessor.line("set { _\(field.name) = newValue }")
            }
            writer.line("private var _\(field.name): \(type)")
        } else {
            writer.line("public var \(field.name): \(type)")
        }
    }

    private func emitInitializer(into writer: inout SourceWriter) {
        let parameters = entity.allFields.map { field in
            "\(field.name): \(SwiftSyntax.typeName(field.type))" + defaultArgument(field)
        }
        writer.docComment("Creates a value from every field.")
        writer.block("public init(\(parameters.joined(separator: ", ")))") { body in
            for field in entity.allFields {
                body.line("self.\(Self.storageName(field)) = \(field.name)")
            }
        }
    }

    private func defaultArgument(_ field: FieldDeclaration) -> String {
        if let value = field.defaultValue { return " = " + SwiftSyntax.defaultLiteral(value, for: field.type) }
        return field.type.isOptional ? " = nil" : ""
    }

    private func emitDecoder(into writer: inout SourceWriter) {
        writer.block("public init(from decoder: any Decoder) throws") { body in
            body.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            for field in entity.allFields {
                let storage = Self.storageName(field)
                let key = ".\(field.name)"
                if case .optional(let wrapped) = field.type {
                    let fallback = field.defaultValue.map { " ?? " + SwiftSyntax.defaultLiteral($0, for: field.type) } ?? ""
                    body.line("self.\(storage) = try container.decodeIfPresent(\(SwiftSyntax.typeName(wrapped)).self, forKey: \(key))\(fallback)")
                } else if let value = field.defaultValue {
                    body.line(
                        "self.\(storage) = try container.decodeIfPresent(\(SwiftSyntax.typeName(field.type)).self, forKey: \(key)) ?? \(SwiftSyntax.defaultLiteral(value, for: field.type))"
                    )
                } else {
                    body.line("self.\(storage) = try container.decode(\(SwiftSyntax.typeName(field.type)).self, forKey: \(key))")
                }
            }
        }
    }

    private func emitEncoder(into writer: inout SourceWriter) {
        writer.block("public func encode(to encoder: any Encoder) throws") { body in
            body.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            for field in entity.allFields {
                let method = field.type.isOptional ? "encodeIfPresent" : "encode"
                body.line("try container.\(method)(\(Self.storageName(field)), forKey: .\(field.name))")
            }
        }
    }
}

/// Emits `enum CodingKeys` from (case name, key) pairs.
enum CodingKeysEmitter {
    static func emit(_ keys: [(caseName: String, key: String)], named name: String = "CodingKeys", into writer: inout SourceWriter) {
        writer.block("enum \(name): String, CodingKey, CaseIterable") { body in
            for (caseName, key) in keys {
                body.line(caseName == key ? "case \(caseName)" : "case \(caseName) = \(SwiftSyntax.stringLiteral(key))")
            }
        }
    }
}
