import F1Schema
import YAMLKit

/// Emits a fixture file's dataset as Swift values: the build has already checked the file
/// against its schema, so the app gets the values without reading YAML (or linking libyaml).
///
/// Records written once with an anchor (`&VER`) become one constant each, used wherever the
/// file aliases them, and every value is an initialiser call of its own type, so the type
/// checker never has to search.
struct FixtureEmitter {
    let fixture: SourceFile
    let dataset: EntityDeclaration
    let schema: Schema

    func emit(into writer: inout SourceWriter) {
        let loader = SwiftNames.lowerCamel(dataset.name)
        let holder = dataset.name + "Fixture"
        guard let root = try? YAMLParser.parse(fixture.text, path: fixture.path) else {
            // Unreachable after validation, which parses the same text; said in the output all the same.
            writer.line("#error(\(SwiftSyntax.stringLiteral("f1-codegen could not read " + fixture.displayPath)))")
            return
        }
        var values = FixtureValueWriter(schema: schema)
        values.nameConstants(in: root, as: .entity(dataset.name))
        let datasetExpression = values.expression(root, as: .entity(dataset.name), indent: 1)
        writer.block("extension Fixtures") { body in
            body.docComment(dataset.description)
            body.docComment("")
            body.docComment(
                "The values of `\(fixture.displayPath)`, which the build checked against its schema, generated as Swift: no YAML is read at run time."
            )
            body.block("package static func \(loader)() throws -> \(dataset.swiftName)") { function in
                function.line("\(holder).dataset")
            }
        }
        writer.line()
        writer.docComment("The values of `\(fixture.displayPath)`; each anchored record is a constant, shared by its aliases.")
        writer.docComment("URLs are unwrapped (trap-ok): the build let through only text that `URL(string:)` parses.")
        writer.block("enum \(holder)") { body in
            body.line("static let dataset: \(dataset.swiftName) = \(datasetExpression)")
            for constant in values.constantsInOrder {
                body.line()
                body.line(
                    "static let \(constant.name): \(constant.type) = \(values.expression(constant.node, as: .entity(constant.entity), indent: 1, defining: constant.key))"
                )
            }
        }
    }
}

/// Turns YAML nodes of known schema types into Swift expressions.
struct FixtureValueWriter {
    let schema: Schema

    struct Constant {
        var key: String
        var name: String
        var entity: String
        var type: String
        var node: YAMLNode
        /// Whether the records inside have been named, so an alias is walked once.
        var isWalked = false
    }

    /// Anchored entity records by their position (an alias carries its anchor's mark).
    private(set) var constants: [String: Constant] = [:]
    private(set) var constantsInOrder: [Constant] = []
    private var usedNames: Set<String> = ["dataset"]
    private var numbers: [String: Int] = [:]

    init(schema: Schema) {
        self.schema = schema
    }

    static func key(_ node: YAMLNode) -> String { "\(node.mark.line):\(node.mark.column)" }

