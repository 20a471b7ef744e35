/// A report's JSON Schema (draft 2020-12), written from its shape: every object a `$defs` entry,
/// every key required and no other allowed, `null` only where the Swift type is optional.
enum JSONSchemaText {
    /// The schema file's text for `Document`, as committed in docs/json-schema.
    static func schema<Document: ShapedDocument>(for document: Document.Type) -> String {
        var definitions: [String: OrderedJSON] = [:]
        var pending = Document.shape.properties.flatMap(\.objects)
        while let next = pending.popLast() {
            let (name, schema, objects) = object(next)
            guard definitions[name] == nil else { continue }
            definitions[name] = schema
            pending += objects
        }
        let root = objectMembers(Document.shape)
        let head: [(String, OrderedJSON)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:f1kit:report:\(Document.kind):\(ExportSchema.version)")),
            ("title", .string(Document.title)),
        ]
        let defs = definitions.keys.sorted().map { ($0, definitions[$0]!) }  // trap-ok: the keys are the dictionary's
        return OrderedJSON.object(head + root + (defs.isEmpty ? [] : [("$defs", .object(defs))])).text + "\n"
    }

    private static func object<Object: ShapeDeclaring>(_ type: Object.Type) -> (String, OrderedJSON, [any ShapeDeclaring.Type]) {
        (Object.shape.name, .object(objectMembers(Object.shape)), Object.shape.properties.flatMap(\.objects))
    }

    private static func objectMembers<Root>(_ shape: ObjectShape<Root>) -> [(String, OrderedJSON)] {
        (shape.description.isEmpty ? [] : [("description", .string(shape.description))]) + [
            ("type", .string("object")), ("additionalProperties", .literal("false")),
            ("required", .array(shape.properties.filter { $0.isPresent == nil }.map { .string($0.key) })),
            ("properties", .object(shape.properties.map { ($0.key, property($0)) })),
        ]
    }

    private static func property<Root>(_ property: ShapeProperty<Root>) -> OrderedJSON {
        .object(value(property.schema, facets: property.facets, description: property.description))
    }

    /// The members of a value's schema; `description` is left out of array items.
    private static func value(_ schema: ShapeSchema, facets: [ShapeFacet], description: String?) -> [(String, OrderedJSON)] {
        let about: [(String, OrderedJSON)] = description.flatMap { $0.isEmpty ? nil : [("description", .string($0))] } ?? []
        switch schema {
        case .constant(let json): return [("const", .literal(json))] + about
        case .object(let name): return [("$ref", .string("#/$defs/\(name)"))] + about
        case .nullable(.object(let name)):
            return about + [("anyOf", .array([.object([("$ref", .string("#/$defs/\(name)"))]), .object([("type", .string("null"))])]))]
        case .nullable(let inner):
            let members = value(inner, facets: facets, description: description)
            return members.map { key, value in
                switch (key, value) {
                case ("type", .string(let type)): (key, .array([.string(type), .string("null")]))
                case ("enum", .array(let values)): (key, .array(values + [.literal("null")]))
                default: (key, value)
                }
            }
        case .array(let item):
            // A count constrains the array; anything else its items (a lap number's minimum).
            let (counts, items) = (facets.filter(\.isCount), facets.filter { !$0.isCount })
            return [("type", .string("array"))] + about + counts.compactMap(facet)
                + [("items", .object(value(item, facets: items, description: nil)))]
        case .integer, .number, .string, .boolean:
            return [("type", .string(typeName(schema)))] + about + facets.compactMap(facet)
        }
    }

    private static func typeName(_ schema: ShapeSchema) -> String {
        switch schema {
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        default: "string"
        }
    }

    private static func facet(_ facet: ShapeFacet) -> (String, OrderedJSON)? {
        switch facet {
        case .minimum(let value): ("minimum", .literal(String(value)))
        case .oneOf(let values): ("enum", .array(values.map(OrderedJSON.string)))
        case .pattern(let pattern): ("pattern", .string(pattern))
        case .minItems(let count): ("minItems", .literal(String(count)))
        }
    }
}

extension ShapeFacet {
    fileprivate var isCount: Bool { if case .minItems = self { true } else { false } }
}
