import F1UI
import TerminalKit

/// The Seasons tab: every season the source holds; choosing one shows it on every tab.
@MainActor
enum SeasonsView {
    static func draw(_ screen: SeasonsScreen, _ context: DrawContext, into frame: inout Frame) {
        DocumentView.drawScreen(
            state: screen.state, refreshFailure: screen.refreshFailure, title: "Seasons", loading: "Loading the seasons…", context, into: &frame)
    }
}
