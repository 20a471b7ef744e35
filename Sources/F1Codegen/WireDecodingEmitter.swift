import F1Schema

/// Emits `init(from:)` for a DTO: string-encoded scalars, nested key paths, absent/null/empty policies.
struct WireDecodingEmitter {
    let dto: DTODeclaration
    let tree: WireKeyTree

    func emit(into writer: inout SourceWriter) {
        let keys = (tree.allKeyPaths + dto.ignoredKeys).map(SwiftSyntax.stringLiteral).joined(separator: ", ")
        writer.docComment("Every key the wire may hold, ignored ones included.")
        writer.line("static let wireKeys = WireKeys.Allowed([\(keys)])")
        writer.line()
        writer.block("package init(from decoder: any Decoder) throws") { body in
            let policy = dto.rejectsUnknownKeys ? ".reject" : ".ignoreUnlessStrict"
            body.line("try WireKeys.check(decoder, allowed: Self.wireKeys, in: \(SwiftSyntax.stringLiteral(dto.name)), policy: \(policy))")
            body.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            emitLevel(tree, container: "container", isOptional: false, into: &body)
        }
    }

    private func emitLevel(_ level: WireKeyTree, container: String, isOptional: Bool, into writer: inout SourceWriter) {
        for (_, caseName, member) in level.members {
            switch member {
            case .field(let field):
                emitField(field, caseName: caseName, container: container, containerIsOptional: isOptional, into: &writer)
            case .group(_, let groupCase, let subtree):
                let nested = groupCase + "Container"
                // A group whose every field may be missing may itself be missing.
                let mayBeMissing = subtree.allFields.allSatisfy { $0.absent != .error }
                let access = isOptional ? "\(container)?" : container
                let method = mayBeMissing ? "nestedContainerIfPresent" : "nestedContainer"
                writer.line("let \(nested) = try \(access).\(method)(keyedBy: \(subtree.enumName).self, forKey: .\(groupCase))")
                emitLevel(subtree, container: nested, isOptional: mayBeMissing || isOptional, into: &writer)
            }
        }
    }

    private func emitField(
        _ field: DTOFieldDeclaration, caseName: String, container: String, containerIsOptional: Bool, into writer: inout SourceWriter
    ) {
        let storage = "self." + ModelEmitter.storageName(field.field)
        let type = field.field.type
        let isStandardOptional = type.isOptional && field.absent == .nil && field.null == .nil && field.empty != .default
        let isStandardRequired = !type.isOptional && field.absent == .error && field.null == .error && field.empty == nil
        let access = containerIsOptional ? "\(container)?" : container
        if isStandardOptional {
            writer.line("\(storage) = try \(access).\(readIfPresent(field, key: caseName))")
        } else if isStandardRequired, !containerIsOptional {
            writer.line("\(storage) = try \(container).\(read(field, key: caseName))")
        } else {
            emitPolicyChain(field, caseName: caseName, container: container, containerIsOptional: containerIsOptional, into: &writer)
        }
    }

    /// The general case: decide by presence, then null, then emptiness.
    private func emitPolicyChain(
        _ field: DTOFieldDeclaration, caseName: String, container: String, containerIsOptional: Bool, into writer: inout SourceWriter
    ) {
        let storage = "self." + ModelEmitter.storageName(field.field)
        let key = SwiftSyntax.stringLiteral(field.keyPath.joined(separator: "."))
        let type = SwiftSyntax.stringLiteral(dto.name)
        let absent = missingValue(
            field.absent, field, storage: storage, error: "throw WireKeys.missing(\(key), in: \(type), codingPath: \(container).codingPath)")
        let null = missingValue(
            field.null, field, storage: storage, error: "throw WireKeys.null(\(key), in: \(type), codingPath: \(container).codingPath)")
        let present: (inout SourceWriter) -> Void = { decode in
            if field.empty == nil {
                decode.line(
                    "\(storage) = try \(container).\(field.field.type.isOptional ? readIfPresent(field, key: caseName) : read(field, key: caseName))")
            } else if field.field.type.isOptional, field.empty == .nil {
                decode.line("\(storage) = try \(container).\(readIfPresent(field, key: caseName))")
            } else {
                // An empty string counts as missing: nil for an optional, the default otherwise.
                let literal = field.field.defaultValue.map { SwiftSyntax.defaultLiteral($0, for: field.field.type) } ?? "nil"
                decode.line("\(storage) = try \(container).\(readIfPresent(field, key: caseName)) ?? \(literal)")
            }
        }
        let decide: (inout SourceWriter) -> Void = { body in
            body.chain([
                ("if !\(container).contains(.\(caseName))", { $0.line(absent) }),
                ("else if try \(container).decodeNil(forKey: .\(caseName))", { $0.line(null) }),
                ("else", present),
            ])
        }
        if containerIsOptional {
            // A missing nested container means the value is missing too.
            writer.chain([("if let \(container)", decide), ("else", { $0.line(absent) })])
        } else {
            decide(&writer)
        }
    }

