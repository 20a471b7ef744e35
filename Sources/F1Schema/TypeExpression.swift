/// A type as written in a schema, before names are resolved: `[Race]?`, `Driver.ID`, `[String: Int]`.
package indirect enum TypeExpression: Hashable, Sendable {
    case named(String)
    case reference(String)
    case optional(TypeExpression)
    case array(TypeExpression)
    case dictionary(TypeExpression)

    /// The deepest nesting of brackets a type may have: far more than any schema needs, and
    /// little enough that every recursive walk over types (here, in the resolver, the fixture
    /// validator and the emitters) stays far from the stack's end.
    package static let maxDepth = 32

    /// Why a type's spelling is not a type.
    package enum ParseProblem: Error, Hashable, Sendable {
        case malformed
        case tooDeep
    }

    /// Parses the schema spelling of a type; nil when it is malformed or nests too deep.
    package static func parse(_ text: String) -> TypeExpression? {
        try? parseReportingProblem(text).get()
    }

    /// Parses the schema spelling of a type, saying why it is not one.
    package static func parseReportingProblem(_ text: String) -> Result<TypeExpression, ParseProblem> {
        // Scalars rather than characters: a megabyte-long name is scanned in linear time, cheaply.
        var parser = Parser(text: Array(text.unicodeScalars.filter { !Parser.isSpace($0) }))
        guard let expression = parser.parseType(depth: 0), parser.isAtEnd else {
            return .failure(parser.isTooDeep ? .tooDeep : .malformed)
        }
        return .success(expression)
    }

    /// Every bare name the expression mentions, for resolution.
    package var names: [String] {
        switch self {
        case .named(let name), .reference(let name): [name]
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.names
        }
    }

    private struct Parser {
        let text: [Unicode.Scalar]
        var index = 0
        var isTooDeep = false

        var isAtEnd: Bool { index == text.count }

        mutating func parseType(depth: Int) -> TypeExpression? {
            var base: TypeExpression
            if consume("[") {
                guard depth < TypeExpression.maxDepth else {
                    isTooDeep = true
                    return nil
                }
                guard let first = parseType(depth: depth + 1) else { return nil }
                if consume(":") {
                    guard first == .named("String"), let value = parseType(depth: depth + 1) else { return nil }
                    base = .dictionary(value)
                } else {
                    base = .array(first)
                }
                guard consume("]") else { return nil }
            } else {
                guard let name = parseName() else { return nil }
                if consume(".") {
                    guard parseName() == "ID" else { return nil }
                    base = .reference(name)
                } else {
                    base = .named(name)
                }
            }
            if consume("?") { base = .optional(base) }
            return base
        }

        mutating func parseName() -> String? {
            let start = index
            while index < text.count, isNameScalar(text[index]) {
                index += 1
            }
            guard index > start else { return nil }
            var name = ""
            name.unicodeScalars.append(contentsOf: text[start..<index])
            return name
        }

        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
        }

        mutating func consume(_ character: Unicode.Scalar) -> Bool {
            guard index < text.count, text[index] == character else { return false }
            index += 1
            return true
        }
    }
}
