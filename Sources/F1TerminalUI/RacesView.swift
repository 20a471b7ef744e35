import F1UI
import TerminalKit

/// The Races tab: the season's calendar as `f1report season` prints it, races to come (the next
/// one highlighted) and races run with their winners; a race opens its weekend.
@MainActor
enum RacesView {
    static func draw(_ screen: RacesScreen, _ context: DrawContext, into frame: inout Frame) {
        DocumentView.drawScreen(
            state: screen.state, refreshFailure: screen.refreshFailure, title: "\(screen.season) season",
            loading: "Loading the \(screen.season) calendar…", context, into: &frame)
    }
}
