import F1Schema
import YAMLKit

/// Spelling schema things as Swift.
enum SwiftSyntax {
    static func typeName(_ type: FieldType) -> String {
        switch type {
        case .scalar(let scalar): scalar.swiftName
        case .entity(let name), .enumeration(let name), .dto(let name): name
        case .reference(let name): "\(name).ID"
        case .optional(let wrapped): typeName(wrapped) + "?"
        case .array(let element): "[\(typeName(element))]"
        case .dictionary(let value): "[String: \(typeName(value))]"
        }
    }

    /// A one-line Swift string literal holding exactly `text`: quotes and backslashes escaped,
    /// and every control character, line or paragraph separator and bidirectional override
    /// written as `\u{...}`, so nothing in the text can end the literal or the line.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Echo.needsEscape(scalar):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The Swift literal of a default value the resolver has already checked.
    static func defaultLiteral(_ value: YAMLNode, for type: FieldType) -> String {
        switch type {
        case .optional(let wrapped):
            return value.isNull ? "nil" : defaultLiteral(value, for: wrapped)
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .enumeration:
            return "." + (value.scalar ?? "")
        case .scalar(.string):
            return stringLiteral(value.scalar ?? "")
        case .scalar(.bool):
            return (value.scalar ?? "").lowercased()
        case .scalar(.double):
            return doubleLiteral(value.scalar ?? "0")
        default:
            let text = value.scalar ?? "0"
            return text.hasPrefix("+") ? String(text.dropFirst()) : text
        }
    }

    /// A name usable as an identifier in generated code, from a wire key such as `MRData` or `lat-long`.
    static func identifier(fromKey key: String) -> String {
        var words: [String] = []
        var current = ""
        // ASCII only: every ASCII letter and digit may stand in a Swift identifier, while some
        // other letters and numbers (`½`, `Ⅻ`, combining marks) may not.
        for character in key {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return "key" }
        var name = SwiftNames.lowerCamel(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return SwiftNames.keywords.contains(name) ? name + "Key" : name
    }

    /// A Swift expression for a number the schema wrote in YAML's spelling: `.5`, `5.`, `.inf`,
    /// `1e400` are numbers to YAML but not Double literals to Swift (or not the same value).
    static func doubleLiteral(_ text: String) -> String {
        let unsigned = text.hasPrefix("+") ? String(text.dropFirst()) : text
        let isNegative = unsigned.hasPrefix("-")
        let magnitude = isNegative ? String(unsigned.dropFirst()) : unsigned
        if magnitude.lowercased() == ".inf" { return isNegative ? "-Double.infinity" : "Double.infinity" }
        if magnitude.lowercased() == ".nan" { return "Double.nan" }
        guard let number = Double(unsigned) else { return "0" }
        if !number.isFinite { return number < 0 ? "-Double.infinity" : "Double.infinity" }
        if isPlainDecimal(magnitude), magnitude.count <= 17 { return unsigned }
        return "\(number)"
    }

    /// Digits with an optional fraction, such as `5` or `0.25`: a literal Swift reads exactly as written.
    private static func isPlainDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }
}
