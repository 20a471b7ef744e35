import F1Schema

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
    ///
    /// Schema text must never end the comment: every kind of line break starts a new `///` line,
    /// and other control characters are written as escapes.
    mutating func docComment(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for paragraph in Self.commentLines(text) {
            for wrapped in Self.wrap(paragraph, width: 96) { line("/// " + wrapped) }
        }
    }

    /// A comment's text split at every line break (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029),
    /// with remaining control and bidirectional-override characters made visible.
    static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isLineBreak(scalar) {
                // CR LF is one break.
                if scalar == "\n", previous == "\r" { continue }
                lines.append(current)
                current = ""
            } else if Echo.needsEscape(scalar), scalar != "\t" {
                current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
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
