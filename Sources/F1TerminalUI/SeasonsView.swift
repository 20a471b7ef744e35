import F1UI
import TerminalKit

/// The Seasons tab: every season the source holds; choosing one shows it on every tab.
@MainActor
enum SeasonsView {
    static func draw(_ screen: SeasonsScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let (note, noteStyle) = Frame.refreshNote(screen.state, failure: screen.refreshFailure, context: context)
        frame.drawTitle("Seasons", note: note, noteStyle: noteStyle, context: context)
        if frame.drawStatus(screen.state, loading: "Loading the seasons…", context: context, row: region.top + 2) { return }
        guard let content = screen.state.content else { return }
        let shown = context.controller.model.season
        let count = "\(content.rows.count) season\(content.rows.count == 1 ? "" : "s") · Enter shows one on every tab"
        frame.put(Frame.fitted(count, to: region.width - 2), row: region.top + 1, column: region.left + 1, style: Palette.dim)
        let columns = [Column(title: ""), Column(title: "Season", alignment: .right), Column(title: "", isFlexible: true)]
        let rows = content.rows.map { row in
            [TableCell(row.year == shown ? "●" : "", style: Palette.next), TableCell(String(row.year)), TableCell(row.year == shown ? "shown on every tab" : "", style: Palette.dim)]
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top + 3, width: min(40, region.width - 3), height: region.height - 3, selected: context.cursor)
    }
}