    /// Finds every anchored entity record and names a constant for it.
    mutating func nameConstants(in node: YAMLNode, as type: FieldType, depth: Int = 0) {
        guard depth <= TypeExpression.maxDepth * 4 else { return }
        switch type {
        case .optional(let wrapped): nameConstants(in: node, as: wrapped, depth: depth + 1)
        case .array(let element):
            for item in node.sequence ?? [] {
                // Each record of a list is a constant too: many small expressions type-check far
                // faster than one large one.
                if case .entity(let name) = element, item.anchor == nil, constants[Self.key(item)] == nil,
                    let entity = schema.entities[name]
                {
                    let id = entity.idType != nil ? item["id"]?.scalar : nil
                    let suffix = id.map { Self.upperFirst(String(SwiftSyntax.identifier(fromKey: "x-" + $0.replacing("_", with: "-")).dropFirst())) }
                    addConstant(item, entity: entity, name: SwiftNames.lowerCamel(name) + (suffix ?? String(nextNumber(name))))
                }
                nameConstants(in: item, as: element, depth: depth + 1)
            }
        case .dictionary(let value): for entry in node.entries ?? [] { nameConstants(in: entry.value, as: value, depth: depth + 1) }
        case .entity(let name):
            guard let entity = schema.entities[name] ?? schema.datasets[name] else { return }
            let key = Self.key(node)
            if let anchor = node.anchor, entity.kind != .dataset, constants[key] == nil {
                addConstant(
                    node, entity: entity,
                    name: SwiftNames.lowerCamel(name) + Self.upperFirst(SwiftSyntax.identifier(fromKey: anchor.replacing("_", with: "-"))))
            } else if let constant = constants[key], constant.isWalked {
                return
            }
            constants[key]?.isWalked = true
            let fields = Dictionary(entity.allFields.map { ($0.name, $0.type) }) { first, _ in first }
            for entry in node.entries ?? [] {
                guard let fieldName = entry.key.scalar, let fieldType = fields[fieldName] else { continue }
                nameConstants(in: entry.value, as: fieldType, depth: depth + 1)
            }
        default: return
        }
    }

    private mutating func addConstant(_ node: YAMLNode, entity: EntityDeclaration, name: String) {
        let constant = Constant(key: Self.key(node), name: uniqueName(name), entity: entity.name, type: entity.swiftName, node: node)
        constants[constant.key] = constant
        constantsInOrder.append(constant)
    }

    /// `base`, or `base_2`, `base_3` ... when taken.
    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        var suffix = 2
        while usedNames.contains(name) || SwiftNames.keywords.contains(name) {
            name = base + "_" + String(suffix)
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    /// The next number for records of `entity` that have no id to name them by.
    private mutating func nextNumber(_ entity: String) -> Int {
        numbers[entity, default: 0] += 1
        return numbers[entity, default: 1]
    }

    private static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// The expression for `node` as `type`; `defining` is the constant being written, which is spelled out rather than referenced.
    func expression(_ node: YAMLNode, as type: FieldType, indent: Int, defining: String? = nil) -> String {
        let pad = String(repeating: "    ", count: indent)
        let inner = pad + "    "
        switch type {
        case .optional(let wrapped):
            return node.isNull ? "nil" : expression(node, as: wrapped, indent: indent)
        case .scalar(let scalar):
            return Self.scalar(node.scalar ?? "", as: scalar)
        case .enumeration(let name):
            let text = node.scalar ?? ""
            let item = schema.enums[name]?.cases.first { $0.wireValue == text }
            return "\(name).\(item?.name ?? text)"
        case .reference(let name):
            return Self.identifier(node.scalar ?? "", of: schema.entities[name])
        case .array(let element):
            let items = node.sequence ?? []
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + expression($0, as: element, indent: indent + 1) + ",\n" }.joined() + pad + "]"
        case .dictionary(let value):
            let entries = node.entries ?? []
            guard !entries.isEmpty else { return "[:]" }
            return "[\n"
                + entries.map {
                    inner + SwiftSyntax.stringLiteral($0.key.scalar ?? "") + ": " + expression($0.value, as: value, indent: indent + 1) + ",\n"
                }.joined() + pad + "]"
        case .entity(let name):
            guard let entity = schema.entities[name] ?? schema.datasets[name] else { return "#error(\"no entity \(name)\")" }
            let key = Self.key(node)
            if key != defining, let constant = constants[key] { return "\(constant.name)" }
            let byName = Dictionary((node.entries ?? []).compactMap { entry in entry.key.scalar.map { ($0, entry.value) } }) { first, _ in first }
            var arguments: [String] = []
            for field in entity.allFields {
                // Absent, or null where the type allows it: the initialiser's default says the same as decoding would.
                guard let value = byName[field.name], !(value.isNull && field.type.isOptional) else { continue }
                let text =
                    field.name == "id" && entity.idType != nil
                    ? Self.identifier(value.scalar ?? "", of: entity)
                    : expression(value, as: field.type, indent: indent + 1)
                arguments.append(inner + field.name + ": " + text)
            }
            guard !arguments.isEmpty else { return entity.swiftName + "()" }
            return entity.swiftName + "(\n" + arguments.joined(separator: ",\n") + "\n" + pad + ")"
        case .dto(let name):
            return "#error(\(SwiftSyntax.stringLiteral("a fixture cannot hold DTO " + name)))"
        }
    }

