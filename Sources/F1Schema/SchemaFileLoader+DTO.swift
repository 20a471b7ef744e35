import YAMLKit

extension SchemaFileLoader {
    static let dtoKeys = ["description", "maps", "scalars", "unknownKeys", "ignoredKeys", "parameters", "fields"]
    static let dtoFieldKeys = fieldKeys + ["key", "to", "derive", "absent", "null", "empty", "oneOrMany", "numbersAs", "missingText"]

    /// How a DTO's numbers and booleans are written on the wire.
    enum ScalarEncoding: String, CaseIterable {
        case native
        case strings
    }

    /// Whether a list field also takes a lone value.
    enum OneOrMany: String, CaseIterable {
        case `true`
        case `false`
    }

    /// What a DTO does with keys its schema does not declare.
    enum UnknownKeyPolicy: String, CaseIterable {
        case ignore
        case reject
    }

    mutating func loadDTO(_ name: String, at location: SourceLocation, _ body: YAMLNode) {
        let what = "dto \(Echo.quoted(name))"
        guard reader.entries(of: body, as: what) != nil else { return }
        reader.rejectUnknownKeys(in: body, allowed: Self.dtoKeys, in: what)
        var maps: [NamedLocation] = []
        if let mapsNode = body["maps"] {
            for node in mapsNode.sequence ?? [mapsNode] {
                if let entity = reader.text(node, as: "an entity name") {
                    maps.append(NamedLocation(name: entity, location: reader.location(of: node)))
                }
            }
        }
        let encoding = body["scalars"].flatMap { reader.choice($0, as: "scalar encoding", of: ScalarEncoding.self) }
        let unknownKeys = body["unknownKeys"].flatMap { reader.choice($0, as: "unknown-key policy", of: UnknownKeyPolicy.self) }
        var fields: [DTOFieldDeclaration] = []
        if let fieldsNode = body["fields"] {
            for (fieldName, nameNode, spec) in reader.entries(of: fieldsNode, as: "the fields of \(what)") ?? [] {
                if let field = loadDTOField(fieldName, at: reader.location(of: nameNode), spec, owner: what) {
                    fields.append(field)
                }
            }
        } else {
            reader.log.error("\(what) has no 'fields'", at: location.mark)
        }
        var dto = DTODeclaration(
            name: name, location: location,
            description: reader.optionalText(body, key: "description", as: "a description"),
            maps: maps, scalarsAsStrings: encoding == .strings,
            rejectsUnknownKeys: unknownKeys != .ignore, fields: fields)
        dto.ignoredKeys = names(in: body["ignoredKeys"], as: "a wire key").map(\.name)
        dto.parameters = names(in: body["parameters"], as: "a domain field name")
        declarations.append(.dto(dto))
    }

    /// The names of a sequence (or a single name), with where each was written.
    mutating func names(in node: YAMLNode?, as what: String) -> [NamedLocation] {
        guard let node else { return [] }
        return (node.sequence ?? [node]).compactMap { item in
            reader.text(item, as: what).map { NamedLocation(name: $0, location: reader.location(of: item)) }
        }
    }

    mutating func loadDTOField(_ name: String, at location: SourceLocation, _ spec: YAMLNode, owner: String) -> DTOFieldDeclaration? {
        guard let field = loadField(name, at: location, spec, allowed: Self.dtoFieldKeys, owner: owner) else { return nil }
        let isOptional: Bool = if case .optional = field.typeExpression { true } else { false }
        var dtoField = DTOFieldDeclaration(
            field: field, keyPath: [name], target: nil, derivations: [],
            absent: isOptional ? .nil : .error, null: isOptional ? .nil : .error, empty: nil)
        guard spec.entries != nil else { return dtoField }
        if let keyNode = spec["key"], let key = reader.text(keyNode, as: "a wire key") {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.contains(where: \.isEmpty) {
                reader.log.error("malformed key path \(Echo.quoted(key)); write keys like 'Time' or 'Time.millis'", at: keyNode.mark)
            } else {
                dtoField.keyPath = parts
            }
        }
        if let toNode = spec["to"], let target = reader.text(toNode, as: "a domain field name") {
            dtoField.target = NamedLocation(name: target, location: reader.location(of: toNode))
        }
        if let deriveNode = spec["derive"] {
            for (domainField, fieldNode, tableNode) in reader.entries(of: deriveNode, as: "derive") ?? [] {
                dtoField.derivations.append(loadDerivation(domainField, at: reader.location(of: fieldNode), tableNode))
            }
        }
        if let node = spec["absent"], let policy = reader.choice(node, as: "absent policy", of: MissingValuePolicy.self) {
            dtoField.absent = policy
        }
        if let node = spec["null"], let policy = reader.choice(node, as: "null policy", of: MissingValuePolicy.self) {
            dtoField.null = policy
        }
        if let node = spec["empty"], let policy = reader.choice(node, as: "empty policy", of: MissingValuePolicy.self) {
            if policy == .error {
                reader.log.error("'empty: error' is the default; use 'empty: nil' or 'empty: default'", at: node.mark)
            } else {
                dtoField.empty = policy
            }
        }
        if let node = spec["oneOrMany"], let choice = reader.choice(node, as: "oneOrMany", of: OneOrMany.self) {
            dtoField.oneOrMany = choice == .true
        }
        if let node = spec["numbersAs"], let name = reader.text(node, as: "a domain field like RaceResult.position") {
            dtoField.numbersAs = .init(name: name, location: reader.location(of: node))
        }
        if let node = spec["missingText"], let text = reader.text(node, as: "the text of a missing value, like None") {
            if text.isEmpty {
                reader.log.error("'missingText:' needs the text that stands for a missing value, like None", at: node.mark)
            } else {
                dtoField.missingText = text
            }
        }
        return dtoField
    }

    mutating func loadDerivation(_ field: String, at location: SourceLocation, _ tableNode: YAMLNode) -> DTOFieldDeclaration.Derivation {
        var derivation = DTOFieldDeclaration.Derivation(field: field, location: location, table: [], fallback: nil)
        for (wire, _, caseNode) in reader.entries(of: tableNode, as: "the value table of \(Echo.quoted(field))") ?? [] {
            guard let caseName = reader.text(caseNode, as: "a case name") else { continue }
            if wire == "*" {
                derivation.fallback = caseName
            } else {
                derivation.table.append(.init(wire: wire, caseName: caseName, location: reader.location(of: caseNode)))
            }
        }
        return derivation
    }
}
