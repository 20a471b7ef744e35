import YAMLKit

extension SchemaResolver {
    /// A range needs an Int or Double field, whole bounds for an Int, and a default inside it. A
    /// DTO's String field may take one too (`textRanges`): a wire format that writes a place as a
    /// number or a code (f1db's `position: 3` or `DNF`) must keep its numbers inside the range.
    mutating func checkRange(of field: FieldDeclaration, owner: String, textRanges: Bool = false) {
        guard let range = field.range else { return }
        switch field.type.unwrapped {
        case .scalar(.int):
            if !range.isIntegral {
                error("range \(range) of Int field '\(field.name)' of \(owner) needs whole-number bounds", at: range.location)
            }
        case .scalar(.double):
            break
        case .scalar(.string) where !field.typeExpression.namesString:
            return  // the type did not resolve, which is reported already
        case .scalar(.string) where textRanges:
            if !range.isIntegral {
                error(
                    "range \(range) of String field '\(field.name)' of \(owner) needs whole-number bounds: it checks whole numbers written as text",
                    at: range.location)
            }
            return
        default:
            let applies = textRanges ? "Int and Double fields, and String fields of a DTO" : "Int and Double fields"
            error("a range applies to \(applies); field '\(field.name)' of \(owner) is \(field.type)", at: range.location)
            return
        }
        checkDefault(of: field, in: range)
    }

    mutating func checkDefault(of field: FieldDeclaration, in range: NumericRange) {
        guard case .scalar(let scalar) = field.type.unwrapped else { return }
        if let value = field.defaultValue, !value.isNull, let text = value.scalar,
            let number = NumericRange.value(ofNumber: text, as: scalar), !range.contains(number)
        {
            error(
                "default of field '\(field.name)': \(text) is outside its range \(range)",
                at: SourceLocation(path: field.location.path, mark: value.mark))
        }
    }

    /// Gives each numeric DTO field without a range of its own the range of the domain fields it
    /// feeds (the narrowest, when it feeds several), and refuses an own range wider than theirs:
    /// a wire value the domain would refuse must fail where it is decoded.
    mutating func inheritRanges() {
        for name in schema.dtos.keys.sorted() {
            guard var dto = schema.dtos[name] else { continue }
            let rangesByWireField = domainRangesByWireField(of: dto)
            for index in dto.fields.indices {
                let field = dto.fields[index].field
                if let named = dto.fields[index].numbersAs {
                    dto.fields[index].field.range = textRange(named, for: field, of: dto)
                    continue
                }
                guard case .scalar(let scalar) = field.type.unwrapped, scalar == .int || scalar == .double else { continue }
                let domainRanges = rangesByWireField[field.name] ?? []
                guard let narrowest = Self.intersection(domainRanges.map(\.range)) else { continue }
                if let own = field.range {
                    for (target, range) in domainRanges where own.lower < range.lower || own.upper > range.upper {
                        error(
                            "range \(own) of field '\(field.name)' of dto '\(dto.name)' is wider than the range \(range) of \(target)",
                            at: own.location)
                    }
                    continue
                }
                guard narrowest.lower <= narrowest.upper else {
                    error("field '\(field.name)' of dto '\(dto.name)' feeds domain fields whose ranges do not overlap", at: field.location)
                    continue
                }
                let inherited = scalar == .int ? narrowest.integralPart : narrowest
                dto.fields[index].field.range = inherited
                checkDefault(of: field, in: inherited)
            }
            schema.dtos[name] = dto
            replaceDeclaration(.dto(dto))
        }
    }

    /// The range a text field's numbers take from the domain field `numbersAs` names: an Int
    /// field with a range, so the wire format and the domain cannot disagree on what a place is.
    private mutating func textRange(_ named: DTOFieldDeclaration.NamedField, for field: FieldDeclaration, of dto: DTODeclaration) -> NumericRange? {
        guard case .scalar(.string) = field.type.unwrapped else {
            error("numbersAs applies to String fields; field '\(field.name)' of dto '\(dto.name)' is \(field.type)", at: named.location)
            return nil
        }
        let parts = named.name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let entity = schema.entities[String(parts[0])],
            let target = entity.fields.first(where: { $0.name == parts[1] })
        else {
            error("numbersAs names no entity field: '\(named.name)'; write Entity.field, as in RaceResult.position", at: named.location)
            return nil
        }
        guard case .scalar(.int) = target.type.unwrapped, let range = target.range else {
            error("numbersAs names '\(named.name)', which is not an Int field with a range", at: named.location)
            return nil
        }
        return range
    }

    /// For each of a DTO's wire fields, the ranged domain fields its value is assigned to, named
    /// `Entity.field`: built once per DTO, as asking per field was quadratic (a DTO of 3,000
    /// fields took a minute in a debug build).
    private func domainRangesByWireField(of dto: DTODeclaration) -> [String: [(target: String, range: NumericRange)]] {
        var result: [String: [(target: String, range: NumericRange)]] = [:]
        for plan in schema.mappings[dto.name] ?? [] {
            for assignment in plan.assignments {
                guard let range = assignment.field.range else { continue }
                for wireField in Set(Self.wireFields(of: assignment.value)) {
                    result[wireField, default: []].append(("\(plan.entity).\(assignment.field.name)", range))
                }
            }
        }
        return result
    }

    private static func wireFields(of value: MappingValue) -> [String] {
        switch value {
        case .wire(let field, _): [field]
        case .firstOf(let values): values.flatMap(wireFields)
        default: []
        }
    }

    private static func intersection(_ ranges: [NumericRange]) -> NumericRange? {
        guard var result = ranges.first else { return nil }
        for range in ranges.dropFirst() {
            result.lower = max(result.lower, range.lower)
            result.upper = min(result.upper, range.upper)
        }
        return result
    }

    private mutating func replaceDeclaration(_ declaration: Declaration) {
        for fileIndex in schema.files.indices {
            for index in schema.files[fileIndex].declarations.indices
            where schema.files[fileIndex].declarations[index].name == declaration.name {
                if case .dto = schema.files[fileIndex].declarations[index] {
                    schema.files[fileIndex].declarations[index] = declaration
                }
            }
        }
    }
}

extension TypeExpression {
    /// Whether the expression is `String`, optional or not.
    fileprivate var namesString: Bool {
        switch self {
        case .named(let name): name == ScalarType.string.rawValue
        case .optional(let inner): inner.namesString
        default: false
        }
    }
}
