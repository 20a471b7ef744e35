import F1UI
import TerminalKit

/// A driver's or a team's season, race by race, opened from the standings.
@MainActor
enum CompetitorView {
    static func draw(_ screen: CompetitorSeasonScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let (note, noteStyle) = Frame.refreshNote(screen.state, failure: screen.refreshFailure, context: context)
        frame.drawTitle(screen.state.content?.title ?? "Season", note: note, noteStyle: noteStyle, context: context)
        if frame.drawStatus(screen.state, loading: "Loading the season race by race…", context: context, row: region.top + 2) { return }
        guard let content = screen.state.content else { return }
        frame.put(Frame.fitted(content.subtitle, to: region.width - 2), row: region.top + 1, column: region.left + 1, style: Palette.dim)
        let summary = content.summary
        let line = "Points \(summary.racePoints) · Wins \(summary.wins) · Podiums \(summary.podiums) · Starts \(summary.starts) · Best \(summary.bestFinish)"
        frame.put(Frame.fitted(line, to: region.width - 2), row: region.top + 2, column: region.left + 1)
        let isTeam = content.constructorSeason != nil
        let columns = [
            Column(title: "Rd", alignment: .right), Column(title: "Race", isFlexible: true, minimumWidth: 10),
            Column(title: "Date", dropOrder: 2), Column(title: isTeam ? "Finishes" : "Grid", alignment: isTeam ? .left : .right, dropOrder: 1),
            Column(title: isTeam ? "Best" : "Finish", alignment: .right), Column(title: "Pts", alignment: .right),
        ]
        let rows = content.rows.map { row in
            [
                TableCell(String(row.round)), TableCell(row.race), TableCell(row.date, style: Palette.dim),
                // A team's row names every car's finish; a driver's shows where the car started.
                TableCell(isTeam ? row.finish : row.cars.first?.grid ?? ""),
                TableCell(row.isToCome ? "to come" : isTeam ? row.cars.compactMap { Int($0.finish) }.min().map(String.init) ?? "–" : row.finish,
                          style: row.isWin ? Palette.next : row.isToCome ? Palette.dim : nil),
                TableCell(row.points),
            ]
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top + 4, width: region.width - 3, height: region.height - 4, selected: context.cursor) {
            content.rows[$0].isPodium ? Palette.title : .plain
        }
    }
}
