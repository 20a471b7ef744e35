/// Decodes `Decodable` values from YAML, reading each scalar as the type the value asks for.
///
/// Nothing is guessed: `NO` is a string unless a `Bool` is asked for, and then it is an error.
public struct YAMLDecoder: Sendable {
    /// Bounds applied while parsing.
    public var limits: YAMLLimits
    /// Passed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// False to parse every document with libyaml alone, for benchmarks that compare the two paths.
    package var usesBlockScanner = true

    /// A decoder with the default limits and no user info.
    public init() {
        limits = YAMLLimits()
        userInfo = [:]
    }

    /// Decodes a value from YAML text. Always throws `YAMLError`.
    public func decode<T: Decodable>(_ type: T.Type, from text: String, path: String = "<input>") throws -> T {
        try decode(type, from: Array(text.utf8), path: path)
    }

    /// Decodes a value from UTF-8 YAML bytes. Always throws `YAMLError`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String = "<input>") throws -> T {
        let tape =
            usesBlockScanner
            ? try Tape.parse(bytes: bytes, path: path, limits: limits) : try Tape.parseWithLibYAML(bytes: bytes, path: path, limits: limits)
        return try decode(type, tape: tape, path: path)
    }

    /// Decodes a value from a parsed node; errors point at the node's marks. Always throws `YAMLError`.
    public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, path: String = "<input>") throws -> T {
        try decode(type, tape: Tape(flattening: node, path: path, limits: limits), path: path)
    }

    private func decode<T: Decodable>(_ type: T.Type, tape: Tape, path: String) throws -> T {
        let context = DecodingContext(tape: tape, path: path, userInfo: userInfo.mapValues { $0 as Any })
        if let builtin = BuiltinType(T.self) { return try context.decode(builtin, as: T.self, at: context.root) }
        return try TapeDecoder(context: context, index: context.root, parent: nil, key: nil).decodeSelf(type)
    }
}
