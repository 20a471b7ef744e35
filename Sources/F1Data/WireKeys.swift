/// Checks of the keys a DTO finds on the wire.
package enum WireKeys {
    /// What to do with a key the DTO's schema does not declare.
    package enum Policy: Sendable {
        /// Always fail: the format is ours, so an unknown key is a mistake.
        case reject
        /// Ignore, so a server adding a field breaks nothing, unless the decoder asks for
        /// ``strictKeys`` (tests do, to check the schemas against recorded responses).
        case ignoreUnlessStrict
    }

    /// Set to `true` in a decoder's `userInfo` to reject every undeclared key.
    package static let strictKeys = CodingUserInfoKey(rawValue: "F1Kit.strictKeys")!

    /// A DTO's declared keys, prepared once per type so checking a value costs a set lookup per key.
    package struct Allowed: Sendable {
        let keys: Set<String>
        /// Keys whose values are nested containers with declared keys of their own.
        let nested: Set<String>
        /// The same keys for a decoder's in-place check (`WireKeyInspector`).
        let bytes: WireKeyBytes

        /// `paths` are dotted for nested keys: `["Time", "Time.millis"]`.
        package init(_ paths: [String]) {
            keys = Set(paths)
            nested = Set(paths.compactMap { path in path.lastIndex(of: ".").map { String(path[..<$0]) } })
            bytes = WireKeyBytes(paths)
        }
    }

    /// Fails on the first key not among `allowed` when the policy says so.
    package static func check(_ decoder: any Decoder, allowed: Allowed, in type: String, policy: Policy) throws {
        guard policy == .reject || decoder.userInfo[strictKeys] as? Bool == true else { return }
        // A decoder with an inspector (YAMLKit's, for f1db) checks a flat mapping's keys in place.
        if allowed.nested.isEmpty {
            switch WireKeyInspector.check(decoder, keys: allowed.bytes) {
            case .allAllowed: return
            case .unknown(let key):
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [AnyWireKey(stringValue: key)], debugDescription: "unknown key '\(key)' in \(type)"))
            case .unavailable: break
            }
        }
        try check(try decoder.container(keyedBy: AnyWireKey.self), allowed: allowed, prefix: "", in: type)
    }

    private static func check(_ container: KeyedDecodingContainer<AnyWireKey>, allowed: Allowed, prefix: String, in type: String) throws {
        for key in container.allKeys {
            let path = prefix.isEmpty ? key.stringValue : prefix + key.stringValue
            guard allowed.keys.contains(path) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown key '\(path)' in \(type)")
            }
            if allowed.nested.contains(path), try !container.decodeNil(forKey: key) {
                try check(try container.nestedContainer(keyedBy: AnyWireKey.self, forKey: key), allowed: allowed, prefix: path + ".", in: type)
            }
        }
    }

    /// The error for a required key that is absent.
    package static func missing(_ key: String, in type: String, codingPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(AnyWireKey(stringValue: key), .init(codingPath: codingPath, debugDescription: "missing key '\(key)' in \(type)"))
    }

    /// The error for a key that is null where the schema forbids it.
    package static func null(_ key: String, in type: String, codingPath: [any CodingKey]) -> DecodingError {
        .valueNotFound(Any.self, .init(codingPath: codingPath + [AnyWireKey(stringValue: key)], debugDescription: "'\(key)' is null in \(type)"))
    }
}

/// A coding key for any string, to list the keys a container really has.
package struct AnyWireKey: CodingKey, Sendable {
    package var stringValue: String
    package var intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
    }

    package init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
