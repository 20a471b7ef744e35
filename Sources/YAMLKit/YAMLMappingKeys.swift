/// A fast check of a mapping's keys, for decoders that must reject undeclared keys without the
/// cost of listing them through `allKeys` (a string and a boxed key for every key of every value).
public protocol YAMLMappingKeys {
    /// The first key of the mapping being decoded that is not in `allowed`, or nil when all are.
    func firstKey(notIn allowed: Set<String>) -> String?
}

extension TapeDecoder: YAMLMappingKeys {
    func firstKey(notIn allowed: Set<String>) -> String? {
        guard node.kind == .mapping else { return nil }
        var unknown: String?
        forEachEntry { keyIndex, _ in
            guard unknown == nil else { return }
            let resolved = context.resolve(keyIndex)
            guard context.nodes[resolved].kind == .scalar else { return }
            let key = context.string(of: resolved)
            if !allowed.contains(key) { unknown = key }
        }
        return unknown
    }
}
