/// Builds Swift source line by line with consistent four-space indentation.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `if a { ... } else if b { ... } else { ... }`, with each clause's body one level deeper.
    mutating func chain(_ clauses: [(header: String, body: (inout SourceWriter) -> Void)]) {
        for (index, clause) in clauses.enumerated() {
            let opening = index == 0 ? clause.header + " {" : "} " + clause.header + " {"
            line(opening)
            depth += 1
            clause.body(&self)
            depth -= 1
        }
        line("}")
    }

    /// `///` lines for a description, wrapped at sentence-friendly widths; nothing when absent.
    mutating func docComment(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for wrapped in Self.wrap(String(paragraph), width: 96) { line("/// " + wrapped) }
        }
    }

    var text: String {
        lines.joined(separator: "\n") + "\n"
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                result.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        return result
    }
}
