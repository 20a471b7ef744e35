@testable import YAMLKit

/// Parses the input into nodes, then decodes the same document twice, from the bytes and from the
/// node tree: a crash, a non-`YAMLError` failure or two different values is a finding. The block
/// scanner must build libyaml's very tape for whatever it accepts.
func fuzzYAMLNodes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkBlockScanner(bytes)
    let node: YAMLNode
    do {
        node = try YAMLParser.parse(bytes: bytes, path: "fuzz.yml")
    } catch {
        precondition(!error.message.isEmpty, "a YAMLError without a message")
        return 0
    }
    let fromBytes = Result { try YAMLDecoder().decode(GenericValue.self, from: bytes, path: "fuzz.yml") }
    let fromNode = Result { try YAMLDecoder().decode(GenericValue.self, from: node, path: "fuzz.yml") }
    switch (fromBytes, fromNode) {
    case (.success(let a), .success(let b)):
        precondition(a == b, "the bytes and the node tree decode differently: \(a) vs \(b)")
    case (.failure(let a), .failure(let b)):
        precondition(a is YAMLError && b is YAMLError, "a decoder error that is not a YAMLError: \(a), \(b)")
    default:
        preconditionFailure("only one of bytes and node tree decodes: \(fromBytes) vs \(fromNode)")
    }
    return 0
}

private func checkBlockScanner(_ bytes: [UInt8]) {
    guard let scanned = bytes.withUnsafeBufferPointer({ BlockScanner.parse($0, path: "fuzz.yml", limits: YAMLLimits()) }) else { return }
    let expected: Tape
    do {
        expected = try Tape.parseWithLibYAML(bytes: bytes, path: "fuzz.yml", limits: YAMLLimits())
    } catch {
        preconditionFailure("the block scanner accepted what libyaml rejects: \(error)")
    }
    precondition(Array(scanned.nodes.elements) == Array(expected.nodes.elements), "the block scanner's nodes differ from libyaml's")
    precondition(Array(scanned.bytes.elements) == Array(expected.bytes.elements), "the block scanner's text differs from libyaml's")
}

/// Any YAML value, read the way an untyped consumer would: mapping, sequence, null or string.
indirect enum GenericValue: Decodable, Equatable {
    case null
    case string(String)
    case list([GenericValue])
    case map([String: GenericValue])

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var entries: [String: GenericValue] = [:]
            for key in keyed.allKeys { entries[key.stringValue] = try keyed.decode(GenericValue.self, forKey: key) }
            self = .map(entries)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [GenericValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(GenericValue.self)) }
            self = .list(items)
        } else {
            let single = try decoder.singleValueContainer()
            self = single.decodeNil() ? .null : .string(try single.decode(String.self))
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
