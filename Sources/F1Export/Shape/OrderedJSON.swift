/// JSON with its keys in the order written, printed as the committed schemas are (two spaces,
/// one value a line), since `JSONEncoder` either sorts keys or orders them at random.
indirect enum OrderedJSON: Sendable, Equatable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.text == rhs.text }

    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty: output += "{}"
        case .array(let items) where items.isEmpty: output += "[]"
        case .object(let members):
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner + Self.quoted(key) + ": "
                value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
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
        case .literal(let text): output += text
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
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
