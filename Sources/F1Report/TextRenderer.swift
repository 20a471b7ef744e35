/// Plain text for a terminal: aligned columns that fit the width, colour only when asked for.
struct TextRenderer {
    let style: ReportStyle

    func render(_ document: ReportDocument) -> String {
        var lines = [paint(document.title, .bold), paint("Data: \(document.source)", .dim)]
        if !document.facts.isEmpty {
            lines.append("")
            let labelWidth = document.facts.map { $0.label.count }.max() ?? 0
            for fact in document.facts {
                lines.append(pad(fact.label + ":", labelWidth + 1) + " " + fact.value)
            }
        }
        for section in document.sections {
            lines.append("")
            lines.append(paint(section.title, .bold))
            if !section.rows.isEmpty {
                lines += table(section)
            } else if section.lines.isEmpty {
                lines.append(section.emptyMessage)
            }
            lines += section.lines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(_ section: ReportDocument.Section) -> [String] {
        let widths = TableLayout.widths(
            columns: section.columns, rows: section.rows.map(\.cells), available: style.width)
        let header = zip(section.columns, widths).map { cell($0.0.title, width: $0.1, alignment: $0.0.alignment) }
        var lines = [paint(trimmed(header.joined(separator: "  ")), .dim)]
        for row in section.rows {
            let cells = zip(section.columns.indices, widths).map { index, width in
                cell(index < row.cells.count ? row.cells[index] : "", width: width, alignment: section.columns[index].alignment)
            }
            lines.append(paint(trimmed(cells.joined(separator: "  ")), color(for: row.emphasis)))
        }
        return lines
    }

    private func cell(_ text: String, width: Int, alignment: ReportDocument.Column.Alignment) -> String {
        let fitted = text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : text
        let padding = String(repeating: " ", count: max(0, width - fitted.count))
        return alignment == .left ? fitted + padding : padding + fitted
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The line without its trailing spaces. By bytes, as a space is never part of a longer
    /// character: reversing the line's characters twice cost some 250,000 instructions a line,
    /// 39 M for the 77 seasons of `champions --under`.
    private func trimmed(_ line: String) -> String {
        let bytes = line.utf8
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(line[...last])
    }

    // MARK: - Colour

    enum Paint: String {
        case bold = "1"
        case dim = "2"
        case gold = "1;33"
        case silver = "1;37"
        case bronze = "1;31"
        case purple = "35"
        case green = "32"
    }

    private func color(for emphasis: ReportDocument.Emphasis?) -> Paint? {
        switch emphasis {
        case .podium(1): .gold
        case .podium(2): .silver
        case .podium: .bronze
        case .leader: .bold
        case .fastestLap: .purple
        case .next: .green
        case nil: nil
        }
    }

    private func paint(_ text: String, _ paint: Paint?) -> String {
        guard style.usesColor, let paint else { return text }
        return "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m"
    }
}
