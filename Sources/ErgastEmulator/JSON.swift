import Foundation

/// A JSON value as Foundation's JSONDecoder reads it, written back by JSONEncoder with sorted keys so
/// a page has the same bytes on every run. Numbers are `Decimal`, which keeps a number's digits as
/// written; one out of its range (such as 1e400) makes the document unreadable, and `add(json:)` then
/// serves its bytes as they are.
enum JSON: Sendable, Equatable, Codable {
    case string(String)
    case number(Decimal)
    case bool(Bool)
    case null
    case array([JSON])
    case object([String: JSON])

    init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSON.self, from: data)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number(number)
        } else if let items = try? container.decode([JSON].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .null: try container.encodeNil()
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// The value as JSON text. JSONEncoder fails only on a non-finite floating-point number or a value
    /// that encodes nothing, and a `JSON` holds neither, so the empty fallback is never taken.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The object with `key` set to `value`.
    func setting(_ key: String, to value: JSON) -> JSON {
        guard case .object(var members) = self else { return self }
        members[key] = value
        return .object(members)
    }

    var arrayValue: [JSON]? {
        if case .array(let items) = self { items } else { nil }
    }

    var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// A value as JSONSerialization reads it. Booleans arrive as NSNumber of type "c"; a fraction
    /// goes through its shortest decimal text, so 93.456 stays 93.456.
    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else if let whole = value as? Int {
                self = .number(Decimal(whole))
            } else {
                self = .number(Decimal(string: "\(number.doubleValue)") ?? Decimal(number.doubleValue))
            }
        case let items as [Any]: self = .array(items.map(JSON.init(foundation:)))
        case let members as [String: Any]: self = .object(members.mapValues(JSON.init(foundation:)))
        default: self = .null
        }
    }

    var intValue: Int? {
        guard case .number(let number) = self, let whole = Int(exactly: NSDecimalNumber(decimal: number).doubleValue) else { return nil }
        return whole
    }

    var doubleValue: Double? {
        if case .number(let number) = self { NSDecimalNumber(decimal: number).doubleValue } else { nil }
    }

    /// The value as a query compares it: a string's text, a number's digits, `true` or `false`.
    var text: String {
        switch self {
        case .string(let text): text
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array, .object: String(decoding: data, as: UTF8.self)
        }
    }
}
