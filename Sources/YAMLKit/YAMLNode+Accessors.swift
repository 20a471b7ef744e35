extension YAMLNode {
    /// Whether the node is a YAML 1.2 core null: a plain `""`, `~`, `null`, `Null` or `NULL`
    /// with no explicit tag other than `!!null`.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        guard tag == nil || tag == TagKind.null.fullName else { return false }
        return ScalarSyntax.isNull(text)
    }

    /// The scalar text, or nil for a sequence or mapping.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The items, or nil unless the node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries, or nil unless the node is a mapping.
    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value of the first entry whose key is a scalar equal to `key`; nil if none or not a mapping.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalar == key }?.value
    }

    /// A short phrase for messages: "a mapping", "a sequence", "null" or "a scalar 'x'".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let text, _): return isNull ? "null" : "a scalar \(Quoting.quote(text))"
        }
    }
}
