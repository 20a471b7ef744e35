/// The JSON type of a value, as a schema says it.
indirect enum ShapeSchema: Sendable, Equatable {
    case integer
    case number
    case string
    case boolean
    /// A `$defs` entry, by name.
    case object(String)
    case array(ShapeSchema)
    case nullable(ShapeSchema)
    /// One value only (JSON text): a report's kind, the shape's version.
    case constant(String)
}

/// What a schema says of a value beyond its type; applied to the value inside `null` and arrays'
/// items are untouched.
enum ShapeFacet: Sendable, Equatable {
    case minimum(Int)
    /// The only values a string takes.
    case oneOf([String])
    case pattern(String)
    case minItems(Int)
}

/// A Swift type a shape can hold, with its JSON type.
protocol ShapeValue: Encodable, Sendable {
    static var shapeSchema: ShapeSchema { get }
    /// The objects a value of this type holds.
    static var shapeObjects: [any ShapeDeclaring.Type] { get }
    /// Writes the value under `key`. Numbers, text and truth values call the container's own
    /// overload for their type, as synthesized `Codable` does; the generic one costs the encoder a
    /// run of type checks per value.
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws
}

extension ShapeValue {
    static var shapeObjects: [any ShapeDeclaring.Type] { [] }

    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        try container.encode(self, forKey: key)
    }
    /// The value as JSON text, for a constant.
    var shapeConstant: String {
        switch self {
        case let text as String: "\"" + text + "\""
        default: "\(self)"
        }
    }
}

extension Int: ShapeValue {
    static var shapeSchema: ShapeSchema { .integer }
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Double: ShapeValue {
    static var shapeSchema: ShapeSchema { .number }
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension String: ShapeValue {
    static var shapeSchema: ShapeSchema { .string }
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Bool: ShapeValue {
    static var shapeSchema: ShapeSchema { .boolean }
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        try container.encode(self, forKey: key)
    }
}

extension Optional: ShapeValue where Wrapped: ShapeValue {
    static var shapeSchema: ShapeSchema { .nullable(Wrapped.shapeSchema) }
    static var shapeObjects: [any ShapeDeclaring.Type] { Wrapped.shapeObjects }

    /// `null` when absent: every key of a shape is written.
    func encodeShapeValue(in container: inout KeyedEncodingContainer<ShapeKey>, forKey key: ShapeKey) throws {
        guard let self else { return try container.encodeNil(forKey: key) }
        try self.encodeShapeValue(in: &container, forKey: key)
    }
}

extension Array: ShapeValue where Element: ShapeValue {
    static var shapeSchema: ShapeSchema { .array(Element.shapeSchema) }
    static var shapeObjects: [any ShapeDeclaring.Type] { Element.shapeObjects }
}