    static func identifier(_ text: String, of entity: EntityDeclaration?) -> String {
        guard let entity else { return "#error(\"unknown entity\")" }
        let raw = entity.idType == .int ? integer(text) : SwiftSyntax.stringLiteral(text)
        return "\(entity.swiftName).ID(rawValue: \(raw))"
    }

    /// A scalar the validator accepted, as a Swift expression of its generated type.
    static func scalar(_ text: String, as type: ScalarType) -> String {
        switch type {
        case .string: return SwiftSyntax.stringLiteral(text)
        case .int: return integer(text)
        case .double: return SwiftSyntax.doubleLiteral(text)
        case .bool: return text.lowercased()
        case .date:
            let parts = text.split(separator: "-").map { integer(String($0)) }
            guard parts.count == 3 else { return "#error(\"bad date\")" }
            return "CalendarDate(year: \(parts[0]), month: \(parts[1]), day: \(parts[2]))"
        case .timeOfDay:
            let isUTC = text.hasSuffix("Z")
            let parts = (isUTC ? String(text.dropLast()) : text).split(separator: ":").map(String.init)
            guard parts.count >= 2 else { return "#error(\"bad time\")" }
            let (seconds, milliseconds) = parts.count == 3 ? secondsAndMilliseconds(parts[2]) : (0, 0)
            return
                "TimeOfDay(hours: \(integer(parts[0])), minutes: \(integer(parts[1])), seconds: \(seconds), milliseconds: \(milliseconds), isUTC: \(isUTC))"
        case .lapTime:
            let body = text.hasPrefix("+") ? String(text.dropFirst()) : text
            var fields = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let last = secondsAndMilliseconds(fields.removeLast())
            let minutes = fields.reduce(0) { $0 * 60 + (Int($1) ?? 0) }
            return "LapTime(milliseconds: \((minutes * 60 + last.seconds) * 1000 + last.milliseconds))"
        case .instant:
            return "Moment(millisecondsSince1970: \(ScalarFormats.instantMilliseconds(text) ?? 0))"
        case .gap:
            if let seconds = Double(text) {
                // FixtureValidator accepted only finite seconds in 0..<1e9 (ScalarFormats.isGap).
                return "TimingGap.time(LapTime(milliseconds: \(Int((seconds * 1000).rounded()))))"  // trap-ok: seconds in 0..<1e9
            }
            let words = text.split(separator: " ")
            if words.count == 2 { return "TimingGap.laps(\(integer(String(words[0]))))" }
            return "TimingGap.time(\(scalar(text, as: .lapTime)))"
        case .url:
            // trap-ok in the output: the validator accepts only what `URL(string:)` parses.
            return "URL(string: \(SwiftSyntax.stringLiteral(text)))!"
        }
    }

    /// `ss[.fff]`: fractions beyond milliseconds are cut, fewer digits padded (`.5` is 500 ms), as `LapTime` parses.
    static func secondsAndMilliseconds(_ text: String) -> (seconds: Int, milliseconds: Int) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let seconds = Int(pieces[0]) ?? 0
        guard pieces.count == 2 else { return (seconds, 0) }
        let digits = String((pieces[1] + "000").prefix(3))
        return (seconds, Int(digits) ?? 0)
    }

    static func integer(_ text: String) -> String {
        // FixtureValidator has already checked the integer and its range.
        String(Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) ?? 0)  // trap-ok: Int(String) parses, never traps
    }
}
