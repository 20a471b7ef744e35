import Foundation

/// A JSON value for docs/openapi.json, printed with its keys sorted by code point, two spaces a
/// level and only the escapes JSON needs, so the file reads the same however it was assembled.
indirect enum OpenAPIJSON: Hashable, Sendable, Decodable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case object([String: OpenAPIJSON])
    case array([OpenAPIJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .boolean(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(arrayLiteral elements: OpenAPIJSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, OpenAPIJSON)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }

    /// Reads a JSON text (a report's schema); an integer stays an integer.
    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let boolean = try? value.decode(Bool.self) {
            self = .boolean(boolean)
        } else if let integer = try? value.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let array = try? value.decode([OpenAPIJSON].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: OpenAPIJSON].self))
        }
    }

    init(parsing text: String) throws {
        self = try JSONDecoder().decode(OpenAPIJSON.self, from: Data(text.utf8))
    }

    var members: [String: OpenAPIJSON]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The text, ending in a line feed.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty: output += "{}"
        case .array(let items) where items.isEmpty: output += "[]"
        case .object(let members):
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value } }
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner + Self.quoted(key) + ": "
                members[key]?.write(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += Self.quoted(text)
        case .integer(let value): output += String(value)
        case .number(let value): output += String(value)
        case .boolean(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
