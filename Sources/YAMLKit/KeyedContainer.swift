/// Reads a mapping's entries by key, straight from the tape.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder

    var context: DecodingContext { decoder.context }
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { decoder.keyStrings.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        decoder.valueIndex(forKey: key.stringValue) != nil
    }

    /// The value's tape index; a missing key is an error at the mapping.
    @inline(__always)
    func value(for key: Key) throws(YAMLError) -> Int {
        guard let value = decoder.valueIndex(forKey: key.stringValue) else {
            throw context.missingKey(key.stringValue, in: decoder.index)
        }
        return value
    }

    /// The value's tape index, or nil when the key is missing or its value is null.
    @inline(__always)
    func presentValue(for key: Key) -> Int? {
        guard let value = decoder.valueIndex(forKey: key.stringValue), !context.isNull(value) else { return nil }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        context.isNull(try value(for: key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decodeChild(type, at: try value(for: key), key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = presentValue(for: key) else { return nil }
        return try decoder.decodeChild(type, at: value, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.childDecoder(at: try value(for: key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.childDecoder(at: try value(for: key), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = SuperKey()
        guard let value = decoder.valueIndex(forKey: key.stringValue) else {
            throw context.missingKey(key.stringValue, in: decoder.index)
        }
        return decoder.childDecoder(at: value, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.childDecoder(at: try value(for: key), key: key)
    }
}

/// The key `superDecoder()` reads, as in Foundation's coders.
struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    init?(intValue: Int) { nil }
}
