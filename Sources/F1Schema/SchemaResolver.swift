import YAMLKit

/// Resolves type names and checks everything that spans declarations or files.
struct SchemaResolver {
    var schema: Schema
    var diagnostics: [Diagnostic] = []
    /// What `diagnostics` holds, so a repeat is found without a scan: thousands of errors stay linear.
    private var reported: Set<Diagnostic> = []
    var suggestions = Suggestion.Budget()

    init(schema: Schema) {
        self.schema = schema
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        let diagnostic = Diagnostic(path: location.path, mark: location.mark, message: message)
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    mutating func resolve() {
        registerNames()
        for fileIndex in schema.files.indices {
            for declarationIndex in schema.files[fileIndex].declarations.indices {
                var declaration = schema.files[fileIndex].declarations[declarationIndex]
                resolveDeclaration(&declaration)
                schema.files[fileIndex].declarations[declarationIndex] = declaration
            }
        }
        // Lookups hold the resolved declarations.
        for declaration in schema.files.flatMap(\.declarations) {
            switch declaration {
            case .entity(let entity) where entity.kind == .dataset: schema.datasets[entity.name] = entity
            case .entity(let entity): schema.entities[entity.name] = entity
            case .enumeration(let enumeration): schema.enums[enumeration.name] = enumeration
            case .dto(let dto): schema.dtos[dto.name] = dto
            }
        }
        for entity in schema.entities.values.sorted(by: { $0.name < $1.name }) { checkDefaults(of: entity) }
        for dataset in schema.datasets.values.sorted(by: { $0.name < $1.name }) { checkDefaults(of: dataset) }
        checkContainmentCycles()
        for dto in schema.dtos.values.sorted(by: { $0.name < $1.name }) {
            checkDTOPolicies(dto)
            schema.mappings[dto.name] = planMappings(of: dto)
        }
        resolveLookups()
        inheritRanges()
    }

    /// Registers every declaration's name, reporting clashes of generated Swift names.
    mutating func registerNames() {
        var seen: [String: SourceLocation] = [:]
        var fixtureNames: [String: NamedLocation] = [:]
        for declaration in schema.files.flatMap(\.declarations) {
            let location = declaration.location
            if let problem = SwiftNames.problemWithTypeName(declaration.name) {
                error(problem, at: location)
                continue
            }
            if let first = seen[declaration.name] {
                error(
                    "\(Echo.quoted(declaration.name)) is generated twice; the first declaration is at \(first.path):\(first.mark.line):\(first.mark.column)",
                    at: location)
                continue
            }
            seen[declaration.name] = location
            if case .entity(let entity) = declaration, entity.kind == .dataset {
                // The fixture's name picks its dataset and names its loader: it must pick one.
                let fixtureName = SwiftNames.lowerCamel(entity.name)
                if let first = fixtureNames[fixtureName] {
                    error(
                        "datasets \(Echo.quoted(first.name)) and \(Echo.quoted(entity.name)) would both load the fixture \(Echo.quoted(fixtureName + ".yaml")); rename one of them",
                        at: location)
                    continue
                }
                fixtureNames[fixtureName] = NamedLocation(name: entity.name, location: location)
            }
            switch declaration {
            case .entity(let entity) where entity.kind == .dataset: schema.datasets[entity.name] = entity
            case .entity(let entity): schema.entities[entity.name] = entity
            case .enumeration(let enumeration): schema.enums[enumeration.name] = enumeration
            case .dto(let dto): schema.dtos[dto.name] = dto
            }
        }
    }

    mutating func resolveDeclaration(_ declaration: inout Declaration) {
        switch declaration {
        case .entity(var entity):
            let owner = entity.kind == .dataset ? "dataset \(Echo.quoted(entity.name))" : "entity \(Echo.quoted(entity.name))"
            for index in entity.fields.indices {
                checkMemberName(entity.fields[index], owner: owner, hasID: entity.idType != nil)
                entity.fields[index].type = resolveType(entity.fields[index], allowDTOs: false)
                checkRange(of: entity.fields[index], owner: owner)
            }
            checkDeprecatedStorage(entity.fields, owner: owner)
            declaration = .entity(entity)
        case .enumeration(let enumeration):
            var wires: [String: SourceLocation] = [:]
            for item in enumeration.cases {
                if let problem = SwiftNames.problemWithMemberName(item.name, kind: "case") { error(problem, at: item.location) }
                if let first = wires[item.wireValue] {
                    error(
                        "wire value \(Echo.quoted(item.wireValue)) of enum \(Echo.quoted(enumeration.name)) is used twice (first at line \(first.mark.line))",
                        at: item.location)
                }
                wires[item.wireValue] = item.location
            }
        case .dto(var dto):
            for index in dto.fields.indices {
                checkMemberName(dto.fields[index].field, owner: "dto \(Echo.quoted(dto.name))", hasID: false)
                dto.fields[index].field.type = resolveType(dto.fields[index].field, allowDTOs: true)
                checkRange(of: dto.fields[index].field, owner: "dto '\(dto.name)'", textRanges: true)
            }
            checkDeprecatedStorage(dto.fields.map(\.field), owner: "dto \(Echo.quoted(dto.name))")
            declaration = .dto(dto)
        }
    }

    /// A deprecated field keeps its value in `_name`; a field of that name would be declared twice.
    mutating func checkDeprecatedStorage(_ fields: [FieldDeclaration], owner: String) {
        let names = Set(fields.map(\.name))
        for field in fields where field.deprecation != nil && names.contains("_" + field.name) {
            error(
                "field \(Echo.quoted("_" + field.name)) of \(owner) clashes with the storage of deprecated field \(Echo.quoted(field.name)); rename it",
                at: field.location)
        }
    }

    mutating func checkMemberName(_ field: FieldDeclaration, owner: String, hasID: Bool) {
        if let problem = SwiftNames.problemWithMemberName(field.name, kind: "field") {
            error(problem, at: field.location)
        } else if hasID, field.name == "id" {
            error("field 'id' of \(owner) clashes with its identifier; the entity's 'id:' already declares it", at: field.location)
        }
    }

    /// Resolves a field's type expression; unknown names are reported with a suggestion.
    mutating func resolveType(_ field: FieldDeclaration, allowDTOs: Bool) -> FieldType {
        resolve(field.typeExpression, at: field.typeLocation, allowDTOs: allowDTOs) ?? .scalar(.string)
    }

    mutating func resolve(_ expression: TypeExpression, at location: SourceLocation, allowDTOs: Bool) -> FieldType? {
        switch expression {
        case .optional(let inner):
            guard let wrapped = resolve(inner, at: location, allowDTOs: allowDTOs) else { return nil }
            return .optional(wrapped)
        case .array(let inner):
            return resolve(inner, at: location, allowDTOs: allowDTOs).map { .array($0) }
        case .dictionary(let inner):
            return resolve(inner, at: location, allowDTOs: allowDTOs).map { .dictionary($0) }
        case .reference(let name):
            guard let entity = schema.entities[name] else {
                error(
                    "unknown entity \(Echo.quoted(name)) in \(Echo.quoted(name + ".ID"))\(suggestions.hint(for: name, in: schema.entities.keys))",
                    at: location)
                return nil
            }
            guard entity.idType != nil else {
                error("\(Echo.quoted(name + ".ID")) refers to entity \(Echo.quoted(name)), which has no 'id:'", at: location)
                return nil
            }
            return .reference(name)
        case .named(let name):
            if let scalar = ScalarType(rawValue: name) { return .scalar(scalar) }
            if schema.entities[name] != nil {
                if allowDTOs {
                    error("a DTO field cannot hold the entity \(Echo.quoted(name)); declare a DTO that maps to it", at: location)
                    return nil
                }
                return .entity(name)
            }
            if schema.enums[name] != nil { return .enumeration(name) }
            if schema.dtos[name] != nil {
                if !allowDTOs {
                    error("an entity cannot hold the DTO \(Echo.quoted(name)); DTOs belong to the wire format", at: location)
                    return nil
                }
                return .dto(name)
            }
            let candidates =
                ScalarType.allCases.map(\.rawValue) + schema.entities.keys + schema.enums.keys
                + (allowDTOs ? Array(schema.dtos.keys) : [])
            error("unknown type \(Echo.quoted(name))\(suggestions.hint(for: name, in: candidates))", at: location)
            return nil
        }
    }
}
