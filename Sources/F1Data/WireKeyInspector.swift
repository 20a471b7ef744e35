/// A decoder's way of checking a flat mapping's keys in place, without listing them through
/// `allKeys` (a string and a boxed key for every key of every value): the f1db source installs
/// YAMLKit's (`F1DataF1db`), so F1Data itself needs no YAML library.
///
/// A final class rather than a protocol, so finding it in `userInfo` for every value decoded is
/// a class cast, not a conformance lookup.
package final class WireKeyInspector: Sendable {
    /// What a check of a mapping's keys found.
    package enum Finding: Equatable, Sendable {
        /// Every key is allowed (or the value is not a mapping, which decoding it will report).
        case allAllowed
        /// The first key, in document order, that is not allowed.
        case unknown(String)
        /// The decoder is not one this inspector reads: list the keys another way.
        case unavailable
    }

    /// Set a decoder's `userInfo` to an inspector under this key to check keys through it.
    // trap-ok: never nil; failable only to be RawRepresentable
    package static let userInfoKey = CodingUserInfoKey(rawValue: "F1Kit.wireKeyInspector")!

    private let firstUnknownKey: @Sendable (any Decoder, WireKeyBytes) -> Finding

    /// `firstUnknownKey` finds the first key of the decoder's mapping not in the set.
    package init(firstUnknownKey: @escaping @Sendable (any Decoder, WireKeyBytes) -> Finding) {
        self.firstUnknownKey = firstUnknownKey
    }

    /// The first key of `decoder`'s mapping not in `keys`, when `decoder` carries an inspector.
    static func check(_ decoder: any Decoder, keys: WireKeyBytes) -> Finding {
        guard let inspector = decoder.userInfo[userInfoKey] as? WireKeyInspector else { return .unavailable }
        return inspector.firstUnknownKey(decoder, keys)
    }
}

/// A set of keys compared as UTF-8 bytes, so checking a key in place allocates nothing.
package struct WireKeyBytes: Sendable {
    /// The keys' bytes by length (the index): a lookup compares only keys of the right length.
    private let byLength: [[[UInt8]]]

    init(_ keys: some Sequence<String>) {
        let unique = Set(keys).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var byLength = [[[UInt8]]](repeating: [], count: (unique.map(\.count).max() ?? 0) + 1)
        for key in unique { byLength[key.count].append(key) }
        self.byLength = byLength
    }

    package func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < byLength.count else { return false }
        for candidate in byLength[bytes.count] {
            let equal = candidate.withUnsafeBufferPointer { candidate in
                for index in 0..<bytes.count where candidate[index] != bytes[index] { return false }
                return true
            }
            if equal { return true }
        }
        return false
    }
}
