/// A set of mapping keys compared as UTF-8 bytes, so checking a key allocates nothing.
public struct YAMLKeySet: Sendable {
    /// The keys' bytes by length (the index): a lookup compares only keys of the right length.
    private let byLength: [[[UInt8]]]

    public init(_ keys: some Sequence<String>) {
        let unique = Set(keys).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var byLength = [[[UInt8]]](repeating: [], count: (unique.map(\.count).max() ?? 0) + 1)
        for key in unique { byLength[key.count].append(key) }
        self.byLength = byLength
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

/// What a check of a mapping's keys against a `YAMLKeySet` found.
public enum YAMLKeyCheck: Equatable, Sendable {
    /// Every key is in the set (or the value is not a mapping, which decoding it will report).
    case allAllowed
    /// The first key, in document order, that is not in the set.
    case unknown(String)
    /// The decoder is not YAMLKit's: list the keys another way.
    case unavailable
}

extension YAMLKeySet {
    /// Checks the keys of the mapping `decoder` reads in place, without listing them through
    /// `allKeys` (a string and a boxed key for every key of every value).
    ///
    /// Generic rather than taking `any Decoder`, so recognising YAMLKit's decoder is a metatype
    /// comparison and not a dynamic cast: it runs once for every value decoded.
    public func check<D: Decoder>(keysOf decoder: D) -> YAMLKeyCheck {
        YAMLKeyCheck.firstKey(of: decoder) { !contains($0) }
    }
}

extension YAMLKeyCheck {
    /// Like `YAMLKeySet.check(keysOf:)`, for a client that keeps its keys in its own form:
    /// `isUnknown` gets each scalar key's UTF-8 bytes, in document order, until it says true.
    public static func firstKey<D: Decoder>(of decoder: D, where isUnknown: (UnsafeBufferPointer<UInt8>) -> Bool) -> YAMLKeyCheck {
        guard D.self == TapeDecoder.self else { return .unavailable }
        let tapeDecoder = withUnsafePointer(to: decoder) { $0.withMemoryRebound(to: TapeDecoder.self, capacity: 1) { $0.pointee } }
        return tapeDecoder.firstKey(where: isUnknown).map(YAMLKeyCheck.unknown) ?? .allAllowed
    }
}

extension TapeDecoder {
    /// The first key of this decoder's mapping that `isUnknown` picks, or nil when none is.
    func firstKey(where isUnknown: (UnsafeBufferPointer<UInt8>) -> Bool) -> String? {
        guard node.kind == .mapping else { return nil }
        var unknown: Int?
        forEachEntry { keyIndex, _ in
            guard unknown == nil else { return }
            let resolved = context.resolve(keyIndex)
            guard context.nodes[resolved].kind == .scalar else { return }
            if isUnknown(context.text(of: resolved)) { unknown = resolved }
        }
        return unknown.map { context.string(of: $0) }
    }
}
