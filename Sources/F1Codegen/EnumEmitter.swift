import F1Schema

/// Emits an enum whose raw values are its wire values.
struct EnumEmitter {
    let enumeration: EnumDeclaration

    func emit(into writer: inout SourceWriter) {
        let name = enumeration.name
        writer.docComment(enumeration.description)
        writer.block("public enum \(name): String, Hashable, Sendable, CaseIterable") { body in
            for item in enumeration.cases {
                body.docComment(item.description)
                let raw = item.wireValue == item.name ? "" : " = \(SwiftSyntax.stringLiteral(item.wireValue))"
                body.line("case \(item.name)\(raw)")
            }
        }
        writer.line()
        writer.block("extension \(name): Codable") { body in
            body.block("public init(from decoder: any Decoder) throws") { decode in
                decode.line("let container = try decoder.singleValueContainer()")
                decode.line("let wireValue = try container.decode(String.self)")
                decode.block("guard let value = \(name)(rawValue: wireValue) else") { failure in
                    let expected = SwiftSyntax.stringLiteral(
                        " is not a \(name) value; expected one of: " + enumeration.cases.map(\.wireValue).joined(separator: ", "))
                    failure.line("let problem = \"'\" + wireValue + \"'\" + \(expected)")
                    failure.line("throw DecodingError.dataCorruptedError(in: container, debugDescription: problem)")
                }
                decode.line("self = value")
            }
            body.line()
            body.block("public func encode(to encoder: any Encoder) throws") { encode in
                encode.line("var container = encoder.singleValueContainer()")
                encode.line("try container.encode(rawValue)")
            }
        }
    }
}
