import YAMLKit

/// How one DTO becomes one domain entity: a value for every field of the entity.
package struct MappingPlan: Hashable, Sendable {
    package var dto: String
    package var entity: String
    package var assignments: [Assignment]
    /// The domain fields the caller supplies, in declaration order.
    package var parameters: [FieldDeclaration] = []
    /// Entities resolved by id through lookups, sorted; nested mappings' lookups included.
    package var lookups: [String] = []

    /// One domain field and where its value comes from.
    package struct Assignment: Hashable, Sendable {
        package var field: FieldDeclaration
        package var value: MappingValue
    }
}

/// Where a domain field's value comes from.
package indirect enum MappingValue: Hashable, Sendable {
    /// A DTO field, converted.
    case wire(field: String, conversion: Conversion)
    /// The first non-nil of several optional DTO fields, in declaration order.
    case firstOf([MappingValue])
    /// An enum case looked up from a DTO field's wire value.
    case derived(field: String, isOptional: Bool, derivation: DTOFieldDeclaration.Derivation, enumName: String)
    /// The domain field's default.
    case defaultValue(YAMLNode)
    /// A value the caller passes to the mapper, for what the wire row does not hold (its season, say).
    case parameter(String)
    case none

    package var isThrowing: Bool {
        switch self {
        case .wire(_, let conversion): conversion.isThrowing
        case .firstOf(let values): values.contains(where: \.isThrowing)
        case .derived(_, _, let derivation, _): derivation.fallback == nil
        case .defaultValue, .parameter, .none: false
        }
    }
}

/// A conversion from a wire type to a domain type.
package indirect enum Conversion: Hashable, Sendable {
    case identity
    case intToDouble
    /// `Entity.ID(rawValue:)`.
    case makeID(entity: String)
    /// A nested DTO's own mapping.
    case mapDTO(entity: String)
    /// An id on the wire resolved to the whole entity through a lookup the caller passes.
    case lookup(entity: String)
    /// A wire string to an enum case by its wire value.
    case enumValue(name: String)
    /// Applies the inner conversion inside an optional.
    case optional(Conversion)
    /// Wraps a value into an optional.
    case wrap(Conversion)
    case array(Conversion)
    case dictionary(Conversion)
    /// Unwraps an optional wire value, using the domain default when it is nil.
    case unwrapOrDefault(Conversion, YAMLNode)

    package var isThrowing: Bool {
        switch self {
        case .identity, .intToDouble, .makeID: false
        case .mapDTO, .enumValue, .lookup: true
        case .optional(let inner), .wrap(let inner), .array(let inner), .dictionary(let inner),
            .unwrapOrDefault(let inner, _):
            inner.isThrowing
        }
    }
}

extension Conversion {
    /// The entities this conversion looks up by id, directly or inside optionals and arrays.
    package var lookedUpEntities: Set<String> {
        switch self {
        case .lookup(let entity): [entity]
        case .optional(let inner), .wrap(let inner), .array(let inner), .dictionary(let inner), .unwrapOrDefault(let inner, _):
            inner.lookedUpEntities
        default: []
        }
    }

    /// The entities whose DTO mappings this conversion calls.
    package var mappedEntities: Set<String> {
        switch self {
        case .mapDTO(let entity): [entity]
        case .optional(let inner), .wrap(let inner), .array(let inner), .dictionary(let inner), .unwrapOrDefault(let inner, _):
            inner.mappedEntities
        default: []
        }
    }
}
