import YAMLKit

extension SchemaResolver {
    /// Plans each `maps:` of a DTO, reporting domain fields with no source and impossible conversions.
    mutating func planMappings(of dto: DTODeclaration) -> [MappingPlan] {
        var plans: [MappingPlan] = []
        let targetEntities = dto.maps.compactMap { schema.entities[$0.name] }
        // Indexes, so a DTO or entity with thousands of fields is planned in linear time.
        let targetFieldNames = Set(targetEntities.flatMap { $0.allFields.map(\.name) })
        let sources = DTOSources(dto)
        let parameterNames = Set(dto.parameters.map(\.name))
        var mappedOnce: Set<String> = []
        for mapped in dto.maps {
            if schema.entities[mapped.name] == nil {
                let hint = suggestions.hint(for: mapped.name, in: schema.entities.keys)
                error("dto \(Echo.quoted(dto.name)) maps to unknown entity \(Echo.quoted(mapped.name))\(hint)", at: mapped.location)
            } else if !mappedOnce.insert(mapped.name).inserted {
                // Each mapping is a `to<Entity>()` method: a second would be declared twice.
                error("dto \(Echo.quoted(dto.name)) maps to \(Echo.quoted(mapped.name)) twice", at: mapped.location)
            }
        }
        let targets = Echo.list(dto.maps.map(\.name), separator: " or ")
        let sortedFieldNames = targetFieldNames.sorted()
        for field in dto.fields {
            if let target = field.target, !targetFieldNames.contains(target.name) {
                error(
                    "'to: \(Echo.name(target.name))' names no field of \(targets)\(suggestions.hint(for: target.name, in: sortedFieldNames))",
                    at: target.location)
            }
            for derivation in field.derivations where !targetFieldNames.contains(derivation.field) {
                error("'derive: \(Echo.name(derivation.field))' names no field of \(targets)", at: derivation.location)
            }
        }
        for parameter in dto.parameters where !targetFieldNames.contains(parameter.name) {
            error(
                "parameter \(Echo.quoted(parameter.name)) names no field of \(targets)\(suggestions.hint(for: parameter.name, in: sortedFieldNames))",
                at: parameter.location)
        }
        var planned: Set<String> = []
        for (mapped, entity) in zip(dto.maps.filter { schema.entities[$0.name] != nil }, targetEntities)
        where planned.insert(entity.name).inserted {
            var plan = MappingPlan(dto: dto.name, entity: entity.name, assignments: [])
            for field in entity.allFields {
                if parameterNames.contains(field.name) {
                    plan.assignments.append(.init(field: field, value: .parameter(field.name)))
                    plan.parameters.append(field)
                    continue
                }
                let value = mappingValue(for: field, of: entity, from: dto, sources: sources, at: mapped.location)
                plan.assignments.append(.init(field: field, value: value))
            }
            plans.append(plan)
        }
        return plans
    }

    /// A DTO's fields by the domain field each feeds, directly or through a derivation.
    struct DTOSources {
        var byTarget: [String: [DTOFieldDeclaration]] = [:]
        var derivations: [String: [(wire: DTOFieldDeclaration, derivation: DTOFieldDeclaration.Derivation)]] = [:]

        init(_ dto: DTODeclaration) {
            for field in dto.fields {
                byTarget[field.target?.name ?? field.name, default: []].append(field)
                for derivation in field.derivations { derivations[derivation.field, default: []].append((field, derivation)) }
            }
        }
    }

