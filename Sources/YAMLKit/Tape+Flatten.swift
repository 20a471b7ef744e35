extension Tape {
    /// The tape of an existing node tree, so trees decode through the same code as text.
    init(flattening root: YAMLNode) {
        self.init()
        append(root)
    }

    private mutating func append(_ node: YAMLNode) {
        let index = nodes.count
        let tag = node.tag.map { TagKind(resolved: $0) ?? .nonSpecific } ?? TagKind.none
        var flat = TapeNode(
            kind: .scalar, style: .plain, tag: tag, isNull: node.isNull,
            line: UInt32(clamping: node.mark.line), column: UInt32(clamping: node.mark.column), first: 0, second: 0)
        switch node.content {
        case .scalar(let text, let style):
            flat.style = style
            flat.first = UInt32(clamping: bytes.count)
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
            flat.second = UInt32(clamping: bytes.count)
            nodes.append(flat)
        case .sequence(let items):
            flat.kind = .sequence
            nodes.append(flat)
            for item in items { append(item) }
            nodes[index].second = UInt32(clamping: items.count)
            nodes[index].first = UInt32(clamping: nodes.count)
        case .mapping(let entries):
            flat.kind = .mapping
            nodes.append(flat)
            for entry in entries {
                append(entry.key)
                append(entry.value)
            }
            nodes[index].second = UInt32(clamping: entries.count * 2)
            nodes[index].first = UInt32(clamping: nodes.count)
        }
    }
}
