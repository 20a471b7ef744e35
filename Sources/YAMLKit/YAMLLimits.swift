/// Bounds that keep hostile or runaway documents from exhausting time or memory.
public struct YAMLLimits: Hashable, Sendable {
    /// The most nodes a document may have once every alias is expanded.
    ///
    /// Checked whenever an alias is used, so a document without aliases never hits it.
    public var maxAliasExpansion: Int = 1_000_000
    /// The deepest nesting of sequences and mappings allowed.
    ///
    /// `YAMLNode` trees are built and compared recursively, so far larger values risk the stack.
    public var maxDepth: Int = 512

    /// The default limits.
    public init() {}

    /// Limits with the given bounds.
    public init(maxAliasExpansion: Int, maxDepth: Int) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }
}
