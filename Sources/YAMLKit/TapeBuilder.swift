/// Appends nodes to a `Tape` in document order while enforcing what libyaml does not:
/// known tags, unique keys, defined and non-recursive aliases, and the limits.
struct TapeBuilder {
    private(set) var tape: Tape
    let path: String
    let limits: YAMLLimits
    var frames: [Frame] = []
    /// Node indices of the scalar keys seen so far in every open mapping.
    var keys: [KeyRef] = []
    private var anchors: [String: Anchor] = [:]
    private var openAnchors = 0
    /// Nodes in the document so far, counting every alias as a full copy of its target.
    private var expandedTotal = 0
    /// Scalar bytes in the document so far, counting every alias as a full copy of its target.
    private var expandedBytes = 0

    /// An open sequence or mapping.
    struct Frame {
        var index: UInt32
        var isMapping: Bool
        var children: UInt32 = 0
        /// Expanded size of the subtree so far, counting the container itself.
        var size = 1
        /// Expanded scalar bytes of the subtree so far.
        var bytes = 0
        /// Levels of containers in the subtree once aliases are expanded, counting this one.
        var height = 1
        var keyBase: Int
        /// One bit for each key fingerprint seen so far, hashed into 64.
        var keyFilter: UInt64 = 0
        var anchor: String?
        /// Keys by text, built once a mapping has too many keys for a linear scan.
        var keyTable: [String: UInt32]?
    }

    struct Anchor {
        var index: UInt32
        var size: Int
        var bytes: Int
        var height: Int
    }

    init(path: String, limits: YAMLLimits, expectedBytes: Int = 0) {
        self.path = path
        self.limits = limits
        tape = Tape(nodeCapacity: expectedBytes / 10, byteCapacity: expectedBytes)
    }

    func error(_ message: String, at mark: YAMLMark) -> YAMLError {
        YAMLError(path: path, mark: mark, message: message)
    }

    // MARK: - Nodes

    mutating func scalar(
        _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, tag: String?, anchor: String?, mark: YAMLMark
    ) throws(YAMLError) {
        // Almost every scalar has no tag: no call to classify one.
        let tagKind = tag == nil ? TagKind.none : try classify(tag, for: .scalar, at: mark)
        let start = tape.bytes.count
        guard start + text.count <= limits.maxTapeSize, tape.nodes.count < limits.maxTapeSize else {
            throw tooLarge(at: mark)
        }
        tape.bytes.append(contentsOf: text)
        let isNull = style == .plain && tagKind.allowsNull && ScalarSyntax.isNull(text)
        let index = appendNode(
            .scalar, style: style, tag: tagKind, isNull: isNull, mark: mark,
            first: UInt32(start), second: UInt32(tape.bytes.count))
        expandedTotal = expandedTotal.saturatingAdd(1)
        expandedBytes = expandedBytes.saturatingAdd(text.count)
        if let anchor { define(anchor, index: index, size: 1, bytes: text.count, height: 0) }
        try addChild(index, size: 1, bytes: text.count, height: 0)
    }

    mutating func beginContainer(
        _ kind: TapeNode.Kind, tag: String?, anchor: String?, mark: YAMLMark
    ) throws(YAMLError) {
        let tagKind = try classify(tag, for: kind, at: mark)
        guard frames.count < limits.maxDepth else {
            throw error("nesting deeper than \(limits.maxDepth) levels", at: mark)
        }
        guard tape.nodes.count < limits.maxTapeSize else { throw tooLarge(at: mark) }
        let index = appendNode(kind, style: .plain, tag: tagKind, isNull: false, mark: mark, first: 0, second: 0)
        expandedTotal = expandedTotal.saturatingAdd(1)
        if anchor != nil { openAnchors += 1 }
        frames.append(Frame(index: index, isMapping: kind == .mapping, keyBase: keys.count, anchor: anchor))
    }

    mutating func endContainer() throws(YAMLError) {
        guard let frame = frames.popLast() else { return }
        keys.removeSubrange(frame.keyBase...)
        tape.nodes[Int(frame.index)].first = UInt32(tape.nodes.count)
        tape.nodes[Int(frame.index)].second = frame.children
        if let anchor = frame.anchor {
            openAnchors -= 1
            define(anchor, index: frame.index, size: frame.size, bytes: frame.bytes, height: frame.height)
        }
        try addChild(frame.index, size: frame.size, bytes: frame.bytes, height: frame.height)
    }

