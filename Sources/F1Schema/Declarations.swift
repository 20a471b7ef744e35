import YAMLKit

/// A field of an entity or dataset.
package struct FieldDeclaration: Hashable, Sendable {
    package var name: String
    package var location: SourceLocation
    package var typeExpression: TypeExpression
    package var typeLocation: SourceLocation
    /// Filled in by resolution; `.scalar(.string)` until then.
    package var type: FieldType = .scalar(.string)
    package var description: String?
    package var defaultValue: YAMLNode?
    package var deprecation: String?
    /// The values an Int or Double field accepts, written `range: 0...1000`; for a DTO field,
    /// inherited from the domain field it maps to when it declares none.
    package var range: NumericRange?

    /// Whether a fixture or decoder may leave the field out.
    package var mayBeOmitted: Bool { type.isOptional || defaultValue != nil }
}

/// An entity (or a dataset, which generates the same kind of struct).
package struct EntityDeclaration: Hashable, Sendable {
    /// What a declaration is, which decides the target that generates it.
    package enum Kind: Hashable, Sendable {
        case entity
        case dataset
    }

    package var name: String
    package var kind: Kind
    package var location: SourceLocation
    package var description: String?
    /// The raw type of the typed identifier `Name.ID`, when the entity has one.
    package var idType: ScalarType?
    package var fields: [FieldDeclaration]

    /// The Swift struct name: entities keep their name, datasets get a `Dataset` suffix.
    package var swiftName: String { kind == .dataset ? name + "Dataset" : name }

    /// Every field, with the implicit `id` first when there is one.
    package var allFields: [FieldDeclaration] {
        guard let idType else { return fields }
        var id = FieldDeclaration(
            name: "id", location: location, typeExpression: .reference(name), typeLocation: location)
        id.type = .reference(name)
        id.description = "The \(name.lowercased())'s identifier, unique among \(name) values (a \(idType.rawValue))."
        return [id] + fields
    }
}

/// An enumeration with wire values.
package struct EnumDeclaration: Hashable, Sendable {
    /// One case and the text that stands for it in YAML and JSON.
    package struct Case: Hashable, Sendable {
        package var name: String
        package var wireValue: String
        package var location: SourceLocation
        package var description: String?
    }

    package var name: String
    package var location: SourceLocation
    package var description: String?
    package var cases: [Case]
}

/// What a wire decoder does when a value is absent, null or an empty string.
package enum MissingValuePolicy: String, Hashable, Sendable, CaseIterable {
    /// The field becomes nil (the field must be optional).
    case `nil`
    /// The field takes its `default:`.
    case `default`
    /// Decoding fails.
    case error
}

/// A field of a wire-format DTO.
package struct DTOFieldDeclaration: Hashable, Sendable {
    /// A domain field computed from this wire value through a table of wire values to enum cases.
    package struct Derivation: Hashable, Sendable {
        package var field: String
        package var location: SourceLocation
        package var table: [Row]
        /// The case for any wire value not in the table (written `"*"`); nil means an unknown value is an error.
        package var fallback: String?

        /// One wire value and the case it stands for.
        package struct Row: Hashable, Sendable {
            package var wire: String
            package var caseName: String
            package var location: SourceLocation
        }
    }

    package var field: FieldDeclaration
    /// The wire key, split at dots for nested key paths: `["Time", "millis"]`.
    package var keyPath: [String]
    /// The domain field it maps to, when not the one of the same name.
    package var target: NamedLocation?
    package var derivations: [Derivation]
    package var absent: MissingValuePolicy
    package var null: MissingValuePolicy
    /// Only `nil` or `default` when set: an empty string counts as missing.
    package var empty: MissingValuePolicy?
    /// A list field that also takes a lone value, read as a list of one: a feed that sends one
    /// value for a race and one per part for qualifying (`duration: 5012.3` or `[90.1, 89.7, null]`).
    package var oneOrMany = false
    /// For a String field that holds a number or a code (f1db's `position: 3` or `DNF`), the domain
    /// field whose range its numbers take, written `numbersAs: RaceResult.position`.
    package var numbersAs: NamedField?
    /// For a list of optional numbers or text, the text that stands for a missing element where
    /// a format writes one instead of `null` (TracingInsights' `"None"`).
    package var missingText: String?

    /// A field named `Entity.field` where it was written.
    package struct NamedField: Hashable, Sendable {
        package var name: String
        package var location: SourceLocation
    }

    package var name: String { field.name }
}

/// A wire-format type (a DTO) and the domain entities it maps to.
package struct DTODeclaration: Hashable, Sendable {
    package var name: String
    package var location: SourceLocation
    package var description: String?
    package var maps: [NamedLocation]
    /// Numbers and booleans arrive as strings (`"26"`), as in the Ergast API.
    package var scalarsAsStrings: Bool
    /// Unknown keys always fail decoding; otherwise they fail only when the decoder asks for strictness.
    package var rejectsUnknownKeys: Bool
    package var fields: [DTOFieldDeclaration]
    /// Wire keys accepted and deliberately not read, so an unknown key is still an error.
    package var ignoredKeys: [String] = []
    /// Domain fields the mapper takes as arguments instead of reading them from the wire.
    package var parameters: [NamedLocation] = []
}

/// One declaration of a schema file, in the order written.
package enum Declaration: Hashable, Sendable {
    case entity(EntityDeclaration)
    case enumeration(EnumDeclaration)
    case dto(DTODeclaration)

    package var name: String {
        switch self {
        case .entity(let entity): entity.swiftName
        case .enumeration(let enumeration): enumeration.name
        case .dto(let dto): dto.name
        }
    }

    package var location: SourceLocation {
        switch self {
        case .entity(let entity): entity.location
        case .enumeration(let enumeration): enumeration.location
        case .dto(let dto): dto.location
        }
    }
}

/// A loaded schema file and what it declares.
package struct SchemaFile: Hashable, Sendable {
    package var source: SourceFile
    package var declarations: [Declaration]
}
