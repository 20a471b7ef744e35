import F1Charts
import F1UI
import TerminalKit

/// Plain text for a terminal: aligned columns that fit the width, colour only when asked for.
struct TextRenderer {
    let style: ReportStyle

    func render(_ document: ReportDocument) -> String {
        // A drawn chart carries the title itself.
        let drawsTitle =
            style.chartHeight != nil && document.sections.contains { $0.chart.map { $0.title == document.title && !$0.series.isEmpty } ?? false }
        var lines = (drawsTitle ? [] : [paint(document.title, .bold)]) + [paint("Data: \(document.source)", .dim)]
        if !document.facts.isEmpty {
            lines.append("")
            // A value as wide as the screen is cut there, as a table's cell is (and as the terminal app cuts it).
            let width = min(style.width, TextCut.mostColumns)
            let labelWidth = document.facts.map { Frame.displayWidth(of: $0.label, upTo: width / 2) }.max() ?? 0
            for fact in document.facts {
                let value = Frame.fitted(fact.value, to: max(TableLayout.shortestCut, width - labelWidth - 2))
                lines.append(pad(Frame.fitted(fact.label, to: labelWidth) + ":", labelWidth + 1) + " " + value)
            }
        }
        for section in document.sections {
            lines.append("")
            if let chart = section.chart, let height = style.chartHeight, !chart.series.isEmpty {
                // The drawing carries its own title and summary; a short one (rows) leaves no blank tail.
                var drawing = chart.terminalLines(width: min(style.width, 400), height: height, usesColor: style.usesColor)
                while let last = drawing.last, Self.isBlank(last) { drawing.removeLast() }
                lines += drawing
                // A short drawing leaves its summary out; it is the one sentence a reader needs. The
                // section's own lines speak of its table, which is not printed under a drawing.
                let showsSummary = chart.terminalShowsSummary(width: min(style.width, 400), height: height)
                let summary = showsSummary || chart.summary.isEmpty ? [] : [chart.summary]
                // Sentences under a drawing are wrapped to its width, as the drawing is.
                lines += (summary + chart.notes).flatMap { Frame.wrapped($0, width: min(style.width, 400)) }
                continue
            }
            lines.append(paint(section.title, .bold))
            if !section.rows.isEmpty {
                lines += table(section)
            } else if section.sentences.isEmpty {
                lines.append(section.emptyMessage)
            }
            lines += section.sentences
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a line shows nothing: spaces, and colour sequences at most.
    private static func isBlank(_ line: String) -> Bool {
        plain(line).allSatisfy { $0 == " " }
    }

    /// The line without its colour sequences.
    private static func plain(_ line: String) -> String {
        line.replacing(/\x1B\[[0-9;]*m/, with: "")
    }

    private func table(_ section: ReportDocument.Section) -> [String] {
        let layout = TableLayout(
            columns: section.columns.map {
                TableLayout.Column(
                    title: $0.title, isFlexible: $0.isFlexible, dropPriority: $0.dropPriority, minimumWidth: $0.minimumWidth,
                    maximumWidth: $0.maximumWidth)
            },
            rows: section.rows.map(\.texts), width: style.width)
        func line(_ texts: (Int) -> String) -> String {
            let cells = zip(layout.shown, layout.widths).map { index, width in
                cell(texts(index), width: width, alignment: section.columns[index].alignment)
            }
            return trimmed(cells.joined(separator: "  "))
        }
        var lines = [paint(line { section.columns[$0].title }, .dim)]
        for row in section.rows {
            lines.append(paint(line { row.cells[safe: $0]?.text ?? "" }, color(for: row.emphasis)))
        }
        return lines
    }

    private func cell(_ text: String, width: Int, alignment: ReportDocument.Column.Alignment) -> String {
        let fitted = Frame.fitted(text, to: width)
        let padding = String(repeating: " ", count: max(0, width - Frame.displayWidth(of: fitted)))
        return alignment == .left ? fitted + padding : padding + fitted
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Frame.displayWidth(of: text)))
    }

    /// The line without its trailing spaces. By bytes, as a space is never part of a longer
    /// character. Measured: docs/performance.md#textrenderer-f1report
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
