import Synchronization

/// A JSON object of a report, declared once by its `shape`: the keys in order, each with its
/// JSON Schema and the value it is read from. The shape writes the object (`encodeShape(to:)`),
/// its schema (`JSONSchemaText`) and the OpenAPI document's components from them, so they cannot
/// disagree (docs/ARCHITECTURE.md, "A report's machine shape").
protocol ShapeDeclaring: ShapeValue {
    static var shape: ObjectShape<Self> { get }
}

/// An object inside a document, written by its shape.
protocol ExportObject: ShapeDeclaring {}

/// A whole report: a public `ExportDocument` whose `encode(to:)` calls `encodeShape(to:)`.
protocol ShapedDocument: ExportDocument, ShapeDeclaring {
    /// The schema's title: the command that prints it.
    static var title: String { get }
}

extension ExportObject {
    func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
}

extension ShapeDeclaring {
    static var shapeSchema: ShapeSchema { .object(shape.name) }
    static var shapeObjects: [any ShapeDeclaring.Type] { [Self.self] }

    /// Every key of the shape, in order; an absent value is written as `null`, never left out.
    func encodeShape(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShapeKey.self)
        for property in ObjectShapes.shape(of: Self.self).properties where property.isPresent?(self) ?? true {
            try property.encode(self, &container)
        }
    }
}

/// Each object's shape, made once: a shape is declared as a computed property (a generic type
/// holds no stored static), which would otherwise be made again for every object written. Holds
/// one entry per type declared, so it never grows past the types in this module.
enum ObjectShapes {
    private static let made = Mutex<[ObjectIdentifier: any Sendable]>([:])

    static func shape<Root: ShapeDeclaring>(of type: Root.Type) -> ObjectShape<Root> {
        let key = ObjectIdentifier(type)
        if let shape = made.withLock({ $0[key] }) as? ObjectShape<Root> { return shape }
        let shape = Root.shape
        made.withLock { $0[key] = shape }
        return shape
    }
}

/// An object's name (its `$defs` entry), what it is, and its keys.
struct ObjectShape<Root>: Sendable {
    var name: String
    var description: String
    var properties: [ShapeProperty<Root>]

    init(_ name: String, _ description: String, _ properties: [ShapeProperty<Root>]) {
        self.name = name
        self.description = description
        self.properties = properties
    }
}

/// One key: its schema, what it means, and how the value is read from the object.
struct ShapeProperty<Root>: Sendable {
    var key: String
    var schema: ShapeSchema
    var description: String
    var facets: [ShapeFacet]
    /// The objects its value holds, for the schema's `$defs`.
    var objects: [any ShapeDeclaring.Type]
    /// Writes the value under the key, typed: an `any Encodable` would box each value and hide its
    /// type from the encoder.
    var encode: @Sendable (Root, inout KeyedEncodingContainer<ShapeKey>) throws -> Void
    /// Whether the key is written; nil for a key always written (`null` when absent).
    var isPresent: (@Sendable (Root) -> Bool)?

    /// A key whose JSON type follows from the Swift type of `value`: `Int?` is an integer or null.
    init<Value: ShapeValue>(_ key: String, _ value: @escaping @Sendable (Root) -> Value, _ description: String, _ facets: ShapeFacet...) {
        self.init(key, value, description, facets)
    }

    private init<Value: ShapeValue>(_ key: String, _ value: @escaping @Sendable (Root) -> Value, _ description: String, _ facets: [ShapeFacet]) {
        self.key = key
        schema = Value.shapeSchema
        self.description = description
        self.facets = facets
        objects = Value.shapeObjects
        let codingKey = ShapeKey(stringValue: key)
        encode = { root, container in try value(root).encodeShapeValue(in: &container, forKey: codingKey) }
    }

    /// A key left out when its value is absent, where a feed may not say (the live board's tyre):
    /// the schema does not require it and never allows `null`.
    static func omittable<Wrapped: ShapeValue>(
        _ key: String, _ value: @escaping @Sendable (Root) -> Wrapped?, _ description: String, _ facets: ShapeFacet...
    ) -> Self {
        var property = Self(key, value, description, facets)
        property.schema = Wrapped.shapeSchema
        property.isPresent = { value($0) != nil }
        return property
    }

    /// A key that always holds `value` (a report's kind, the shape's version).
    static func constant<Value: ShapeValue & Equatable>(_ key: String, _ value: Value, _ description: String) -> Self {
        var property = Self(key, { _ in value }, description)
        property.schema = .constant(value.shapeConstant)
        return property
    }
}

/// A coding key named at run time, from a shape.
struct ShapeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
