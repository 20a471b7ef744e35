import F1UI
import TerminalKit

/// A driver's or a team's season, race by race, opened from the standings; a race opens its weekend.
@MainActor
enum CompetitorView {
    static func draw(_ screen: CompetitorSeasonScreen, _ context: DrawContext, into frame: inout Frame) {
        DocumentView.drawScreen(
            state: screen.state, refreshFailure: screen.refreshFailure, title: "Season", loading: "Loading the season race by race…", context,
            into: &frame)
    }
}
