import YAMLKit

extension SchemaResolver {
    /// Defaults must be values of their field's type, in a form generated code can write.
    mutating func checkDefaults(of entity: EntityDeclaration) {
        for field in entity.fields {
            guard let value = field.defaultValue else { continue }
            if let problem = problemWithDefault(value, for: field.type) {
                error("default of field '\(field.name)': \(problem)", at: SourceLocation(path: entity.location.path, mark: value.mark))
            }
        }
    }

    func problemWithDefault(_ value: YAMLNode, for type: FieldType) -> String? {
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
                return "expected \(scalar.noun), found " + (value.isNull ? "null" : value.scalar.map { "'\($0)'" } ?? value.kindDescription)
            }
            return nil
        case .enumeration(let name):
            let cases = schema.enums[name]?.cases.map(\.name) ?? []
            guard let text = value.scalar, cases.contains(text) else {
                let found = value.scalar ?? value.kindDescription
                return "'\(found)' is not a case of \(name)\(Suggestion.hint(for: found, in: cases))"
            }
            return nil
        case .entity, .dto, .reference:
            return "a \(type) field cannot have a default; make it optional instead"
        }
    }

    /// A struct that contains itself other than through an array or dictionary cannot be generated.
    mutating func checkContainmentCycles() {
        for entity in schema.entities.values.sorted(by: { $0.name < $1.name }) {
            var path: [String] = []
            if containsItself(entity.name, from: entity.name, path: &path) {
                error("entity '\(entity.name)' contains itself through \(path.joined(separator: " → ")); use an array or a Driver.ID-style reference", at: entity.location)
            }
        }
    }

    private func containsItself(_ target: String, from name: String, path: inout [String]) -> Bool {
        guard let entity = schema.entities[name], path.count <= schema.entities.count else { return false }
        for field in entity.fields {
            guard case .entity(let inner) = field.type.unwrapped else { continue }
            path.append("\(name).\(field.name)")
            if inner == target || containsItself(target, from: inner, path: &path) { return true }
            path.removeLast()
        }
        return false
    }

    /// The absent/null/empty policies must fit the field's type.
    mutating func checkDTOPolicies(_ dto: DTODeclaration) {
        for field in dto.fields {
            let location = field.field.location
            let policies = [("absent", field.absent), ("null", field.null), ("empty", field.empty ?? .error)]
            for (name, policy) in policies {
                if policy == .default, field.field.defaultValue == nil {
                    error("field '\(field.name)' of dto '\(dto.name)' says '\(name): default' but has no 'default:'", at: location)
                }
                if policy == .nil, !field.field.type.isOptional {
                    error("field '\(field.name)' of dto '\(dto.name)' says '\(name): nil' but its type \(field.field.type) is not optional", at: location)
                }
            }
            if field.empty != nil, !isStringEncoded(field.field.type.unwrapped, in: dto) {
                error("'empty:' applies to values written as strings; field '\(field.name)' of dto '\(dto.name)' is \(field.field.type)", at: location)
            }
            if let value = field.field.defaultValue, let problem = problemWithDefault(value, for: field.field.type) {
                error("default of field '\(field.name)': \(problem)", at: SourceLocation(path: location.path, mark: value.mark))
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
}
