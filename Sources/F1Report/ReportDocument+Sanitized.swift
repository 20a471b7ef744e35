extension ReportDocument {
    /// The document with every character that could steer a terminal or disguise text replaced
    /// by U+FFFD: names and statuses come from data files and API responses that F1Kit does not
    /// control, and an escape sequence in a driver's name would otherwise move the cursor, retitle
    /// the window or write the clipboard of whoever reads the report.
    func sanitized() -> ReportDocument {
        ReportDocument(
            title: Self.visible(title),
            source: Self.visible(source),
            facts: facts.map { Fact(Self.visible($0.label), Self.visible($0.value)) },
            sections: sections.map { section in
                var section = section
                section.title = Self.visible(section.title)
                section.emptyMessage = Self.visible(section.emptyMessage)
                section.lines = section.lines.map(Self.visible)
                section.rows = section.rows.map { row in
                    var row = row
                    row.cells = row.cells.map(Self.visible)
                    return row
                }
                return section
            })
    }

    /// `text` with control characters (C0 but for none, DEL, C1), line and paragraph separators and
    /// bidirectional overrides and isolates replaced, so one value stays one visible run on one line.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isSteering) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isSteering(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    private static func isSteering(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
