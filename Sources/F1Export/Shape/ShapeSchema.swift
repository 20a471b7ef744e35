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
}

extension ShapeValue {
    static var shapeObjects: [any ShapeDeclaring.Type] { [] }
    /// The value as JSON text, for a constant.
    var shapeConstant: String {
        switch self {
        case let text as String: "\"" + text + "\""
        default: "\(self)"
        }
    }
}

extension Int: ShapeValue { static var shapeSchema: ShapeSchema { .integer } }
extension Double: ShapeValue { static var shapeSchema: ShapeSchema { .number } }
extension String: ShapeValue { static var shapeSchema: ShapeSchema { .string } }
extension Bool: ShapeValue { static var shapeSchema: ShapeSchema { .boolean } }

extension Optional: ShapeValue where Wrapped: ShapeValue {
    static var shapeSchema: ShapeSchema { .nullable(Wrapped.shapeSchema) }
    static var shapeObjects: [any ShapeDeclaring.Type] { Wrapped.shapeObjects }
}

extension Array: ShapeValue where Element: ShapeValue {
    static var shapeSchema: ShapeSchema { .array(Element.shapeSchema) }
    static var shapeObjects: [any ShapeDeclaring.Type] { Element.shapeObjects }
}
