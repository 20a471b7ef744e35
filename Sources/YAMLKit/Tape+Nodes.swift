extension Tape {
    /// The document as a `YAMLNode` tree; aliases share the storage of the node they name.
    func rootNode() -> YAMLNode {
        var anchored: [UInt32: YAMLNode] = [:]
        return node(at: 0, anchored: &anchored)
    }

    private func node(at index: Int, anchored: inout [UInt32: YAMLNode]) -> YAMLNode {
        let raw = nodes[index]
        if raw.kind == .alias, let target = anchored[raw.first] { return target }
        let content: YAMLNode.Content
        switch raw.kind {
        case .scalar, .alias:
            content = .scalar(text(of: index), raw.style)
        case .sequence:
            var items: [YAMLNode] = []
            items.reserveCapacity(Int(raw.second))
            forEachChild(of: index) { items.append(node(at: $0, anchored: &anchored)) }
            content = .sequence(items)
        case .mapping:
            var entries: [YAMLNode.Entry] = []
            entries.reserveCapacity(Int(raw.second) / 2)
            var key: YAMLNode?
            forEachChild(of: index) { child in
                let value = node(at: child, anchored: &anchored)
                if let pending = key {
                    entries.append(YAMLNode.Entry(key: pending, value: value))
                    key = nil
                } else {
                    key = value
                }
            }
            content = .mapping(entries)
        }
        let anchor = anchors[UInt32(index)]
        let result = YAMLNode(content, tag: raw.tag.fullName, mark: mark(of: index), anchor: anchor)
        if anchor != nil { anchored[UInt32(index)] = result }
        return result
    }

    /// Calls `body` with the index of each direct child of a container.
    @inline(__always)
    func forEachChild(of index: Int, _ body: (Int) throws -> Void) rethrows {
        let end = Int(nodes[index].first)
        var child = index + 1
        while child < end {
            try body(child)
            child = self.end(of: child)
        }
    }
}
