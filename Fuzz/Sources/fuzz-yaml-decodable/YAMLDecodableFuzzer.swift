import Foundation
import YAMLKit

/// Decodes the input as several `Decodable` shapes that together use every container and scalar
/// kind; a crash or a failure that is not a `YAMLError` is a finding.
func fuzzYAMLDecodable(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check { try YAMLDecoder().decode(Everything.self, from: bytes, path: "fuzz.yml") }
    check { try YAMLDecoder().decode([Everything].self, from: bytes, path: "fuzz.yml") }
    check { try YAMLDecoder().decode([String: Everything?].self, from: bytes, path: "fuzz.yml") }
    check { try YAMLDecoder().decode(Explorer.self, from: bytes, path: "fuzz.yml") }
    return 0
}

private func check<T>(_ decode: () throws -> T) {
    do {
        _ = try decode()
    } catch {
        precondition(error is YAMLError, "a decoder error that is not a YAMLError: \(error)")
    }
}

enum Kind: String, Decodable { case alpha, beta }

/// Keyed, with every scalar type, optionals, nested and dictionary values.
struct Everything: Decodable {
    var int: Int?
    var int8: Int8?
    var uint16: UInt16?
    var int64: Int64
    var uint64: UInt64?
    var double: Double?
    var float: Float?
    var bool: Bool?
    var string: String?
    var date: Date?
    var url: URL?
    var decimal: Decimal?
    var data: Data?
    var kind: Kind?
    var list: [Int]?
    var nested: [[String?]]?
    var byName: [String: Double]?
    var byNumber: [Int: String]?
    var child: Child?
    var children: [Child]?
    var wrapped: Wrapped?

    enum CodingKeys: String, CodingKey {
        case int, int8, uint16, int64, uint64, double, float, bool, string, date, url, decimal, data, kind, list, nested
        case byName = "by-name"
        case byNumber = "by-number"
        case child, children, wrapped
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        int = try container.decodeIfPresent(Int.self, forKey: .int)
        int8 = try container.decodeIfPresent(Int8.self, forKey: .int8)
        uint16 = try container.decodeIfPresent(UInt16.self, forKey: .uint16)
        int64 = try container.decodeIfPresent(Int64.self, forKey: .int64) ?? 0
        uint64 = try container.decodeIfPresent(UInt64.self, forKey: .uint64)
        double = try container.decodeIfPresent(Double.self, forKey: .double)
        float = try container.decodeIfPresent(Float.self, forKey: .float)
        bool = try container.decodeIfPresent(Bool.self, forKey: .bool)
        string = try container.decodeIfPresent(String.self, forKey: .string)
        date = try container.decodeIfPresent(Date.self, forKey: .date)
        url = try container.decodeIfPresent(URL.self, forKey: .url)
        decimal = try container.decodeIfPresent(Decimal.self, forKey: .decimal)
        data = try container.decodeIfPresent(Data.self, forKey: .data)
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind)
        list = try container.decodeIfPresent([Int].self, forKey: .list)
        nested = try container.decodeIfPresent([[String?]].self, forKey: .nested)
        byName = try container.decodeIfPresent([String: Double].self, forKey: .byName)
        byNumber = try container.decodeIfPresent([Int: String].self, forKey: .byNumber)
        child = try container.decodeIfPresent(Child.self, forKey: .child)
        children = try container.decodeIfPresent([Child].self, forKey: .children)
        wrapped = try container.decodeIfPresent(Wrapped.self, forKey: .wrapped)
        if container.contains(.int), try container.decodeNil(forKey: .int) { int = nil }
        if container.contains(.child) {
            _ = try? container.nestedContainer(keyedBy: CodingKeys.self, forKey: .child).allKeys
            _ = try? container.nestedUnkeyedContainer(forKey: .child).count
            _ = try? container.superDecoder(forKey: .child).singleValueContainer().decode(String.self)
        }
    }
}

/// Synthesized keyed decoding, with a required field.
struct Child: Decodable {
    var name: String
    var position: Int?
    var points: Double?
    var tags: [String]?
}

/// Single-value and unkeyed decoding by hand: a scalar, or a sequence of mixed items.
enum Wrapped: Decodable {
    case scalar(String)
    case items([String?], [Int], [Bool])

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self = .scalar(text)
            return
        }
        var unkeyed = try decoder.unkeyedContainer()
        var strings: [String?] = []
        var numbers: [Int] = []
        var flags: [Bool] = []
        while !unkeyed.isAtEnd {
            if try unkeyed.decodeNil() {
                strings.append(nil)
                continue
            }
            if let number = try? unkeyed.decode(Int.self) {
                numbers.append(number)
                continue
            }
            if let flag = try? unkeyed.decode(Bool.self) {
                flags.append(flag)
                continue
            }
            if var inner = try? unkeyed.nestedUnkeyedContainer() {
                while !inner.isAtEnd { strings.append(try inner.decodeIfPresent(String.self)) }
                continue
            }
            if let keyed = try? unkeyed.nestedContainer(keyedBy: Everything.CodingKeys.self) {
                strings.append(contentsOf: keyed.allKeys.map(\.stringValue))
                continue
            }
            strings.append(try unkeyed.decode(String.self))
        }
        self = .items(strings, numbers, flags)
    }
}

/// Walks any document through whichever container fits, reading every scalar as every type.
struct Explorer: Decodable {
    init(from decoder: any Decoder) throws {
        _ = decoder.codingPath.map(\.stringValue)
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            for key in keyed.allKeys {
                _ = try keyed.decode(Explorer.self, forKey: key)
                _ = try? keyed.decode(Double.self, forKey: key)
            }
            _ = try? keyed.decode(String.self, forKey: AnyKey(stringValue: "missing"))
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            while !unkeyed.isAtEnd { _ = try unkeyed.decode(Explorer.self) }
            _ = try? unkeyed.decode(Int.self)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { return }
            _ = try? single.decode(Bool.self)
            _ = try? single.decode(Int32.self)
            _ = try? single.decode(UInt.self)
            _ = try? single.decode(Double.self)
            _ = try? single.decode(Float.self)
            _ = try? single.decode(Date.self)
            _ = try? single.decode(Decimal.self)
            _ = try? single.decode(Data.self)
            _ = try? single.decode(URL.self)
            _ = try single.decode(String.self)
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
