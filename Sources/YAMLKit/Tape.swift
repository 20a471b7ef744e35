/// A parsed document in compact, flat form: nodes in document order, scalar text in one UTF-8 buffer.
///
/// Containers record where their subtree ends so readers can skip children; aliases point at the
/// node they name. The decoder reads this directly instead of building a `YAMLNode` tree.
struct Tape: Sendable {
    let nodes: TapeBuffer<TapeNode>
    let bytes: TapeBuffer<UInt8>
    /// Anchor names by node index, kept only so `YAMLNode.anchor` can be filled in.
    var anchors: [UInt32: String] = [:]

    /// An empty tape with room for about `nodeCapacity` nodes and `byteCapacity` bytes of text.
    init(nodeCapacity: Int = 16, byteCapacity: Int = 64) {
        nodes = TapeBuffer(capacity: nodeCapacity)
        bytes = TapeBuffer(capacity: byteCapacity)
    }

    /// The node an alias refers to; any other node is itself.
    @inline(__always)
    func resolve(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .alias ? Int(node.first) : index
    }

    /// The index just past the subtree that starts at `index`.
    @inline(__always)
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind.isContainer ? Int(node.first) : index + 1
    }

    /// The 1-based mark of a node.
    func mark(of index: Int) -> YAMLMark {
        let node = nodes[index]
        return YAMLMark(line: Int(node.line), column: Int(node.column))
    }

    /// Runs `body` over the UTF-8 text of a scalar node.
    @inline(__always)
    func withText<R, E: Error>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try body(text(ofScalar: nodes[index]))
    }

    /// The UTF-8 text of a scalar node; valid until more text is appended.
    @inline(__always)
    func text(ofScalar node: TapeNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes.elements[Int(node.first)..<Int(node.second)])
    }

    /// The text of a scalar node as a String.
    func text(of index: Int) -> String {
        withText(of: index) { String(decoding: $0, as: UTF8.self) }
    }
}

/// One node of a `Tape`: 20 bytes, no references.
struct TapeNode: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping, alias

        var isContainer: Bool { self == .sequence || self == .mapping }
    }

    var kind: Kind
    var style: YAMLScalarStyle
    var tag: TagKind
    var isNull: Bool
    var line: UInt32
    var column: UInt32
    /// Scalar: start of its text in `Tape.bytes`. Container: index past its subtree. Alias: target index.
    var first: UInt32
    /// Scalar: end of its text in `Tape.bytes`. Container: number of children (keys and values).
    var second: UInt32
}

extension TapeNode.Kind {
    /// "a scalar", "a sequence", "a mapping", for messages.
    var phrase: String {
        switch self {
        case .scalar, .alias: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