    private mutating func mappingValue(
        for field: FieldDeclaration, of entity: EntityDeclaration, from dto: DTODeclaration, sources index: DTOSources, at location: SourceLocation
    ) -> MappingValue {
        let sources = index.byTarget[field.name] ?? []
        let derived = index.derivations[field.name] ?? []
        if let (wire, derivation) = derived.first {
            return derivedValue(field, from: wire, derivation, in: dto)
        }
        if sources.isEmpty {
            if field.type.isOptional { return .none }
            if let value = field.defaultValue { return .defaultValue(value) }
            error(
                "\(entity.name).\(field.name) has no source in dto \(Echo.quoted(dto.name)); add 'to: \(field.name)' to one of its fields, or give the field a default",
                at: location)
            return .none
        }
        var values: [MappingValue] = []
        for source in sources {
            guard let conversion = conversion(from: source.field.type, to: field.type, default: field.defaultValue) else {
                error(
                    "field \(Echo.quoted(source.name)) of dto \(Echo.quoted(dto.name)) is \(source.field.type), which cannot become \(entity.name).\(field.name) of type \(field.type)",
                    at: source.field.location)
                continue
            }
            values.append(.wire(field: source.name, conversion: conversion))
        }
        if values.count > 1, !field.type.isOptional {
            error(
                "\(entity.name).\(field.name) has several sources in dto \(Echo.quoted(dto.name)) (\(Echo.list(sources.map(\.name)))); only an optional field can take the first that is present",
                at: location)
        }
        return values.count == 1 ? values[0] : .firstOf(values)
    }

    private mutating func derivedValue(
        _ field: FieldDeclaration, from wire: DTOFieldDeclaration, _ derivation: DTOFieldDeclaration.Derivation, in dto: DTODeclaration
    ) -> MappingValue {
        guard case .enumeration(let enumName) = field.type.unwrapped, let enumeration = schema.enums[enumName] else {
            error("'derive: \(field.name)' needs an enum field, but \(field.name) is \(field.type)", at: derivation.location)
            return .none
        }
        guard wire.field.type.unwrapped == .scalar(.string) else {
            error(
                "'derive:' reads a String wire value, but field \(Echo.quoted(wire.name)) of dto \(Echo.quoted(dto.name)) is \(wire.field.type)",
                at: derivation.location)
            return .none
        }
        let caseNames = enumeration.cases.map(\.name)
        for row in derivation.table where !caseNames.contains(row.caseName) {
            error("\(Echo.quoted(row.caseName)) is not a case of \(enumName)\(suggestions.hint(for: row.caseName, in: caseNames))", at: row.location)
        }
        if let fallback = derivation.fallback, !caseNames.contains(fallback) {
            error("\(Echo.quoted(fallback)) is not a case of \(enumName)\(suggestions.hint(for: fallback, in: caseNames))", at: derivation.location)
        }
        if wire.field.type.isOptional, !field.type.isOptional, field.defaultValue == nil {
            error("\(Echo.quoted(wire.name)) is optional but \(field.name) is not; give \(field.name) a default", at: derivation.location)
        }
        return .derived(field: wire.name, isOptional: wire.field.type.isOptional, derivation: derivation, enumName: enumName)
    }

    /// How a wire type becomes a domain type, or nil when it cannot.
    func conversion(from wire: FieldType, to domain: FieldType, default defaultValue: YAMLNode?) -> Conversion? {
        switch (wire, domain) {
        case _ where wire == domain:
            return .identity
        case (.scalar(.int), .scalar(.double)):
            return .intToDouble
        case (.scalar(let raw), .reference(let entity)) where schema.entities[entity]?.idType == raw:
            return .makeID(entity: entity)
        case (.dto(let name), .entity(let entity)) where schema.dtos[name]?.maps.contains { $0.name == entity } == true:
            return .mapDTO(entity: entity)
        case (.scalar(let raw), .entity(let entity)) where schema.entities[entity]?.idType == raw:
            return .lookup(entity: entity)
        case (.scalar(.string), .enumeration(let name)):
            return .enumValue(name: name)
        case (.optional(let inner), .optional(let target)):
            return conversion(from: inner, to: target, default: nil).map { .optional($0) }
        case (.optional(let inner), _):
            guard let defaultValue else { return nil }
            return conversion(from: inner, to: domain, default: nil).map { .unwrapOrDefault($0, defaultValue) }
        case (_, .optional(let target)):
            return conversion(from: wire, to: target, default: nil).map { .wrap($0) }
        case (.array(let inner), .array(let target)):
            return conversion(from: inner, to: target, default: nil).map { .array($0) }
        case (.dictionary(let inner), .dictionary(let target)):
            return conversion(from: inner, to: target, default: nil).map { .dictionary($0) }
        default:
            return nil
        }
    }
}
