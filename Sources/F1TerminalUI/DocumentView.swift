import F1Charts
import F1Domain
import F1UI
import TerminalKit

/// Any report of F1UI drawn in the terminal: its facts, then its first table with the cursor,
/// then the sections after it while there is room. Every screen of the app is a document drawn
/// here, the same documents `f1report` prints, so the two faces cannot disagree.
@MainActor
enum DocumentView {
    /// Draws `document` from `top` down to the context region's bottom.
    static func draw(_ document: ReportDocument, top: Int, context: DrawContext, into frame: inout Frame) {
        let region = context.region
        var row = top
        row += drawFacts(
            document.facts, row: row, left: region.left + 2, width: region.width - 4, most: max(1, (region.bottom - top) / 3), into: &frame)
        if !document.facts.isEmpty { row += 1 }
        // One section needs no heading of its own: the screen's title names it.
        let titled = document.sections.count > 1
        var rowsBefore = 0
        for (index, section) in document.sections.enumerated() where row < region.bottom {
            if titled {
                if index > 0 { row += 1 }
                guard row < region.bottom else { break }
                frame.put(Frame.fitted(section.title, to: region.width - 2), row: row, column: region.left + 1, style: Palette.title)
                row += 1
            }
            // Later sections keep a few lines each (title, heading, rows), so all of them show.
            let reserve = document.sections.dropFirst(index + 1).reduce(0) { $0 + 2 + min($1.rows.count + 1, 4) }
            let cursor = context.cursor - rowsBefore
            let selected = section.rows.indices.contains(cursor) ? cursor : nil
            row = drawSection(section, selected: selected, row: row, bottom: max(row + 2, region.bottom - reserve), context: context, into: &frame)
            rowsBefore += section.rows.count
        }
    }

    /// The rows the cursor moves over: every table's, in order.
    static func selectableRows(_ document: ReportDocument) -> [ReportDocument.Row] {
        document.sections.flatMap(\.rows)
    }

    /// Draws one section from `row` to no further than `bottom`; returns the row after it.
    static func drawSection(
        _ section: ReportDocument.Section, selected: Int?, row: Int, bottom: Int, context: DrawContext, into frame: inout Frame
    ) -> Int {
        let region = context.region
        let bottom = min(bottom, region.bottom)
        var row = row
        if section.rows.isEmpty, section.sentences.isEmpty, !section.columns.isEmpty {
            row += frame.putWrapped(section.emptyMessage, row: row, column: region.left + 2, width: region.width - 4, style: Palette.dim)
            return row
        }
        var sentences = section.sentences
        if let chart = section.chart, !chart.series.isEmpty, bottom - row >= 14 {
            // The picture first, with the table under it for the values; without colour the chart
            // marks with shades and dashes instead.
            let size = TerminalSize(columns: region.width - 2, rows: min(bottom - row - 4, max(10, (bottom - row) * 3 / 5)))
            chart.draw(into: &frame, row: row, column: region.left + 1, size: size, usesColor: context.controller.usesColor)
            row += size.rows + 1
            // The drawing says the summary when it fits whole; the notes and lines follow the table.
            let summary = chart.terminalShowsSummary(width: size.columns, height: size.rows) || chart.summary.isEmpty ? [] : [chart.summary]
            sentences = summary + chart.notes + section.lines
        }
        if !section.rows.isEmpty {
            // The table leaves a line or two for the sentences after it, so its notes stay in sight.
            let notes = min(sentences.count, 2)
            let height = min(section.rows.count + 1, max(2, bottom - row - notes))
            let drawn = frame.drawTable(
                columns: section.columns.map(column), rows: section.rows.map { $0.cells.map(cell) }, top: row, width: region.width - 3,
                height: height, selected: selected
            ) { rowStyle(section.rows[$0].emphasis) }
            row += min(height, drawn.count + 1)
        }
        for line in sentences where row < bottom {
            row += frame.putWrapped(line, row: row, column: region.left + 2, width: region.width - 4, style: Palette.dim, maximumLines: bottom - row)
        }
        return row
    }

    /// Label and value a line each, the labels in a column; returns the lines drawn.
    private static func drawFacts(_ facts: [ReportDocument.Fact], row: Int, left: Int, width: Int, most: Int, into frame: inout Frame) -> Int {
        let shown = facts.prefix(most)
        let labelWidth = min(24, shown.map { Frame.displayWidth(of: $0.label) }.max() ?? 0)
        for (offset, fact) in shown.enumerated() {
            frame.put(Frame.fitted(fact.label, to: labelWidth), row: row + offset, column: left, style: Palette.dim)
            frame.put(Frame.fitted(fact.value, to: width - labelWidth - 2), row: row + offset, column: left + labelWidth + 2)
        }
        return shown.count
    }

    private static func column(_ column: ReportDocument.Column) -> Column {
        Column(
            title: column.title, alignment: column.alignment == .right ? .right : .left, dropOrder: column.dropPriority,
            isFlexible: column.isFlexible, minimumWidth: column.minimumWidth, maximumWidth: column.maximumWidth)
    }

    private static func cell(_ cell: ReportDocument.Cell) -> TableCell {
        TableCell(cell.text, style: cell.meaning.flatMap(style))
    }

    /// How each meaning looks in a terminal; NO_COLOR keeps the bold and dim.
    static func style(_ meaning: ReportDocument.Cell.Meaning) -> CellStyle? {
        switch meaning {
        case .team, .teamColor: Palette.team(meaning.colorOfTeam)
        case .leader, .winner: nil
        case .fastestLap: Palette.accent
        case .movement(let places): places > 0 ? Palette.good : Palette.bad
        case .next: Palette.next
        case .secondary: Palette.dim
        case .strong: CellStyle(bold: true)
        case .sector(let mark, let palette): Palette.team(palette.color(of: mark))
        }
    }

    static func rowStyle(_ emphasis: ReportDocument.Emphasis?) -> CellStyle {
        switch emphasis {
        case .leader, .podium: Palette.title
        case .next: Palette.next
        case .fastestLap, nil: .plain
        }
    }
}

extension DocumentView {
    /// A whole screen of one loadable report: its title (with a refresh's note), then what is not
    /// content (loading, a failure) or the document, from `below` rows under the title.
    static func drawScreen<Content>(
        state: F1UI.ViewState<Content>, refreshFailure: F1UI.Failure?, title: String, loading: String, below: Int = 1,
        _ context: DrawContext, into frame: inout Frame
    ) {
        let region = context.region
        let (note, noteStyle) = Frame.refreshNote(state, failure: refreshFailure, context: context)
        let document = state.content == nil ? nil : context.controller.document
        frame.drawTitle(document?.title ?? title, note: note, noteStyle: noteStyle, context: context)
        if frame.drawStatus(state, loading: loading, context: context, row: region.top + below + 1) { return }
        guard let document else { return }
        draw(document, top: region.top + below + 1, context: context, into: &frame)
    }
}
