import F1UI
import TerminalKit

/// The Standings tab: the drivers' or the constructors' table, switchable, the leader marked.
@MainActor
enum StandingsView {
    static func draw(_ screen: StandingsScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let (note, noteStyle) = Frame.refreshNote(screen.state, failure: screen.refreshFailure, context: context)
        let season = context.controller.model.season
        frame.drawTitle("\(season) championship", note: note, noteStyle: noteStyle, context: context)
        drawKinds(screen, row: region.top + 1, column: region.left + 1, into: &frame)
        let what = screen.kind == .drivers ? "drivers'" : "constructors'"
        if frame.drawStatus(screen.state, loading: "Loading the \(season) \(what) standings…", context: context, row: region.top + 3) { return }
        guard let content = screen.state.content else { return }
        let after = "after round \(content.round)"
        frame.put(after, row: region.top, column: region.left + region.width - 1 - Frame.displayWidth(of: after), style: Palette.dim)
        let top = region.top + 3, height = region.height - 3
        switch screen.kind {
        case .drivers:
            let columns = [
                Column(title: "Pos", alignment: .right), Column(title: ""), Column(title: "Driver", isFlexible: true, minimumWidth: 10),
                Column(title: "Team", dropOrder: 1, isFlexible: true, maximumWidth: 30), Column(title: "Nationality", dropOrder: 2),
                Column(title: "Wins", alignment: .right), Column(title: "Pts", alignment: .right), Column(title: "Behind", alignment: .right, dropOrder: 3),
            ]
            let rows = content.drivers.map { row in
                [
                    TableCell(row.position), TableCell(row.isLeader ? "★" : "", style: Palette.next), TableCell(row.driver),
                    TableCell(row.teams, style: Palette.team(F1UI.TeamColor.forTeam(named: row.teams))), TableCell(row.nationality, style: Palette.dim),
                    TableCell(row.wins), TableCell(row.points, style: CellStyle(bold: true)), TableCell(row.behindLeader ?? "", style: Palette.dim),
                ]
            }
            frame.drawTable(columns: columns, rows: rows, top: top, width: region.width - 3, height: height, selected: context.cursor) {
                content.drivers[$0].isLeader ? Palette.title : .plain
            }
        case .constructors:
            let columns = [
                Column(title: "Pos", alignment: .right), Column(title: ""), Column(title: "Team", isFlexible: true, minimumWidth: 10),
                Column(title: "Nationality", dropOrder: 2), Column(title: "Wins", alignment: .right),
                Column(title: "Pts", alignment: .right), Column(title: "Behind", alignment: .right, dropOrder: 3),
            ]
            let rows = content.constructors.map { row in
                [
                    TableCell(row.position), TableCell(row.isLeader ? "★" : "", style: Palette.next),
                    TableCell(row.team, style: Palette.team(F1UI.TeamColor.forTeam(named: row.team))), TableCell(row.nationality, style: Palette.dim),
                    TableCell(row.wins), TableCell(row.points, style: CellStyle(bold: true)), TableCell(row.behindLeader ?? "", style: Palette.dim),
                ]
            }
            frame.drawTable(columns: columns, rows: rows, top: top, width: region.width - 3, height: height, selected: context.cursor) {
                content.constructors[$0].isLeader ? Palette.title : .plain
            }
        }
    }

    private static func drawKinds(_ screen: StandingsScreen, row: Int, column: Int, into frame: inout Frame) {
        var x = column
        for kind in screen.kinds {
            let label = kind == .drivers ? " Drivers " : " Constructors "
            x = frame.put(label, row: row, column: x, style: kind == screen.kind ? Palette.selected(Palette.title) : Palette.dim) + 1
        }
        if screen.kinds.count > 1 { frame.put("← →", row: row, column: x + 1, style: Palette.dim) }
    }
}
