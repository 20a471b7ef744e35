import F1Schema

/// Emits `to<Entity>()`, which maps a DTO to a domain entity as its schema's mapping plan says.
struct MapperEmitter {
    let dto: DTODeclaration
    let plan: MappingPlan
    let schema: Schema
    /// The DTO's fields by name, so a DTO with thousands of fields is emitted in linear time.
    let fieldsByName: [String: DTOFieldDeclaration]

    init(dto: DTODeclaration, plan: MappingPlan, schema: Schema) {
        self.dto = dto
        self.plan = plan
        self.schema = schema
        fieldsByName = Dictionary(dto.fields.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Writes the mapper; derivation tables are written once per DTO, so `alreadyWritten` names
    /// those an earlier mapper of the same DTO wrote, and the result adds this mapper's.
    @discardableResult
    func emit(into writer: inout SourceWriter, alreadyWritten: Set<String> = []) -> Set<String> {
        var written = alreadyWritten
        writer.block("extension \(dto.name)") { body in
            body.docComment("Maps the wire value to the domain's ``\(plan.entity)``.")
            let parameters =
                plan.parameters.map { "\($0.name): \(SwiftSyntax.typeName($0.type))" }
                + plan.lookups.map { "\(Self.lookupParameter($0)): (\($0).ID) throws -> \($0)" }
            body.block("package func to\(plan.entity)(\(parameters.joined(separator: ", "))) throws -> \(plan.entity)") { function in
                let isThrowing = plan.assignments.contains { $0.value.isThrowing }
                function.line("\(isThrowing ? "try " : "")\(plan.entity)(")
                for (index, assignment) in plan.assignments.enumerated() {
                    let separator = index == plan.assignments.count - 1 ? "" : ","
                    function.line("    \(assignment.field.name): \(render(assignment.value, for: assignment.field))\(separator)")
                }
                function.line(")")
            }
            for assignment in plan.assignments {
                if case .derived(let field, _, let derivation, let enumName) = assignment.value,
                    written.insert(Self.lookupName(derivation, from: field)).inserted
                {
                    body.line()
                    emitLookup(derivation, from: field, enumName: enumName, into: &body)
                }
            }
        }
        return written
    }

    /// The DTO's property, through `self` so a mapper parameter of the same name cannot shadow it.
    private func storage(_ fieldName: String) -> String {
        guard let field = fieldsByName[fieldName] else { return "self." + fieldName }
        return "self." + ModelEmitter.storageName(field.field)
    }

    /// `lookupDriver`: the mapper's parameter that resolves a driver's id.
    static func lookupParameter(_ entity: String) -> String {
        "lookup" + entity
    }

    /// The lookups a nested DTO's mapper takes, passed straight through: `lookupDriver: lookupDriver`.
    private func nestedArguments(forField name: String, entity: String) -> String {
        guard let nested = fieldsByName[name]?.field.type.innermostDTO,
            let plan = schema.mappings[nested]?.first(where: { $0.entity == entity })
        else { return "" }
        return plan.lookups.map { "\(Self.lookupParameter($0)): \(Self.lookupParameter($0))" }.joined(separator: ", ")
    }

    private func render(_ value: MappingValue, for field: FieldDeclaration) -> String {
        switch value {
        case .wire(let name, let conversion):
            return render(conversion, storage(name), domainType: field.type, field: name)
        case .parameter(let name):
            return name
        case .firstOf(let values):
            return values.map { render($0, for: field) }.joined(separator: " ?? ")
        case .derived(let name, let isOptional, let derivation, _):
            let function = Self.lookupName(derivation, from: name)
            guard isOptional else { return "Self.\(function)(\(storage(name)))" }
            let mapped = "\(storage(name)).map(Self.\(function))"
            if !field.type.isOptional, let defaultValue = field.defaultValue {
                return "(\(mapped) ?? \(SwiftSyntax.defaultLiteral(defaultValue, for: field.type)))"
            }
            return mapped
        case .defaultValue(let node):
            return SwiftSyntax.defaultLiteral(node, for: field.type)
        case .none:
            return "nil"
        }
    }

    /// An expression converting `input`; closures carry their own `try`, the caller adds the outer one.
    private func render(_ conversion: Conversion, _ input: String, domainType: FieldType, field: String) -> String {
        switch conversion {
        case .identity: return input
        case .intToDouble: return "Double(\(input))"
        case .makeID(let entity): return "\(entity).ID(rawValue: \(input))"
        case .mapDTO(let entity): return "\(input).to\(entity)(\(nestedArguments(forField: field, entity: entity)))"
        case .lookup(let entity): return "\(Self.lookupParameter(entity))(\(entity).ID(rawValue: \(input)))"
        case .enumValue(let name): return "DTOMapping.enumValue(\(name).self, from: \(input))"
        case .wrap(let inner): return render(inner, input, domainType: domainType.unwrapped, field: field)
        case .optional(let inner), .array(let inner):
            return inner == .identity ? input : "\(input).map { \(closureBody(inner, domainType, field: field)) }"
        case .dictionary(let inner):
            return inner == .identity ? input : "\(input).mapValues { \(closureBody(inner, domainType, field: field)) }"
        case .unwrapOrDefault(let inner, let defaultValue):
            let literal = SwiftSyntax.defaultLiteral(defaultValue, for: domainType)
            let mapped = inner == .identity ? input : "\(input).map { \(closureBody(inner, domainType, field: field)) }"
            return "(\(mapped) ?? \(literal))"
        }
    }

    private func closureBody(_ conversion: Conversion, _ domainType: FieldType, field: String) -> String {
        (conversion.isThrowing ? "try " : "") + render(conversion, "$0", domainType: domainType, field: field)
    }

    static func lookupName(_ derivation: DTOFieldDeclaration.Derivation, from field: String) -> String {
        "\(derivation.field)From\(field.prefix(1).uppercased() + field.dropFirst())"
    }

    private func emitLookup(_ derivation: DTOFieldDeclaration.Derivation, from field: String, enumName: String, into writer: inout SourceWriter) {
        let name = Self.lookupName(derivation, from: field)
        let isThrowing = derivation.fallback == nil
        writer.block("private static func \(name)(_ wireValue: String)\(isThrowing ? " throws" : "") -> \(enumName)") { body in
            // Cases sit at the switch's own indentation, as Swift style has them.
            body.line("switch wireValue {")
            for row in derivation.table {
                body.line("case \(SwiftSyntax.stringLiteral(row.wire)): .\(row.caseName)")
            }
            if let fallback = derivation.fallback {
                body.line("default: .\(fallback)")
            } else {
                body.line(
                    "default: throw DTOMapping.unknownValue(wireValue, of: \(SwiftSyntax.stringLiteral(enumName)), in: \(SwiftSyntax.stringLiteral(dto.name + "." + field)))"
                )
            }
            body.line("}")
        }
    }
}
