/// The tags YAMLKit accepts: none, the non-specific `!`, and the YAML core schema tags.
enum TagKind: UInt8, Sendable {
    case none, nonSpecific, str, int, float, bool, null, seq, map

    static let corePrefix = "tag:yaml.org,2002:"

    /// Classifies a tag as resolved by libyaml; nil when YAMLKit does not support it.
    init?(resolved tag: String) {
        if tag == "!" {
            self = .nonSpecific
            return
        }
        guard tag.hasPrefix(Self.corePrefix) else { return nil }
        switch tag.dropFirst(Self.corePrefix.count) {
        case "str": self = .str
        case "int": self = .int
        case "float": self = .float
        case "bool": self = .bool
        case "null": self = .null
        case "seq": self = .seq
        case "map": self = .map
        default: return nil
        }
    }

    /// The resolved tag, as libyaml reports it.
    var fullName: String? {
        switch self {
        case .none: return nil
        case .nonSpecific: return "!"
        case .str: return Self.corePrefix + "str"
        case .int: return Self.corePrefix + "int"
        case .float: return Self.corePrefix + "float"
        case .bool: return Self.corePrefix + "bool"
        case .null: return Self.corePrefix + "null"
        case .seq: return Self.corePrefix + "seq"
        case .map: return Self.corePrefix + "map"
        }
    }

    /// Whether a node of the given kind may carry this tag.
    func allows(_ kind: TapeNode.Kind) -> Bool {
        switch self {
        case .none, .nonSpecific: return true
        case .seq: return kind == .sequence
        case .map: return kind == .mapping
        case .str, .int, .float, .bool, .null: return kind == .scalar
        }
    }

    /// Whether a plain scalar with this tag can be null.
    var allowsNull: Bool { self == .none || self == .null }

    /// A resolved tag the way it could be written: `!!python/object` for core-prefixed tags, local
    /// tags as they are, and anything else in verbatim form, `!<tag:example.com,2000:x>`.
    static func display(_ resolved: String) -> String {
        if resolved.hasPrefix(corePrefix) { return "!!" + resolved.dropFirst(corePrefix.count) }
        return resolved.hasPrefix("!") ? resolved : "!<\(resolved)>"
    }
}
