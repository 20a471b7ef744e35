import Foundation

extension JSON {
    struct ParseError: Error, CustomStringConvertible {
        var offset: Int
        var problem: String
        var description: String { "invalid JSON at byte \(offset): \(problem)" }
    }

    /// Parses strict JSON; hand-written because JSONSerialization forgets the order of keys.
    init(parsing data: Data) throws {
        var parser = Parser(bytes: Array(data))
        parser.skipWhitespace()
        self = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("trailing characters") }
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ problem: String) -> JSON.ParseError { JSON.ParseError(offset: index, problem: problem) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws -> JSON {
        guard depth < 512 else { throw error("nested too deeply") }
        guard index < bytes.count else { throw error("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    mutating func object(depth: Int) throws -> JSON {
        index += 1
        var members: [(key: String, value: JSON)] = []
        skipWhitespace()
        if consume("}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard consume(":") else { throw error("expected ':'") }
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
        } while consume(",")
        guard consume("}") else { throw error("expected ',' or '}'") }
        return .object(members)
    }

    mutating func array(depth: Int) throws -> JSON {
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if consume("]") { return .array(items) }
        repeat {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
        } while consume(",")
        guard consume("]") else { throw error("expected ',' or ']'") }
        return .array(items)
    }

    mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func literal(_ word: String) throws {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw error("expected \(word)")
        }
        index += expected.count
    }

    mutating func number() throws -> String {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, Double(text) != nil else { throw error("expected a value") }
        return text
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else { throw error("invalid UTF-8") }
                return text
            case UInt8(ascii: "\\"): try escape(into: &utf8)
            case 0..<0x20: throw error("control character in a string")
            default: utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    mutating func escape(into utf8: inout [UInt8]) throws {
        guard index < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte); return
        case UInt8(ascii: "b"): utf8.append(0x08); return
        case UInt8(ascii: "f"): utf8.append(0x0C); return
        case UInt8(ascii: "n"): utf8.append(0x0A); return
        case UInt8(ascii: "r"): utf8.append(0x0D); return
        case UInt8(ascii: "t"): utf8.append(0x09); return
        case UInt8(ascii: "u"): break
        default: throw error("unknown escape")
        }
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar), bytes.count - index >= 6,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("unpaired surrogate") }
        utf8.append(contentsOf: String(Character(unicode)).utf8)
    }

    mutating func hex4() throws -> UInt32 {
        guard bytes.count - index >= 4,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("bad \\u escape") }
        index += 4
        return value
    }
}
