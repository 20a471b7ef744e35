import F1Schema

/// Emits an entity's typed identifier, `Entity.ID`, so ids of different entities never mix.
struct IdentifierEmitter {
    let entity: String
    let rawType: ScalarType

    func emit(into writer: inout SourceWriter) {
        let raw = rawType.swiftName
        let literal = rawType == .int ? "ExpressibleByIntegerLiteral" : "ExpressibleByStringLiteral"
        writer.docComment("Identifies a ``\(entity)``; ids of different entities are different types.")
        writer.block("public struct ID: RawRepresentable, Codable, Hashable, Comparable, Sendable, CustomStringConvertible, \(literal)") { body in
            body.line("public var rawValue: \(raw)")
            body.line()
            body.block("public init(rawValue: \(raw))") { $0.line("self.rawValue = rawValue") }
            body.line()
            body.block("public init(_ rawValue: \(raw))") { $0.line("self.rawValue = rawValue") }
            body.line()
            let literalLabel = rawType == .int ? "integerLiteral value: Int" : "stringLiteral value: String"
            body.block("public init(\(literalLabel))") { $0.line("self.rawValue = value") }
            body.line()
            body.block("public init(from decoder: any Decoder) throws") {
                $0.line("self.rawValue = try decoder.singleValueContainer().decode(\(raw).self)")
            }
            body.line()
            body.block("public func encode(to encoder: any Encoder) throws") {
                $0.line("var container = encoder.singleValueContainer()")
                $0.line("try container.encode(rawValue)")
            }
            body.line()
            body.line("public var description: String { \(rawType == .int ? "String(rawValue)" : "rawValue") }")
            body.line()
            body.line("public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }")
        }
    }
}
