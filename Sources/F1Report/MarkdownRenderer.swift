import F1UI

/// GitHub-flavoured Markdown: a heading, the source, facts as a list, one table per section.
struct MarkdownRenderer {
    func render(_ document: ReportDocument) -> String {
        var lines = ["# \(escape(document.title))", "", "_Data: \(escape(document.source))_"]
        if !document.facts.isEmpty {
            lines.append("")
            lines += document.facts.map { "- **\(escape($0.label)):** \(escape($0.value))" }
        }
        for section in document.sections {
            lines += ["", "## \(escape(section.title))", ""]
            guard !section.rows.isEmpty else {
                lines += section.sentences.isEmpty ? [escape(section.emptyMessage)] : section.sentences.map { "- " + escape($0) }
                continue
            }
            lines.append("| " + section.columns.map { escape($0.title) }.joined(separator: " | ") + " |")
            lines.append("|" + section.columns.map { $0.alignment == .right ? " ---: |" : " --- |" }.joined())
            for row in section.rows {
                let cells = section.columns.indices.map { $0 < row.cells.count ? escape(row.cells[$0].text) : "" }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            // No picture here: the chart's summary and notes are read with the section's own lines.
            if !section.sentences.isEmpty { lines += [""] + section.sentences.map { "- " + escape($0) } }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes what Markdown would read as formatting or as a table's cell border.
    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "|*_`[]\\<>#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
