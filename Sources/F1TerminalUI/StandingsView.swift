import F1UI
import TerminalKit

/// The Standings tab: the drivers' or the constructors' table as `f1report standings` prints it, switchable.
@MainActor
enum StandingsView {
    static func draw(_ screen: StandingsScreen, _ context: DrawContext, into frame: inout Frame) {
        let season = context.controller.model.season
        let what = screen.kind == .drivers ? "drivers'" : "constructors'"
        DocumentView.drawScreen(
            state: screen.state, refreshFailure: screen.refreshFailure, title: "\(season) \(what) championship",
            loading: "Loading the \(season) \(what) standings…", below: 2, context, into: &frame)
        drawKinds(screen, row: context.region.top + 1, column: context.region.left + 1, into: &frame)
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
