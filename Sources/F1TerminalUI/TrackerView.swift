import F1Domain
import F1UI
import TerminalKit

/// Draws the app: a pure function of the controller's state and the terminal's size.
///
/// Row 0 is the tab bar; then the screen's title, its content, the live summary while a race runs
/// (on every tab), and the keys. The content area is all that grows on a larger terminal.
@MainActor
package enum TrackerView {
    /// The smallest terminal the app draws in; below it, a sentence asks for more room.
    package static let minimumSize = TerminalSize(columns: 60, rows: 16)

    package static func frame(_ controller: TrackerController, size: TerminalSize) -> Frame {
        var frame = Frame(size: size)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            frame.put(
                Frame.fitted("Make the terminal at least \(minimumSize.columns)×\(minimumSize.rows) (q quits).", to: size.columns), row: 0, column: 0)
            return frame
        }
        drawTabBar(controller, into: &frame)
        let footerRows = 1
        let summaryRows = controller.model.live.isRunning || controller.model.live.state.content != nil ? 1 : 0
        let body = Region(top: 1, left: 0, width: size.columns, height: size.rows - 1 - footerRows - summaryRows)
        drawScreen(controller, into: &frame, region: body)
        if summaryRows > 0 { drawLiveSummary(controller, into: &frame, row: size.rows - 1 - footerRows) }
        drawFooter(controller, into: &frame, row: size.rows - 1)
        if controller.isShowingHelp { HelpOverlay.draw(controller.keyHelp, into: &frame) }
        return frame
    }

    private static func drawScreen(_ controller: TrackerController, into frame: inout Frame, region: Region) {
        let context = DrawContext(controller: controller, region: region)
        switch controller.visible {
        case .races(let screen): RacesView.draw(screen, context, into: &frame)
        case .standings(let screen): StandingsView.draw(screen, context, into: &frame)
        case .seasons(let screen): SeasonsView.draw(screen, context, into: &frame)
        case .live(let screen): LiveView.draw(screen, context, into: &frame)
        case .weekend(let screen): WeekendView.draw(screen, context, into: &frame)
        case .report(let screen as CompetitorSeasonScreen): CompetitorView.draw(screen, context, into: &frame)
        case .report(let screen): drawReport(screen, context, into: &frame)
        }
    }

    private static func drawReport(_ screen: some LoadingScreen, _ context: DrawContext, into frame: inout Frame) {
        let title = context.controller.model.router.top?.title ?? "Report"
        DocumentView.drawScreen(
            state: screen.state, refreshFailure: screen.refreshFailure, title: title, loading: "Computing the \(title)…", context, into: &frame)
    }

    private static func drawTabBar(_ controller: TrackerController, into frame: inout Frame) {
        let width = frame.size.columns
        frame.fill(row: 0, column: 0, width: width, style: Palette.bar)
        var x = frame.put(" F1 Tracker ", row: 0, column: 0, style: Palette.bar.with(bold: true))
        for (index, tab) in F1UI.Tab.allCases.enumerated() {
            let label = " \(index + 1) \(tab.title) "
            x = frame.put(label, row: 0, column: x + 1, style: tab == controller.model.router.tab ? Palette.currentTab : Palette.bar)
        }
        let right = "\(controller.model.season) · \(controller.sourceName) "
        let room = width - x - 2
        if room > 8 {
            let text = Frame.fitted(right, to: room)
            frame.put(text, row: 0, column: width - Frame.displayWidth(of: text), style: Palette.bar)
        }
    }

    private static func drawLiveSummary(_ controller: TrackerController, into frame: inout Frame, row: Int) {
        let live = controller.model.live
        guard let summary = live.summary else {
            frame.put(" ● LIVE  waiting for the first lap…", row: row, column: 0, style: Palette.accent)
            return
        }
        let badge = live.isRunning ? " ● LIVE " : summary.isFinished ? " FINISHED " : " STOPPED "
        let x = frame.put(badge, row: row, column: 0, style: live.isRunning ? Palette.live : Palette.bar)
        frame.put(" " + Frame.fitted(summary.text, to: frame.size.columns - x - 2), row: row, column: x, style: Palette.title)
    }

    private static func drawFooter(_ controller: TrackerController, into frame: inout Frame, row: Int) {
        var hints: [(String, String)] = [("↑↓", "move")]
        switch controller.visible {
        case .standings(let screen):
            hints.append(("Enter", "open"))
            if screen.kinds.count > 1 { hints.append(("←→", "table")) }
        case .races, .seasons, .report(is CompetitorSeasonScreen): hints.append(("Enter", "open"))
        case .report:
            hints.append(("Enter", "open"))
            if controller.hasSections { hints.append(("←→", "table")) }
            switch controller.model.router.top {
            case .championship?, .champions?: hints.append(("w", "what-if"))
            default: break
            }
        case .weekend(let screen):
            hints.append(("←→", "section"))
            if screen.section == .results { hints.append(("Enter", "driver")) }
        case .live: hints.append(("+-", "speed"))
        }
        if controller.model.router.top != nil { hints.append(("Esc", "back")) }
        hints += [("Tab", "tabs"), ("r", "refresh"), ("Space", controller.model.live.isRunning ? "stop live" : "live")]
        // Help and quit are always shown, at the end; the screen's own keys give way first when narrow.
        let always: [(String, String)] = [("?", "help"), ("q", "quit")]
        func width(_ hint: (String, String)) -> Int { Frame.displayWidth(of: hint.0) + 1 + Frame.displayWidth(of: hint.1) + 2 }
        var room = frame.size.columns - 2 - always.reduce(0) { $0 + width($1) }
        var shown: [(String, String)] = []
        for hint in hints where width(hint) <= room {
            shown.append(hint)
            room -= width(hint)
        }
        var x = 1
        for (key, action) in shown + always {
            x = frame.put(key, row: row, column: x, style: Palette.key)
            x = frame.put(" " + action, row: row, column: x, style: Palette.dim) + 2
        }
    }
}

/// A rectangle of the frame that a screen draws into.
struct Region {
    var top: Int
    var left: Int
    var width: Int
    var height: Int

    var bottom: Int { top + height }
}

/// What every screen's view needs besides its screen: where to draw, and the app's cursor and clock.
@MainActor
struct DrawContext {
    let controller: TrackerController
    let region: Region

    var cursor: Int { controller.cursor }
    var format: F1UI.Format { controller.model.format }
    var spinner: String {
        let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        return String(frames[controller.spinnerPhase % frames.count])
    }
}

extension CellStyle {
    func with(bold: Bool) -> CellStyle {
        var style = self
        style.bold = bold
        return style
    }
}
