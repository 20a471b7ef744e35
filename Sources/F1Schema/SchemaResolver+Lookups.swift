extension SchemaResolver {
    /// Gives every plan the lookups it needs, its nested mappings' included, and refuses nested
    /// mappings that need parameters (only the caller of the outer mapping could supply them).
    ///
    /// A worklist: a plan is looked at again only when a plan it nests gained lookups, so a long
    /// chain of nested DTOs costs its length, not its length squared.
    mutating func resolveLookups() {
        struct PlanID: Hashable {
            var dto: String
            var index: Int
        }
        var nested: [PlanID: [PlanID]] = [:]
        var nestedBy: [PlanID: [PlanID]] = [:]
        var order: [PlanID] = []
        for (dtoName, plans) in schema.mappings.sorted(by: { $0.key < $1.key }) {
            guard let dto = schema.dtos[dtoName] else { continue }
            let fieldsByName = Dictionary(dto.fields.map { ($0.name, $0) }) { first, _ in first }
            for index in plans.indices {
                let id = PlanID(dto: dtoName, index: index)
                order.append(id)
                var needed = Set(plans[index].lookups)
                for assignment in plans[index].assignments {
                    guard case .wire(let fieldName, let conversion) = assignment.value else { continue }
                    needed.formUnion(conversion.lookedUpEntities)
                    for entity in conversion.mappedEntities {
                        guard let field = fieldsByName[fieldName], let nestedDTO = field.field.type.innermostDTO,
                            let nestedIndex = schema.mappings[nestedDTO]?.firstIndex(where: { $0.entity == entity }),
                            let nestedPlan = schema.mappings[nestedDTO]?[nestedIndex]
                        else { continue }
                        if !nestedPlan.parameters.isEmpty {
                            error(
                                "dto \(Echo.quoted(nestedDTO)) takes parameters (\(Echo.list(nestedPlan.parameters.map(\.name)))), so dto \(Echo.quoted(dtoName)) cannot map it; map it where the parameters are known",
                                at: field.field.location)
                        }
                        let nestedID = PlanID(dto: nestedDTO, index: nestedIndex)
                        nested[id, default: []].append(nestedID)
                        nestedBy[nestedID, default: []].append(id)
                    }
                }
                schema.mappings[dtoName]?[index].lookups = needed.sorted()
            }
        }
        var pending = order
        var isPending = Set(order)
        while let id = pending.popLast() {
            isPending.remove(id)
            guard let plan = schema.mappings[id.dto]?[id.index] else { continue }
            var needed = Set(plan.lookups)
            for inner in nested[id] ?? [] {
                needed.formUnion(schema.mappings[inner.dto]?[inner.index].lookups ?? [])
            }
            guard needed.count > plan.lookups.count else { continue }
            schema.mappings[id.dto]?[id.index].lookups = needed.sorted()
            for outer in nestedBy[id] ?? [] where isPending.insert(outer).inserted {
                pending.append(outer)
            }
        }
        // A mapper takes its parameters and one `lookupEntity` closure per lookup: labels must differ.
        for id in order {
            guard let plan = schema.mappings[id.dto]?[id.index], let dto = schema.dtos[id.dto] else { continue }
            for parameter in plan.parameters where plan.lookups.contains(where: { "lookup" + $0 == parameter.name }) {
                let location = dto.parameters.first { $0.name == parameter.name }?.location ?? dto.location
                error(
                    "parameter \(Echo.quoted(parameter.name)) of dto \(Echo.quoted(dto.name)) has the name of the mapper's lookup of \(parameter.name.dropFirst("lookup".count)); rename the field",
                    at: location)
            }
        }
    }
}
