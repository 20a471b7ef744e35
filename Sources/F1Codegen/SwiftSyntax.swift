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

    /// A Swift string literal with everything escaped.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
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
            let text = value.scalar ?? "0"
            return text.hasPrefix("+") ? String(text.dropFirst()) : text
        default:
            let text = value.scalar ?? "0"
            return text.hasPrefix("+") ? String(text.dropFirst()) : text
        }
    }

    /// A name usable as an identifier in generated code, from a wire key such as `MRData` or `lat-long`.
    static func identifier(fromKey key: String) -> String {
        var words: [String] = []
        var current = ""
        for character in key {
            if character.isLetter || character.isNumber || character == "_" {
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
}
