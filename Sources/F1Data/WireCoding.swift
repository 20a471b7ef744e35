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
        guard encoding == .string || T.isAlwaysText else { return try keyed(key, T.self) { try decode(T.self, forKey: key) } }
        let text = try keyed(key, String.self) { try decode(String.self, forKey: key) }
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
        if encoding == .native, !T.isAlwaysText, !emptyIsNil { return try keyed(key, T.self) { try decodeIfPresent(T.self, forKey: key) } }
        guard encoding == .string || T.isAlwaysText else {
            guard contains(key), try !decodeNil(forKey: key) else { return nil }
            if let text = try? decode(String.self, forKey: key), text.isEmpty { return nil }
            return try decode(T.self, forKey: key)
        }
        guard let text = try keyed(key, String.self, { try decodeIfPresent(String.self, forKey: key) }), !(emptyIsNil && text.isEmpty) else {
            return nil
        }
        guard let value = T(wireText: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected \(T.wireNoun), found '\(text)'")
        }
        return value
    }

    /// Foundation's JSON decoder throws an error of its own, not a `DecodingError`, for a number
    /// that does not fit the type (`3.5` or `1e400` for an integer) and for text that is not UTF-8,
    /// so the key would be lost from the message; this puts it back.
    private func keyed<T: WireValue, V>(_ key: Key, _ type: T.Type, _ body: () throws -> V) throws -> V {
        do {
            return try body()
        } catch let error as DecodingError {
            throw error
        } catch {
            // Only Foundation's two are rewritten: another decoder's error (YAMLKit's names the
            // file, line and column and what it found) is already the sentence to show.
            let said = "\(error)"
            let found: String
            if let parsed = said.firstMatch(of: /parsed: "([^"]*)"/)?.1 {
                found = parsed.count > 20 ? "a number of \(parsed.count) characters" : "'\(parsed)'"
            } else if said.contains("UTF8") {
                found = "bytes that are not UTF-8 text"
            } else {
                throw error
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "expected \(T.wireNoun), found \(found)")
        }
    }

    /// A list whose missing elements are written as `missingText` (a schema's `missingText:`), or
    /// as null: each element is the type's value or nil. A number must be finite.
    package func decodeWireList<T: WireValue>(_ type: T.Type, forKey key: Key, missingText: String) throws -> [T?] {
        var list = try nestedUnkeyedContainer(forKey: key)
        var values: [T?] = []
        if let count = list.count { values.reserveCapacity(count) }
        while !list.isAtEnd {
            if try list.decodeNil() {
                values.append(nil)
            } else if !T.isAlwaysText, let text = try? list.decode(String.self) {
                guard text == missingText else {
                    throw DecodingError.dataCorruptedError(
                        in: list,
                        debugDescription: "expected \(T.wireNoun) or '\(missingText)' at \(key.stringValue)[\(values.count)], found '\(text)'")
                }
                values.append(nil)
            } else {
                let value = try list.decode(T.self)
                if let number = value as? Double, !number.isFinite {
                    throw DecodingError.dataCorruptedError(
                        in: list, debugDescription: "expected a finite number at \(key.stringValue)[\(values.count)]")
                }
                values.append(T.isAlwaysText && (value as? String) == missingText ? nil : value)
            }
        }
        return values
    }

    /// Like `decodeWireList`, but absent and null give nil.
    package func decodeWireListIfPresent<T: WireValue>(_ type: T.Type, forKey key: Key, missingText: String) throws -> [T?]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeWireList(type, forKey: key, missingText: missingText)
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
