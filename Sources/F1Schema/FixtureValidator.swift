import Foundation
import YAMLKit

/// Checks a fixture file against its dataset schema: types, required and unknown fields,
/// unique ids and references by id. Reports every problem.
package struct FixtureValidator {
    let schema: Schema
    var log: DiagnosticLog
    /// Ids seen per entity: the first node's mark by id.
    var ids: [String: [String: YAMLMark]] = [:]
    var references: [(entity: String, id: String, mark: YAMLMark)] = []
    var fieldIndexes: [String: [String: FieldDeclaration]] = [:]

    /// Validates `source`, whose base name names its dataset (`demo.yaml` holds dataset `Demo`).
    package static func validate(_ source: SourceFile, against schema: Schema) -> [Diagnostic] {
        var validator = FixtureValidator(schema: schema, log: DiagnosticLog(path: source.path))
        guard let dataset = schema.dataset(forFixtureNamed: source.baseName) else {
            let names = schema.datasets.keys.sorted().map(SwiftNames.lowerCamel)
            validator.log.error(
                "no dataset schema for fixture \(Echo.quoted(source.baseName))\(Suggestion.hint(for: source.baseName, in: names)); datasets: \(Echo.list(names))",
                at: YAMLMark(line: 1, column: 1))
            return validator.log.diagnostics
        }
        do {
            let root = try YAMLParser.parse(source.text, path: source.path)
            validator.check(root, against: dataset)
            validator.checkReferences()
        } catch {
            return [Diagnostic(error)]
        }
        return validator.log.diagnostics.sorted()
    }

    mutating func check(_ node: YAMLNode, as type: FieldType) {
        switch type {
        case .optional(let wrapped):
            if !node.isNull { check(node, as: wrapped) }
        case .scalar(let scalar):
            guard let text = node.scalar, !node.isNull else {
                return log.error("expected \(scalar.noun), found \(node.kindDescription)", at: node.mark)
            }
            // The generated values build URLs with `URL(string:)`, so that is the test here.
            if !ScalarFormats.accepts(text, as: scalar) || (scalar == .url && URL(string: text) == nil) {
                log.error("expected \(scalar.noun), found \(Echo.quoted(text))", at: node.mark)
            }
        case .enumeration(let name):
            guard let text = node.scalar, !node.isNull else {
                return log.error("expected a \(name) value, found \(node.kindDescription)", at: node.mark)
            }
            if schema.enums[name]?.cases.contains(where: { $0.wireValue == text }) != true {
                let wires = schema.enums[name]?.cases.map(\.wireValue) ?? []
                log.error(
                    "\(Echo.quoted(text)) is not a \(name) value\(log.suggestions.hint(for: text, in: wires)); expected one of: \(Echo.list(wires))",
                    at: node.mark)
            }
        case .reference(let entity):
            guard let text = node.scalar, !node.isNull else {
                return log.error("expected the id of a \(entity), found \(node.kindDescription)", at: node.mark)
            }
            references.append((entity, text, node.mark))
        case .array(let element):
            guard let items = node.sequence else {
                return log.error("expected a sequence of \(element), found \(node.kindDescription)", at: node.mark)
            }
            for item in items { check(item, as: element) }
        case .dictionary(let value):
            guard let entries = node.entries else {
                return log.error("expected a mapping of \(value), found \(node.kindDescription)", at: node.mark)
            }
            for entry in entries { check(entry.value, as: value) }
        case .entity(let name):
            if let entity = schema.entities[name] { check(node, against: entity) }
        case .dto:
            break
        }
    }

    mutating func check(_ node: YAMLNode, against entity: EntityDeclaration) {
        let what = entity.kind == .dataset ? "dataset \(entity.name)" : entity.name
        guard let entries = node.entries else {
            return log.error("expected \(what) as a mapping, found \(node.kindDescription)", at: node.mark)
        }
        let fields = entity.allFields
        let fieldsByName = fieldIndex(of: entity)
        var present: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalar, let field = fieldsByName[key] else {
                let key = entry.key.scalar ?? entry.key.kindDescription
                log.error("unknown field \(Echo.quoted(key)) in \(what)\(log.suggestions.hint(for: key, in: fields.map(\.name)))", at: entry.key.mark)
                continue
            }
            present.insert(key)
            if field.name == "id", entity.idType != nil {
                checkID(entry.value, of: entity)
            } else {
                check(entry.value, as: field.type)
                if let range = field.range { check(entry.value, in: range, as: field.type) }
            }
        }
        for field in fields where !field.mayBeOmitted && !present.contains(field.name) {
            log.error("missing required field \(Echo.quoted(field.name)) in \(what)", at: node.mark)
        }
    }

    /// A well-formed number outside the field's range (infinities and NaN included); other problems are reported by `check(_:as:)`.
    mutating func check(_ node: YAMLNode, in range: NumericRange, as type: FieldType) {
        guard case .scalar(let scalar) = type.unwrapped, let text = node.scalar, !node.isNull,
            let value = NumericRange.value(ofNumber: text, as: scalar)
        else { return }
        if !range.contains(value) {
            log.error("expected \(scalar.noun) in \(range), found \(Echo.quoted(text))", at: node.mark)
        }
    }

    /// An entity's fields by name, built once per entity, so a large fixture is checked in linear time.
    mutating func fieldIndex(of entity: EntityDeclaration) -> [String: FieldDeclaration] {
        let key = (entity.kind == .dataset ? "dataset " : "entity ") + entity.name
        if let index = fieldIndexes[key] { return index }
        let index = Dictionary(entity.allFields.map { ($0.name, $0) }) { first, _ in first }
        fieldIndexes[key] = index
        return index
    }

    mutating func checkID(_ node: YAMLNode, of entity: EntityDeclaration) {
        let idType = entity.idType ?? .string
        guard let id = node.scalar, !node.isNull, ScalarFormats.accepts(id, as: idType) else {
            return log.error("expected the id of a \(entity.name) (\(idType.noun)), found \(node.kindDescription)", at: node.mark)
        }
        if let first = ids[entity.name]?[id] {
            // The same node again is an alias, not a second record.
            if first != node.mark {
                log.error("duplicate id \(Echo.quoted(id)) for \(entity.name) (first at line \(first.line), column \(first.column))", at: node.mark)
            }
        } else {
            ids[entity.name, default: [:]][id] = node.mark
        }
    }

    mutating func checkReferences() {
        for reference in references where ids[reference.entity]?[reference.id] == nil {
            let known = ids[reference.entity]?.keys
            let hint = known.map { log.suggestions.hint(for: reference.id, in: $0) } ?? ""
            log.error("no \(reference.entity) with id \(Echo.quoted(reference.id)) in this dataset\(hint)", at: reference.mark)
        }
    }
}
