import YAMLKit

/// Reads schema-shaped YAML nodes, logging every problem with its position.
struct NodeReader {
    var log: DiagnosticLog

    init(path: String) {
        log = DiagnosticLog(path: path)
    }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: log.path, mark: node.mark)
    }

    /// The entries of a mapping with string keys; logs and returns nil for anything else.
    mutating func entries(of node: YAMLNode, as what: String) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard let entries = node.entries else {
            log.error("expected a mapping for \(what), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var result: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for entry in entries {
            guard let key = entry.key.scalar, !entry.key.isNull else {
                log.error("expected a name as key in \(what), found \(entry.key.kindDescription)", at: entry.key.mark)
                continue
            }
            result.append((key, entry.key, entry.value))
        }
        return result
    }

    /// Logs every key of `node` that is not among `allowed`, with a suggestion.
    mutating func rejectUnknownKeys(in node: YAMLNode, allowed: [String], in what: String) {
        for entry in node.entries ?? [] {
            guard let key = entry.key.scalar, !allowed.contains(key) else { continue }
            let hint = Suggestion.hint(for: key, in: allowed)
            log.error("unknown key \(Echo.quoted(key)) in \(what)\(hint); expected one of: \(allowed.joined(separator: ", "))", at: entry.key.mark)
        }
    }

    /// A non-empty scalar's text; logs and returns nil otherwise.
    mutating func text(_ node: YAMLNode, as what: String) -> String? {
        guard let text = node.scalar, !node.isNull else {
            log.error("expected \(what), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return text
    }

    /// An optional scalar value of `node[key]`.
    mutating func optionalText(_ node: YAMLNode, key: String, as what: String) -> String? {
        guard let value = node[key] else { return nil }
        return text(value, as: what)
    }

    /// One of `choices`, by name; logs and returns nil otherwise.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, as what: String, of type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let text = text(node, as: what) else { return nil }
        if let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        log.error(
            "unknown \(what) \(Echo.quoted(text))\(Suggestion.hint(for: text, in: names)); expected one of: \(names.joined(separator: ", "))",
            at: node.mark)
        return nil
    }

    /// A parsed type expression; logs and returns nil when malformed.
    mutating func typeExpression(_ node: YAMLNode) -> TypeExpression? {
        guard let text = text(node, as: "a type") else { return nil }
        switch TypeExpression.parseReportingProblem(text) {
        case .success(let expression):
            return expression
        case .failure(.tooDeep):
            log.error("type \(Echo.quoted(text)) nests deeper than \(TypeExpression.maxDepth) levels", at: node.mark)
        case .failure(.malformed):
            log.error("malformed type \(Echo.quoted(text)); write types like String, [Race], [String: Int], Driver.ID or Race?", at: node.mark)
        }
        return nil
    }
}
