import YAMLKit

/// Turns one schema file into declarations, reporting every problem it finds.
struct SchemaFileLoader {
    static let sections = ["entities", "enums", "dtos", "datasets"]
    static let entityKeys = ["description", "id", "fields"]
    static let fieldKeys = ["type", "description", "default", "deprecated", "range"]
    static let enumKeys = ["description", "cases"]
    static let caseKeys = ["description", "wire"]

    var reader: NodeReader
    var declarations: [Declaration] = []

    init(path: String) {
        reader = NodeReader(path: path)
    }

    /// Loads `source`; a file that is not even YAML yields its one syntax error.
    static func load(_ source: SourceFile) -> (SchemaFile, [Diagnostic]) {
        var loader = SchemaFileLoader(path: source.path)
        do {
            let root = try YAMLParser.parse(source.text, path: source.path)
            loader.loadRoot(root)
        } catch {
            loader.reader.log.append(contentsOf: [Diagnostic(error)])
        }
        return (SchemaFile(source: source, declarations: loader.declarations), loader.reader.log.diagnostics)
    }

    mutating func loadRoot(_ root: YAMLNode) {
        if root.isNull { return }
        guard let sections = reader.entries(of: root, as: "a schema file (with entities:, enums:, dtos: or datasets:)") else { return }
        reader.rejectUnknownKeys(in: root, allowed: Self.sections, in: "a schema file")
        for (key, _, value) in sections {
            guard let members = reader.entries(of: value, as: key) else { continue }
            for (name, nameNode, body) in members {
                let location = reader.location(of: nameNode)
                switch key {
                case "entities": loadEntity(name, kind: .entity, at: location, body)
                case "datasets": loadEntity(name, kind: .dataset, at: location, body)
                case "enums": loadEnum(name, at: location, body)
                case "dtos": loadDTO(name, at: location, body)
                default: break
                }
            }
        }
    }

    mutating func loadEntity(_ name: String, kind: EntityDeclaration.Kind, at location: SourceLocation, _ body: YAMLNode) {
        let what = kind == .dataset ? "dataset \(Echo.quoted(name))" : "entity \(Echo.quoted(name))"
        guard reader.entries(of: body, as: what) != nil else { return }
        reader.rejectUnknownKeys(in: body, allowed: kind == .dataset ? ["description", "fields"] : Self.entityKeys, in: what)
        var idType: ScalarType?
        if let idNode = body["id"], let text = reader.text(idNode, as: "an id type (String or Int)") {
            if text == "String" || text == "Int" {
                idType = ScalarType(rawValue: text)
            } else {
                reader.log.error("an id must be String or Int, found \(Echo.quoted(text))", at: idNode.mark)
            }
        }
        var fields: [FieldDeclaration] = []
        if let fieldsNode = body["fields"], let members = reader.entries(of: fieldsNode, as: "the fields of \(what)") {
            for (fieldName, nameNode, spec) in members {
                if let field = loadField(fieldName, at: reader.location(of: nameNode), spec, allowed: Self.fieldKeys, owner: what) {
                    fields.append(field)
                }
            }
        } else if body["fields"] == nil {
            reader.log.error("\(what) has no 'fields'", at: location.mark)
        }
        let entity = EntityDeclaration(
            name: name, kind: kind, location: location,
            description: reader.optionalText(body, key: "description", as: "a description"),
            idType: idType, fields: fields)
        declarations.append(.entity(entity))
    }

    /// A field written either as `name: Type` or as a mapping with `type:` and more.
    mutating func loadField(
        _ name: String, at location: SourceLocation, _ spec: YAMLNode, allowed: [String], owner: String
    ) -> FieldDeclaration? {
        let typeNode: YAMLNode
        if spec.entries != nil {
            reader.rejectUnknownKeys(in: spec, allowed: allowed, in: "field \(Echo.quoted(name)) of \(owner)")
            guard let node = spec["type"] else {
                reader.log.error("field \(Echo.quoted(name)) of \(owner) has no 'type'", at: spec.mark)
                return nil
            }
            typeNode = node
        } else {
            typeNode = spec
        }
        guard let expression = reader.typeExpression(typeNode) else { return nil }
        var field = FieldDeclaration(
            name: name, location: location, typeExpression: expression, typeLocation: reader.location(of: typeNode))
        if spec.entries != nil {
            field.description = reader.optionalText(spec, key: "description", as: "a description")
            field.deprecation = reader.optionalText(spec, key: "deprecated", as: "a deprecation message")
            field.defaultValue = spec["default"]
            if let node = spec["range"] { field.range = loadRange(node) }
        }
        return field
    }

    /// `lower...upper` with finite numbers and lower <= upper; whether they suit the field's type is checked after resolution.
    mutating func loadRange(_ node: YAMLNode) -> NumericRange? {
        guard let text = reader.text(node, as: "a range like 0...1000") else { return nil }
        guard let range = NumericRange.parse(text, at: reader.location(of: node)) else {
            reader.log.error("malformed range '\(text)'; write a range like 0...1000 or -90.0...90.0 with finite numbers", at: node.mark)
            return nil
        }
        guard range.lower <= range.upper else {
            reader.log.error("range '\(text)' is empty: its lower bound is above its upper bound", at: node.mark)
            return nil
        }
        return range
    }

    mutating func loadEnum(_ name: String, at location: SourceLocation, _ body: YAMLNode) {
        guard reader.entries(of: body, as: "enum \(Echo.quoted(name))") != nil else { return }
        reader.rejectUnknownKeys(in: body, allowed: Self.enumKeys, in: "enum \(Echo.quoted(name))")
        var cases: [EnumDeclaration.Case] = []
        guard let casesNode = body["cases"] else {
            reader.log.error("enum \(Echo.quoted(name)) has no 'cases'", at: location.mark)
            return
        }
        for (caseName, nameNode, spec) in reader.entries(of: casesNode, as: "the cases of enum \(Echo.quoted(name))") ?? [] {
            var item = EnumDeclaration.Case(name: caseName, wireValue: caseName, location: reader.location(of: nameNode))
            if spec.entries != nil {
                reader.rejectUnknownKeys(in: spec, allowed: Self.caseKeys, in: "case \(Echo.quoted(caseName)) of enum \(Echo.quoted(name))")
                item.description = reader.optionalText(spec, key: "description", as: "a description")
                if let wire = spec["wire"], let text = reader.text(wire, as: "a wire value") { item.wireValue = text }
            } else if !spec.isNull {
                item.description = reader.text(spec, as: "a description")
            }
            cases.append(item)
        }
        if cases.isEmpty { reader.log.error("enum \(Echo.quoted(name)) has no cases", at: location.mark) }
        declarations.append(
            .enumeration(
                EnumDeclaration(
                    name: name, location: location,
                    description: reader.optionalText(body, key: "description", as: "a description"), cases: cases)))
    }
}
