import F1UI
import TextSafety

extension ReportDocument {
    /// The document with every hidden character (TextSafety's `VisibleText`) replaced by U+FFFD:
    /// names and statuses come from data files and API responses that F1Kit does not control, and
    /// an escape sequence in a driver's name would otherwise move the cursor, retitle the window or
    /// write the clipboard of whoever reads the report.
    func sanitized() -> ReportDocument {
        ReportDocument(
            title: Self.visible(title),
            source: Self.visible(source),
            facts: facts.map { Fact(key: $0.key, label: Self.visible($0.label), value: Self.visible($0.value)) },
            sections: sections.map { section in
                var section = section
                section.title = Self.visible(section.title)
                section.emptyMessage = Self.visible(section.emptyMessage)
                section.lines = section.lines.map(Self.visible)
                for index in section.columns.indices { section.columns[index].title = Self.visible(section.columns[index].title) }
                section.chart = section.chart?.mappingTexts(Self.visible)
                section.rows = section.rows.map { row in
                    var row = row
                    for index in row.cells.indices { row.cells[index].text = Self.visible(row.cells[index].text) }
                    return row
                }
                return section
            })
    }

    /// `text` as one visible run on one line.
    static func visible(_ text: String) -> String {
        VisibleText.visible(text)
    }
}