    /// The statement for a missing value: an assignment, or a throw when the policy is `error`.
    private func missingValue(_ policy: MissingValuePolicy, _ field: DTOFieldDeclaration, storage: String, error: String) -> String {
        switch policy {
        case .nil: "\(storage) = nil"
        case .default: "\(storage) = " + (field.field.defaultValue.map { SwiftSyntax.defaultLiteral($0, for: field.field.type) } ?? "nil")
        case .error: error
        }
    }

    /// Reads a present, non-null value.
    private func read(_ field: DTOFieldDeclaration, key: String) -> String {
        let type = field.field.type.unwrapped
        if let text = field.missingText, let element = type.missingTextElement {
            return "decodeWireList(\(element.swiftName).self, forKey: .\(key), missingText: \(SwiftSyntax.stringLiteral(text)))"
        }
        if field.oneOrMany {
            return "decodeOneOrMany(\(SwiftSyntax.typeName(type)).self, forKey: .\(key))"
        }
        if let range = textRange(field) {
            return "decodeWireText(forKey: .\(key), encoding: \(encoding), numbersIn: \(range))"
        }
        if let range = numberRange(field) {
            return "decodeWireNumber(\(SwiftSyntax.typeName(type)).self, forKey: .\(key), encoding: \(encoding), in: \(range))"
        }
        if case .scalar = type {
            return "decodeWire(\(SwiftSyntax.typeName(type)).self, forKey: .\(key), encoding: \(encoding))"
        }
        return "decode(\(SwiftSyntax.typeName(type)).self, forKey: .\(key))"
    }

    /// Reads a value that may be absent or null (and empty, when the field says so) as nil.
    private func readIfPresent(_ field: DTOFieldDeclaration, key: String) -> String {
        let type = field.field.type.unwrapped
        if let text = field.missingText, let element = type.missingTextElement {
            return "decodeWireListIfPresent(\(element.swiftName).self, forKey: .\(key), missingText: \(SwiftSyntax.stringLiteral(text)))"
        }
        if field.oneOrMany {
            return "decodeOneOrManyIfPresent(\(SwiftSyntax.typeName(type)).self, forKey: .\(key))"
        }
        let empty = field.empty == nil ? "" : ", emptyIsNil: true"
        if let range = textRange(field) {
            return "decodeWireTextIfPresent(forKey: .\(key), encoding: \(encoding)\(empty), numbersIn: \(range))"
        }
        if let range = numberRange(field) {
            return "decodeWireNumberIfPresent(\(SwiftSyntax.typeName(type)).self, forKey: .\(key), encoding: \(encoding)\(empty), in: \(range))"
        }
        if case .scalar = type {
            return "decodeWireIfPresent(\(SwiftSyntax.typeName(type)).self, forKey: .\(key), encoding: \(encoding)\(empty))"
        }
        return "decodeIfPresent(\(SwiftSyntax.typeName(type)).self, forKey: .\(key))"
    }

    /// For an Int or Double field, the range argument of the checked decode: its range, or nil
    /// (a Double must still be finite); nil for every other type.
    private func numberRange(_ field: DTOFieldDeclaration) -> String? {
        guard case .scalar(let scalar) = field.field.type.unwrapped, scalar == .int || scalar == .double else { return nil }
        guard let range = field.field.range else { return "nil" }
        return NumericRange.literal(range.lower, for: scalar) + "..." + NumericRange.literal(range.upper, for: scalar)
    }

    /// For a String field with a range (a number or a code), the range its whole numbers must lie in.
    private func textRange(_ field: DTOFieldDeclaration) -> String? {
        guard case .scalar(.string) = field.field.type.unwrapped, let range = field.field.range else { return nil }
        return NumericRange.literal(range.lower, for: .int) + "..." + NumericRange.literal(range.upper, for: .int)
    }

    private var encoding: String { dto.scalarsAsStrings ? ".string" : ".native" }
}
