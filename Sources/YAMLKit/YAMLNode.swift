/// An untyped node with its position.
///
/// Aliases are resolved: an aliased node appears again wherever it is used, sharing storage.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A scalar's text and how it was written.
        case scalar(String, YAMLScalarStyle)
        /// The items of a sequence, in order.
        case sequence([YAMLNode])
        /// The entries of a mapping, in document order.
        case mapping([YAMLNode.Entry])
    }

    /// One key–value pair of a mapping.
    public struct Entry: Hashable, Sendable {
        /// The key node; usually a scalar.
        public var key: YAMLNode
        /// The value node.
        public var value: YAMLNode

        /// Creates an entry.
        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    /// What the node holds.
    public var content: Content
    /// The explicit tag as resolved by libyaml, e.g. `tag:yaml.org,2002:str` or `!`; nil when none.
    public var tag: String?
    /// The start of the node (its anchor or tag if it has one).
    public var mark: YAMLMark
    /// The anchor name defined on this node, without the `&`.
    public var anchor: String?

    /// Creates a node.
    public init(_ content: Content, tag: String? = nil, mark: YAMLMark = .start, anchor: String? = nil) {
        self.content = content
        self.tag = tag
        self.mark = mark
        self.anchor = anchor
    }

    /// A plain scalar node.
    public init(scalar text: String, mark: YAMLMark = .start) {
        self.init(.scalar(text, .plain), mark: mark)
    }
}
