/// A set of mapping keys compared as UTF-8 bytes, so checking a key allocates nothing.
public struct YAMLKeySet: Sendable {
    /// The keys' bytes, grouped by length: a lookup compares only keys of the right length.
    private let byLength: [Int: [[UInt8]]]

    public init(_ keys: some Sequence<String>) {
        byLength = Dictionary(grouping: Set(keys).map { Array($0.utf8) }, by: \.count)
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let candidates = byLength[bytes.count] else { return false }
        return candidates.contains { candidate in candidate.withUnsafeBufferPointer { $0.elementsEqual(bytes) } }
    }
}

/// A fast check of a mapping's keys, for decoders that must reject undeclared keys without the
/// cost of listing them through `allKeys` (a string and a boxed key for every key of every value).
public protocol YAMLMappingKeys {
    /// The first key of the mapping being decoded that is not in `allowed`, or nil when all are.
    func firstKey(notIn allowed: YAMLKeySet) -> String?
}

extension TapeDecoder: YAMLMappingKeys {
    func firstKey(notIn allowed: YAMLKeySet) -> String? {
        guard node.kind == .mapping else { return nil }
        var unknown: Int?
        forEachEntry { keyIndex, _ in
            guard unknown == nil else { return }
            let resolved = context.resolve(keyIndex)
            guard context.nodes[resolved].kind == .scalar else { return }
            if !allowed.contains(context.text(of: resolved)) { unknown = resolved }
        }
        return unknown.map { context.string(of: $0) }
    }
}
