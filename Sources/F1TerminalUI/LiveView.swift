import F1Charts
import F1UI
import TerminalKit

/// The Live tab: the live document's table (gaps and intervals, places gained or lost since the
/// update before, team colours) under a header of the feed's state, its lap and leader.
@MainActor
enum LiveView {
    static func draw(_ screen: LiveRaceScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let board = screen.state.content?.board
        frame.drawTitle(board?.raceName ?? "Live race", context: context)
        var x = region.left + 1
        if screen.isRunning {
            x = frame.put(" ● LIVE ", row: region.top + 1, column: x, style: Palette.live) + 2
        } else if board?.isFinished == true {
            x = frame.put(" FINISHED ", row: region.top + 1, column: x, style: Palette.bar) + 2
        } else if board != nil {
            x = frame.put(" STOPPED ", row: region.top + 1, column: x, style: Palette.bar) + 2
        }
        if let board {
            x = frame.put("Lap \(board.lap)", row: region.top + 1, column: x, style: Palette.title) + 3
            x = frame.put("Leader \(board.leader)", row: region.top + 1, column: x) + 3
        }
        if let board, board.status != "Racing", !board.isFinished {
            // Cut before it is upper-cased, which goes through every character.
            let status = Frame.fitted(board.status, to: region.left + region.width - x - 2).uppercased()
            x = frame.put(" \(status) ", row: region.top + 1, column: x, style: Palette.bar) + 2
        }
        if let speed = screen.speed {
            x = frame.put("Speed \(Self.speedText(speed))×", row: region.top + 1, column: x, style: Palette.dim) + 3
        }
        if let clock = board?.clock { frame.put(clock, row: region.top + 1, column: x, style: Palette.dim) }
        if let message = board?.message {
            frame.put(Frame.prefix(of: message, fitting: region.width - 4).text, row: region.top + 2, column: region.left + 2, style: Palette.dim)
        }
        switch screen.state {
        case .idle:
            frame.putWrapped(
                "Press Space to start the live race.", row: region.top + 3, column: region.left + 2, width: region.width - 4, style: Palette.accent)
            return
        case .loading:
            frame.put(context.spinner + " Waiting for the first lap…", row: region.top + 3, column: region.left + 2, style: Palette.accent)
            return
        case .error(let failure):
            frame.drawFailure(
                failure, message: context.controller.describe(failure), retriesWithR: false, row: region.top + 3, column: region.left + 2,
                width: region.width - 4)
            frame.put("Press Space to start again.", row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
            return
        case .empty(let sentence):
            frame.putWrapped(sentence, row: region.top + 3, column: region.left + 2, width: region.width - 4, style: .plain)
            return
        case .loaded, .refreshing:
            break
        }
        // The board's table is the live document's, the one `f1report live` prints each update.
        guard let section = context.controller.document?.sections.first else { return }
        let below = DocumentView.drawSection(section, selected: nil, row: region.top + 3, bottom: region.bottom - 1, context: context, into: &frame)
        // A tall window has room under the board for the gaps lap by lap.
        if region.bottom - 1 - below >= 10, let content = screen.state.content, let chart = context.controller.builder.liveGapChart(content.trail) {
            chart.draw(
                into: &frame, row: below + 1, column: region.left + 1, size: TerminalSize(columns: region.width - 2, rows: region.bottom - 2 - below),
                usesColor: context.controller.usesColor)
        }
        let jumps = screen.canJump ? " · [ ] a lap back / on" : ""
        let footer = (screen.isRunning ? "Space stops · + - change speed" : "Space starts again") + jumps
        frame.put(footer, row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
    }

    private static func speedText(_ speed: Double) -> String {
        Int(exactly: speed).map(String.init) ?? String(speed)
    }
}
