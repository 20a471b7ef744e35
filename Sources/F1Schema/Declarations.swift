import YAMLKit

/// A field of an entity or dataset.
public struct FieldDeclaration: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public var typeExpression: TypeExpression
    public var typeLocation: SourceLocation
    /// Filled in by resolution; `.scalar(.string)` until then.
    public var type: FieldType = .scalar(.string)
    public var description: String?
    public var defaultValue: YAMLNode?
    public var deprecation: String?
    /// The values an Int or Double field accepts, written `range: 0...1000`; for a DTO field,
    /// inherited from the domain field it maps to when it declares none.
    public var range: NumericRange?

    /// Whether a fixture or decoder may leave the field out.
    public var mayBeOmitted: Bool { type.isOptional || defaultValue != nil }
}

/// An entity (or a dataset, which generates the same kind of struct).
public struct EntityDeclaration: Hashable, Sendable {
    /// What a declaration is, which decides the target that generates it.
    public enum Kind: Hashable, Sendable {
        case entity
        case dataset
    }

    public var name: String
    public var kind: Kind
    public var location: SourceLocation
    public var description: String?
    /// The raw type of the typed identifier `Name.ID`, when the entity has one.
    public var idType: ScalarType?
    public var fields: [FieldDeclaration]

    /// The Swift struct name: entities keep their name, datasets get a `Dataset` suffix.
    public var swiftName: String { kind == .dataset ? name + "Dataset" : name }

    /// Every field, with the implicit `id` first when there is one.
    public var allFields: [FieldDeclaration] {
        guard let idType else { return fields }
        var id = FieldDeclaration(
            name: "id", location: location, typeExpression: .reference(name), typeLocation: location)
        id.type = .reference(name)
        id.description = "The \(name.lowercased())'s identifier, unique among \(name) values (a \(idType.rawValue))."
        return [id] + fields
    }
}

/// An enumeration with wire values.
public struct EnumDeclaration: Hashable, Sendable {
    /// One case and the text that stands for it in YAML and JSON.
    public struct Case: Hashable, Sendable {
        public var name: String
        public var wireValue: String
        public var location: SourceLocation
        public var description: String?
    }

    public var name: String
    public var location: SourceLocation
    public var description: String?
    public var cases: [Case]
}

/// What a wire decoder does when a value is absent, null or an empty string.
public enum MissingValuePolicy: String, Hashable, Sendable, CaseIterable {
    /// The field becomes nil (the field must be optional).
    case `nil`
    /// The field takes its `default:`.
    case `default`
    /// Decoding fails.
    case error
}

/// A field of a wire-format DTO.
public struct DTOFieldDeclaration: Hashable, Sendable {
    /// A domain field computed from this wire value through a table of wire values to enum cases.
    public struct Derivation: Hashable, Sendable {
        public var field: String
        public var location: SourceLocation
        public var table: [Row]
        /// The case for any wire value not in the table (written `"*"`); nil means an unknown value is an error.
        public var fallback: String?

        /// One wire value and the case it stands for.
        public struct Row: Hashable, Sendable {
            public var wire: String
            public var caseName: String
            public var location: SourceLocation
        }
    }

    public var field: FieldDeclaration
    /// The wire key, split at dots for nested key paths: `["Time", "millis"]`.
    public var keyPath: [String]
    /// The domain field it maps to, when not the one of the same name.
    public var target: NamedLocation?
    public var derivations: [Derivation]
    public var absent: MissingValuePolicy
    public var null: MissingValuePolicy
    /// Only `nil` or `default` when set: an empty string counts as missing.
    public var empty: MissingValuePolicy?

    public var name: String { field.name }
}

/// A wire-format type (a DTO) and the domain entities it maps to.
public struct DTODeclaration: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public var description: String?
    public var maps: [NamedLocation]
    /// Numbers and booleans arrive as strings (`"26"`), as in the Ergast API.
    public var scalarsAsStrings: Bool
    /// Unknown keys always fail decoding; otherwise they fail only when the decoder asks for strictness.
    public var rejectsUnknownKeys: Bool
    public var fields: [DTOFieldDeclaration]
    /// Wire keys accepted and deliberately not read, so an unknown key is still an error.
    public var ignoredKeys: [String] = []
    /// Domain fields the mapper takes as arguments instead of reading them from the wire.
    public var parameters: [NamedLocation] = []
}

/// One declaration of a schema file, in the order written.
public enum Declaration: Hashable, Sendable {
    case entity(EntityDeclaration)
    case enumeration(EnumDeclaration)
    case dto(DTODeclaration)

    public var name: String {
        switch self {
        case .entity(let entity): entity.swiftName
        case .enumeration(let enumeration): enumeration.name
        case .dto(let dto): dto.name
        }
    }

    public var location: SourceLocation {
        switch self {
        case .entity(let entity): entity.location
        case .enumeration(let enumeration): enumeration.location
        case .dto(let dto): dto.location
        }
    }
}

/// A loaded schema file and what it declares.
public struct SchemaFile: Hashable, Sendable {
    public var source: SourceFile
    public var declarations: [Declaration]
}
