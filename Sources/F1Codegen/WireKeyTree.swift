import F1Schema

/// A DTO's wire keys as a tree: nested key paths (`Time.millis`) share one nested container.
struct WireKeyTree {
    /// A key at one level: either a field's own key or a nested container.
    enum Member {
        case field(DTOFieldDeclaration)
        case group(name: String, caseName: String, tree: WireKeyTree)
    }

    /// The enum of coding keys at this level, e.g. `CodingKeys` or `TimeKeys`.
    var enumName: String
    var members: [(key: String, caseName: String, member: Member)] = []

    /// Names a group may not take, DTO-wide: nested enums sit side by side in the DTO's extension,
    /// containers are locals of one function, and generated code refers to these types.
    static let reservedNames: Set<String> = ["CodingKeys", "WireKeys", "DTOMapping", "container", "decoder", "encoder"]

    init(enumName: String, fields: [(path: ArraySlice<String>, field: DTOFieldDeclaration)], usedNames: inout Set<String>) {
        self.enumName = enumName
        var groups: [String: [(path: ArraySlice<String>, field: DTOFieldDeclaration)]] = [:]
        var order: [String] = []
        for (path, field) in fields {
            guard let first = path.first else { continue }
            if path.count == 1 {
                members.append((first, field.name, .field(field)))
            } else {
                if groups[first] == nil { order.append(first) }
                groups[first, default: []].append((path.dropFirst(), field))
            }
        }
        var taken = Set(members.map(\.caseName))
        for key in order {
            let base = SwiftSyntax.identifier(fromKey: key)
            var caseName = taken.contains(base) ? base + "Group" : base
            var suffix = 2
            // Keys that differ only in punctuation (`a-b`, `a_b`) or that repeat at another level
            // (`Time.Time.millis`) still get distinct cases, enums and containers.
            while taken.contains(caseName) || usedNames.contains(caseName) || usedNames.contains(Self.enumName(for: caseName)) {
                caseName = base + "Group" + String(suffix)
                suffix += 1
            }
            taken.insert(caseName)
            usedNames.insert(caseName)
            usedNames.insert(Self.enumName(for: caseName))
            let subtree = WireKeyTree(enumName: Self.enumName(for: caseName), fields: groups[key] ?? [], usedNames: &usedNames)
            members.append((key, caseName, .group(name: key, caseName: caseName, tree: subtree)))
        }
    }

    init(dto: DTODeclaration) {
        var usedNames = Self.reservedNames
        self.init(enumName: "CodingKeys", fields: dto.fields.map { ($0.keyPath[...], $0) }, usedNames: &usedNames)
    }

    /// `TimeKeys` for the group `time`.
    static func enumName(for caseName: String) -> String {
        caseName.prefix(1).uppercased() + caseName.dropFirst() + "Keys"
    }

    /// Every enum of coding keys in the tree, outermost first.
    var allEnums: [(name: String, keys: [(caseName: String, key: String)])] {
        var result = [(enumName, members.map { ($0.caseName, $0.key) })]
        for case .group(_, _, let tree) in members.map(\.member) { result += tree.allEnums }
        return result
    }

    /// Every field beneath this level.
    var allFields: [DTOFieldDeclaration] {
        members.flatMap { member -> [DTOFieldDeclaration] in
            switch member.member {
            case .field(let field): [field]
            case .group(_, _, let tree): tree.allFields
            }
        }
    }

    /// Every key path, dotted, for the unknown-key check.
    var allKeyPaths: [String] {
        members.flatMap { member -> [String] in
            switch member.member {
            case .field: [member.key]
            case .group(let name, _, let tree): [name] + tree.allKeyPaths.map { name + "." + $0 }
            }
        }
    }
}
