import YAMLKit

extension SchemaResolver {
    /// Defaults must be values of their field's type, in a form generated code can write.
    mutating func checkDefaults(of entity: EntityDeclaration) {
        for field in entity.fields {
            guard let value = field.defaultValue else { continue }
            if let problem = problemWithDefault(value, for: field.type) {
                error("default of field \(Echo.quoted(field.name)): \(problem)", at: SourceLocation(path: entity.location.path, mark: value.mark))
            }
        }
    }

    mutating func problemWithDefault(_ value: YAMLNode, for type: FieldType) -> String? {
        switch type {
        case .optional(let wrapped):
            return value.isNull ? nil : problemWithDefault(value, for: wrapped)
        case .array, .dictionary:
            let isEmpty = (value.sequence?.isEmpty ?? false) || (value.entries?.isEmpty ?? false)
            return isEmpty ? nil : "a \(type) field's default can only be empty ([] or {})"
        case .scalar(let scalar):
            guard [.string, .int, .double, .bool].contains(scalar) else {
                return "a \(scalar.rawValue) field cannot have a default; make it optional instead"
            }
            guard let text = value.scalar, !value.isNull, ScalarFormats.accepts(text, as: scalar) else {
                return "expected \(scalar.noun), found " + (value.isNull ? "null" : value.scalar.map { Echo.quoted($0) } ?? value.kindDescription)
            }
            return nil
        case .enumeration(let name):
            let cases = schema.enums[name]?.cases.map(\.name) ?? []
            guard let text = value.scalar, cases.contains(text) else {
                let found = value.scalar ?? value.kindDescription
                return "\(Echo.quoted(found)) is not a case of \(name)\(suggestions.hint(for: found, in: cases))"
            }
            return nil
        case .entity, .dto, .reference:
            return "a \(type) field cannot have a default; make it optional instead"
        }
    }

    /// The absent/null/empty policies must fit the field's type.
    mutating func checkDTOPolicies(_ dto: DTODeclaration) {
        checkWireKeys(of: dto)
        for field in dto.fields {
            let location = field.field.location
            let policies = [("absent", field.absent), ("null", field.null), ("empty", field.empty ?? .error)]
            for (name, policy) in policies {
                if policy == .default, field.field.defaultValue == nil {
                    error(
                        "field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) says '\(name): default' but has no 'default:'", at: location
                    )
                }
                if policy == .nil, !field.field.type.isOptional {
                    error(
                        "field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) says '\(name): nil' but its type \(field.field.type) is not optional",
                        at: location)
                }
            }
            if field.empty != nil, !isStringEncoded(field.field.type.unwrapped, in: dto) {
                error(
                    "'empty:' applies to values written as strings; field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) is \(field.field.type)",
                    at: location)
            }
            if field.missingText != nil, field.field.type.unwrapped.missingTextElement == nil {
                error(
                    "'missingText:' applies to lists of optional numbers or text ([Double?], [Int?], [String?]); field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) is \(field.field.type)",
                    at: location)
            }
            if field.oneOrMany, !field.field.type.unwrapped.isArray {
                error(
                    "'oneOrMany' applies to list fields; field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) is \(field.field.type)",
                    at: location)
            }
            if let value = field.field.defaultValue, let problem = problemWithDefault(value, for: field.field.type) {
                error("default of field \(Echo.quoted(field.name)): \(problem)", at: SourceLocation(path: location.path, mark: value.mark))
            }
        }
    }

    func isStringEncoded(_ type: FieldType, in dto: DTODeclaration) -> Bool {
        switch type {
        case .scalar(.int), .scalar(.double), .scalar(.bool): dto.scalarsAsStrings
        case .scalar, .enumeration, .reference: true
        default: false
        }
    }

    /// Every field reads its own wire key: two fields on one key, or a key that is both a value
    /// and a nested container, would generate coding keys Swift rejects. Key paths are bounded
    /// because the wire coding is emitted level by level.
    mutating func checkWireKeys(of dto: DTODeclaration) {
        var values: [[String]: DTOFieldDeclaration] = [:]
        var containers: [[String]: DTOFieldDeclaration] = [:]
        for field in dto.fields {
            let path = field.keyPath
            let shown = Echo.quoted(path.joined(separator: "."))
            guard path.count <= Self.maxKeyPathDepth else {
                error(
                    "the wire key \(shown) of field \(Echo.quoted(field.name)) nests deeper than \(Self.maxKeyPathDepth) levels",
                    at: field.field.location)
                continue
            }
            if let first = values[path] {
                error(
                    "field \(Echo.quoted(field.name)) of dto \(Echo.quoted(dto.name)) reads the wire key \(shown), which field \(Echo.quoted(first.name)) already reads",
                    at: field.field.location)
                continue
            }
            if let other = containers[path] {
                error(
                    "the wire key \(shown) of field \(Echo.quoted(field.name)) holds the nested keys of field \(Echo.quoted(other.name)), so it cannot be a value too",
                    at: field.field.location)
                continue
            }
            for length in path.indices.dropFirst() {
                let prefix = Array(path[..<length])
                if let other = values[prefix] {
                    error(
                        "the wire key \(shown) of field \(Echo.quoted(field.name)) nests inside \(Echo.quoted(prefix.joined(separator: "."))), the value of field \(Echo.quoted(other.name))",
                        at: field.field.location)
                    break
                }
                if containers[prefix] == nil { containers[prefix] = field }
            }
            values[path] = field
        }
    }

    /// The deepest key path a DTO field may read: as deep as a type may nest.
    static var maxKeyPathDepth: Int { TypeExpression.maxDepth }
}
