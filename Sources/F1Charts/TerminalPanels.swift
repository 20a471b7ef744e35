import F1UI
import TerminalKit

/// A terminal plot's panels stacked under its own plot, and the corners marked on its top line.
extension TerminalPlot {
    /// Shares `rows` out among the chart's own plot (two shares) and its panels (one each, at least
    /// three rows, after a line with the panel's title); panels that do not fit are left out from the last.
    func stack(_ rows: Int, into layout: inout Layout) {
        var panels = strips.count - 1
        while panels > 0 && 3 + panels * 4 > rows { panels -= 1 }
        layout.hidden = strips.dropFirst(1 + panels).map(\.axis.title)
        let content = rows - panels
        let share = panels > 0 ? max(3, content / (panels + 2)) : 0
        layout.plotRows = max(0, content - share * panels)
        guard layout.plotRows > 0 else { return }
        layout.stripRows = [StripRows(strip: 0, top: layout.plotTop, rows: layout.plotRows)]
        var top = layout.plotTop + layout.plotRows
        for index in stride(from: 1, through: panels, by: 1) {
            layout.stripRows.append(StripRows(strip: index, top: top + 1, rows: share))
            top += 1 + share
        }
    }

    /// The line above each panel: its axis' title, then a dashed rule across the plot; and the note
    /// naming the panels left out, at the right of the top line.
    func drawDividers(into frame: inout Frame, layout: Layout) {
        for rows in layout.stripRows where rows.strip > 0 && strips.indices.contains(rows.strip) {
            let row = rows.top - 1
            frame.put(String(repeating: "╌", count: layout.plotLeft + layout.plotColumns), row: row, column: 0, style: styles.axis)
            let axis = strips[rows.strip].axis  // trap-ok: checked in the loop's condition.
            let title = TerminalText.fitted(axis.title, width: layout.plotLeft + layout.plotColumns - 1)
            frame.put(title + " ", row: row, column: 0, style: styles.tickLabel)
        }
        guard !layout.hidden.isEmpty, let row = layout.topRow else { return }
        let titleWidth = Frame.displayWidth(of: TerminalText.fitted(chart.y.title, width: layout.plotColumns))
        let room = frame.size.columns - titleWidth - 1
        let note = TerminalText.fitted("Not shown: " + layout.hidden.joined(separator: ", "), width: room)
        let width = Frame.displayWidth(of: note)
        guard width > 0 else { return }
        frame.put(note, row: row, column: frame.size.columns - width, style: styles.summary)
    }

    /// Each corner as a notch on the top line at its distance, its name after it where that fits
    /// clear of the axis' title and the corner before.
    func drawCorners(into frame: inout Frame, row: Int, layout: Layout) {
        let corners = chart.markers.filter { $0.kind == .corner && $0.x.isFinite }.sorted { $0.x < $1.x }
        guard !corners.isEmpty else { return }
        var taken = [0..<(Frame.displayWidth(of: TerminalText.fitted(chart.y.title, width: layout.plotColumns)) + 1)]
        let end = layout.plotLeft + layout.plotColumns
        for corner in corners {
            let column = layout.plotLeft + columns(from: corner.x, to: corner.x, layout: layout).lowerBound
            guard !taken.contains(where: { $0.contains(column) }) else { continue }
            frame.put("▾", row: row, column: column, style: styles.axis)
            let width = Frame.displayWidth(of: corner.label)
            let span = column..<(column + 2 + width)
            if width > 0, span.upperBound - 1 <= end, !taken.contains(where: { $0.overlaps(span) }) {
                frame.put(corner.label, row: row, column: column + 1, style: styles.tickLabel)
                taken.append(span)
            } else {
                taken.append(column..<(column + 1))
            }
        }
    }
}
