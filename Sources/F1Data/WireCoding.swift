/// How a DTO's numbers and booleans are written on the wire.
package enum WireScalarEncoding: Sendable {
    /// As JSON or YAML numbers and booleans.
    case native
    /// As strings, e.g. `"26"`: the Ergast API writes every scalar this way.
    case string
}

extension KeyedDecodingContainer {
    /// Decodes a scalar that may arrive as a string, failing with the text it found.
    package func decodeWire<T: WireValue>(_ type: T.Type, forKey key: Key, encoding: WireScalarEncoding) throws -> T {
        guard encoding == .string || T.isAlwaysText else { return try decode(T.self, forKey: key) }
        let text = try decode(String.self, forKey: key)
        guard let value = T(wireText: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected \(T.wireNoun), found '\(text)'")
        }
        return value
    }

    /// Like `decodeWire`, but absent and null give nil, and so does "" when `emptyIsNil`.
    package func decodeWireIfPresent<T: WireValue>(
        _ type: T.Type, forKey key: Key, encoding: WireScalarEncoding, emptyIsNil: Bool = false
    ) throws -> T? {
        // One lookup of the key where possible: decoding is most of the time spent reading f1db.
        if encoding == .native, !T.isAlwaysText, !emptyIsNil { return try decodeIfPresent(T.self, forKey: key) }
        guard encoding == .string || T.isAlwaysText else {
            guard contains(key), try !decodeNil(forKey: key) else { return nil }
            if let text = try? decode(String.self, forKey: key), text.isEmpty { return nil }
            return try decode(T.self, forKey: key)
        }
        guard let text = try decodeIfPresent(String.self, forKey: key), !(emptyIsNil && text.isEmpty) else { return nil }
        guard let value = T(wireText: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected \(T.wireNoun), found '\(text)'")
        }
        return value
    }

    /// A list, or a lone value read as a list of one (a schema's `oneOrMany: true`).
    package func decodeOneOrMany<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element] {
        // A list's own errors (a bad element) are reported as they are, not as "expected a list".
        if (try? nestedUnkeyedContainer(forKey: key)) != nil { return try decode([Element].self, forKey: key) }
        return [try decode(Element.self, forKey: key)]
    }

    /// Like `decodeOneOrMany`, but absent and null give nil.
    package func decodeOneOrManyIfPresent<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeOneOrMany(type, forKey: key)
    }

    /// The nested container at `key`, or nil when the key is absent or null.
    package func nestedContainerIfPresent<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey>? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try nestedContainer(keyedBy: NestedKey.self, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a scalar the way the wire writes it.
    package mutating func encodeWire<T: WireValue>(_ value: T, forKey key: Key, encoding: WireScalarEncoding) throws {
        if encoding == .string || T.isAlwaysText {
            try encode(value.wireText, forKey: key)
        } else {
            try encode(value, forKey: key)
        }
    }

    /// Encodes a scalar when there is one; the wire omits absent values.
    package mutating func encodeWireIfPresent<T: WireValue>(_ value: T?, forKey key: Key, encoding: WireScalarEncoding) throws {
        guard let value else { return }
        try encodeWire(value, forKey: key, encoding: encoding)
    }
}