    mutating func alias(_ name: String, mark: YAMLMark) throws(YAMLError) {
        if openAnchors > 0, frames.contains(where: { $0.anchor == name }) {
            throw error("alias '\(name)' refers to a node that contains it", at: mark)
        }
        guard let anchor = anchors[name] else { throw error("undefined alias '\(name)'", at: mark) }
        expandedTotal = expandedTotal.saturatingAdd(anchor.size)
        guard expandedTotal <= limits.maxAliasExpansion else {
            throw error("alias expansion exceeds the limit of \(limits.maxAliasExpansion) nodes", at: mark)
        }
        expandedBytes = expandedBytes.saturatingAdd(anchor.bytes)
        guard expandedBytes <= limits.maxAliasExpansionBytes else {
            throw error("alias expansion exceeds the limit of \(limits.maxAliasExpansionBytes) bytes", at: mark)
        }
        // An alias repeats its target's nesting here, so chains of nested aliases count in full.
        guard frames.count + anchor.height <= limits.maxDepth else {
            throw error("nesting deeper than \(limits.maxDepth) levels once aliases are expanded", at: mark)
        }
        guard tape.nodes.count < limits.maxTapeSize else { throw tooLarge(at: mark) }
        let index = appendNode(
            .alias, style: .plain, tag: .none, isNull: false, mark: mark, first: anchor.index, second: 0)
        try addChild(index, size: anchor.size, bytes: anchor.bytes, height: anchor.height)
    }

    /// The finished tape; an empty stream is a single null scalar at 1:1.
    consuming func finish() -> Tape {
        if tape.nodes.isEmpty {
            tape.nodes.append(
                TapeNode(
                    kind: .scalar, style: .plain, tag: .none, isNull: true,
                    line: 1, column: 1, first: 0, second: 0))
        }
        return tape
    }

    // MARK: - Helpers

    private mutating func appendNode(
        _ kind: TapeNode.Kind, style: YAMLScalarStyle, tag: TagKind, isNull: Bool, mark: YAMLMark,
        first: UInt32, second: UInt32
    ) -> UInt32 {
        let index = UInt32(tape.nodes.count)
        tape.nodes.append(
            TapeNode(
                kind: kind, style: style, tag: tag, isNull: isNull,
                line: UInt32(truncatingIfNeeded: mark.line), column: UInt32(truncatingIfNeeded: mark.column),
                first: first, second: second))
        return index
    }

    private func classify(_ tag: String?, for kind: TapeNode.Kind, at mark: YAMLMark) throws(YAMLError) -> TagKind {
        guard let tag else { return .none }
        guard let tagKind = TagKind(resolved: tag) else {
            throw error("unknown tag '\(TagKind.display(tag))'", at: mark)
        }
        guard tagKind.allows(kind) else {
            throw error("tag '\(TagKind.display(tag))' cannot be used on \(kind.phrase)", at: mark)
        }
        return tagKind
    }

    private func tooLarge(at mark: YAMLMark) -> YAMLError {
        error("the document is too large: more than \(limits.maxTapeSize) nodes or bytes of text", at: mark)
    }

    private mutating func define(_ name: String, index: UInt32, size: Int, bytes: Int, height: Int) {
        anchors[name] = Anchor(index: index, size: size, bytes: bytes, height: height)
        tape.anchors[index] = name
    }

    /// Records a finished node in its parent, checking mapping keys for duplicates.
    private mutating func addChild(_ index: UInt32, size: Int, bytes: Int, height: Int) throws(YAMLError) {
        guard let top = frames.indices.last else { return }
        // One access to the open frame, not one (with its checks) per field: this runs for every node.
        let isKey = frames.withUnsafeMutableBufferPointer { frames in
            let isKey = frames[top].isMapping && frames[top].children % 2 == 0
            frames[top].children += 1
            frames[top].size = frames[top].size.saturatingAdd(size)
            frames[top].bytes = frames[top].bytes.saturatingAdd(bytes)
            frames[top].height = Swift.max(frames[top].height, height + 1)
            return isKey
        }
        if isKey { try checkUnique(key: index, in: top) }
    }
}
