extension SchemaResolver {
    /// A struct that contains itself other than through an array or dictionary cannot be generated.
    ///
    /// One error per group of entities that contain each other, at the first of them by name,
    /// naming the shortest way round. Linear in the schema's size and free of recursion, so a
    /// chain of thousands of entities, or one with many shared members, costs no more than its size.
    mutating func checkContainmentCycles() {
        let names = schema.entities.keys.sorted()
        var members: [String: [(field: String, entity: String)]] = [:]
        for name in names {
            members[name] = (schema.entities[name]?.fields ?? []).compactMap { field in
                guard case .entity(let inner) = field.type.unwrapped, schema.entities[inner] != nil else { return nil }
                return (field.name, inner)
            }
        }
        for group in Self.stronglyConnectedGroups(names, members: members) {
            guard let first = group.min(), let path = Self.shortestCycle(from: first, within: Set(group), members: members)
            else { continue }
            let shown =
                path.count > Echo.maxListItems
                ? path.prefix(Echo.maxListItems).joined(separator: " → ") + " → … (\(path.count) steps)"
                : path.joined(separator: " → ")
            let location = schema.entities[first]?.location ?? SourceLocation(path: "", mark: .start)
            error("entity \(Echo.quoted(first)) contains itself through \(shown); use an array or a Driver.ID-style reference", at: location)
        }
    }

    /// Tarjan's strongly connected components, with an explicit stack instead of recursion.
    static func stronglyConnectedGroups(_ names: [String], members: [String: [(field: String, entity: String)]]) -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var groups: [[String]] = []
        var counter = 0
        for root in names where index[root] == nil {
            // Each frame: an entity and how many of its members have been visited.
            var frames: [(name: String, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while let frame = frames.last {
                let edges = members[frame.name] ?? []
                if frame.next < edges.count {
                    frames[frames.count - 1].next += 1
                    let target = edges[frame.next].entity
                    if index[target] == nil {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack.insert(target)
                        frames.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[frame.name] = min(lowLink[frame.name] ?? 0, index[target] ?? 0)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.name] = min(lowLink[parent.name] ?? 0, lowLink[frame.name] ?? 0)
                }
                guard lowLink[frame.name] == index[frame.name] else { continue }
                var group: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    group.append(top)
                    if top == frame.name { break }
                }
                let containsItself = group.count > 1 || edges.contains { $0.entity == frame.name }
                if containsItself { groups.append(group) }
            }
        }
        return groups.sorted { ($0.min() ?? "") < ($1.min() ?? "") }
    }

    /// The shortest chain of fields from `start` back to itself inside `group`: `["A.b", "B.a"]`.
    static func shortestCycle(from start: String, within group: Set<String>, members: [String: [(field: String, entity: String)]]) -> [String]? {
        var cameFrom: [String: (entity: String, step: String)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            for member in members[name] ?? [] where group.contains(member.entity) {
                let step = "\(name).\(member.field)"
                if member.entity == start {
                    var path = [step]
                    var current = name
                    while current != start, let previous = cameFrom[current] {
                        path.append(previous.step)
                        current = previous.entity
                    }
                    return path.reversed()
                }
                if cameFrom[member.entity] == nil {
                    cameFrom[member.entity] = (name, step)
                    queue.append(member.entity)
                }
            }
        }
        return nil
    }
}
