extension Tape {
    /// The tape of an existing node tree, so trees decode through the same code as text.
    ///
    /// A tree deeper than `limits.maxDepth`, or with more nodes or text than a tape's 32-bit
    /// offsets can address, is an error at the offending node rather than a crash or a clamped offset.
    init(flattening root: YAMLNode, path: String, limits: YAMLLimits) throws(YAMLError) {
        self.init()
        let flattener = Flattener(path: path, limits: limits)
        try flattener.append(root, depth: 0, into: &self)
    }
}

/// Appends a `YAMLNode` tree to a tape, checking the limits a parsed document is held to.
private struct Flattener {
    let path: String
    let limits: YAMLLimits

    func append(_ node: YAMLNode, depth: Int, into tape: inout Tape) throws(YAMLError) {
        guard tape.nodes.count < limits.maxTapeSize else { throw tooLarge(at: node.mark) }
        let index = tape.nodes.count
        let tag = node.tag.map { TagKind(resolved: $0) ?? .nonSpecific } ?? TagKind.none
        // A mark only labels messages, so clamping a hand-made out-of-range one loses nothing that matters.
        var flat = TapeNode(
            kind: .scalar, style: .plain, tag: tag, isNull: node.isNull,
            line: UInt32(clamping: node.mark.line), column: UInt32(clamping: node.mark.column), first: 0, second: 0)
        switch node.content {
        case .scalar(let text, let style):
            var text = text
            let start = tape.bytes.count
            guard start + text.utf8.count <= limits.maxTapeSize else { throw tooLarge(at: node.mark) }
            text.withUTF8 { tape.bytes.append(contentsOf: $0) }
            flat.style = style
            flat.first = UInt32(start)  // trap-ok: checked against maxTapeSize, which is below UInt32.max
            flat.second = UInt32(tape.bytes.count)  // trap-ok: as above
            tape.nodes.append(flat)
        case .sequence(let items):
            try enter(node, depth: depth)
            flat.kind = .sequence
            tape.nodes.append(flat)
            for item in items { try append(item, depth: depth + 1, into: &tape) }
            close(index, children: items.count, in: &tape)
        case .mapping(let entries):
            try enter(node, depth: depth)
            flat.kind = .mapping
            tape.nodes.append(flat)
            for entry in entries {
                try append(entry.key, depth: depth + 1, into: &tape)
                try append(entry.value, depth: depth + 1, into: &tape)
            }
            close(index, children: entries.count * 2, in: &tape)
        }
    }

    private func enter(_ container: YAMLNode, depth: Int) throws(YAMLError) {
        guard depth < limits.maxDepth else {
            throw YAMLError(path: path, mark: container.mark, message: "nesting deeper than \(limits.maxDepth) levels")
        }
    }

    private func close(_ index: Int, children: Int, in tape: inout Tape) {
        // Children are nodes of the tape, so the node count check above bounds them too.
        tape.nodes[index].second = UInt32(children)  // trap-ok: children < nodes.count <= maxTapeSize < UInt32.max
        tape.nodes[index].first = UInt32(tape.nodes.count)  // trap-ok: as above
    }

    private func tooLarge(at mark: YAMLMark) -> YAMLError {
        YAMLError(
            path: path, mark: mark,
            message: "the document is too large: more than \(limits.maxTapeSize) nodes or bytes of text")
    }
}
