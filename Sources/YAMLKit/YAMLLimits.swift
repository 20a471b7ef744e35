/// Bounds that keep hostile or runaway documents from exhausting time or memory.
public struct YAMLLimits: Hashable, Sendable {
    /// The most nodes a document may have once every alias is expanded.
    ///
    /// Checked whenever an alias is used, so a document without aliases never hits it.
    public var maxAliasExpansion: Int = 1_000_000
    /// The most scalar bytes a document may have once every alias is expanded.
    ///
    /// A few large scalars aliased many times stay under the node limit yet expand to gigabytes
    /// once decoded; this bounds them. Checked whenever an alias is used, like `maxAliasExpansion`.
    public var maxAliasExpansionBytes: Int = 64 << 20
    /// The deepest nesting of sequences and mappings allowed.
    ///
    /// `YAMLNode` trees are built and compared recursively, so far larger values risk the stack.
    public var maxDepth: Int = 512
    /// The most nodes and text bytes a tape may hold: its offsets are 32-bit.
    ///
    /// Internal so tests can check the overflow error without gigabytes of input.
    var maxTapeSize: Int = Int(UInt32.max) - 1

    /// The default limits.
    public init() {}

    /// Limits with the given bounds.
    public init(maxAliasExpansion: Int, maxDepth: Int) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    /// Limits with the given bounds, including the bytes that aliases may expand to.
    public init(maxAliasExpansion: Int, maxAliasExpansionBytes: Int, maxDepth: Int) {
        self.init(maxAliasExpansion: maxAliasExpansion, maxDepth: maxDepth)
        self.maxAliasExpansionBytes = maxAliasExpansionBytes
    }
}
