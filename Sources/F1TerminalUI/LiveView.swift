import F1Charts
import F1UI
import TerminalKit

/// The Live tab: the live document's table (gaps and intervals, places gained or lost since the
/// update before, team colours, the last lap's sectors) under a header of the feed's state, its
/// lap and leader, race control's word and the weather; and the map of the cars where the source
/// has the circuit.
@MainActor
enum LiveView {
    static func draw(_ screen: LiveRaceScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let board = screen.state.content?.board
        frame.drawTitle(board?.raceName ?? "Live race", context: context)
        var x = region.left + 1
        if screen.isRunning, screen.isPaused {
            x = frame.put(" ❚❚ PAUSED ", row: region.top + 1, column: x, style: Palette.bar) + 2
        } else if screen.isRunning {
            // Held back or rewound, the board says how far behind live it is beside the badge.
            x = frame.put(board?.playback == nil ? " ● LIVE " : " ● BEHIND ", row: region.top + 1, column: x, style: Palette.live) + 2
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
        if let playback = board?.playback { x = frame.put(playback, row: region.top + 1, column: x, style: Palette.accent) + 3 }
        if let clock = board?.clock { frame.put(clock, row: region.top + 1, column: x, style: Palette.dim) }
        // Race control's word, and the weather at the right where both fit.
        let weather = board?.weather.map { Frame.prefix(of: $0, fitting: region.width - 4).text }
        let weatherWidth = weather.map { Frame.prefix(of: $0, fitting: region.width).width + 3 } ?? 0
        if let message = board?.message {
            frame.put(
                Frame.prefix(of: message, fitting: max(region.width - 4 - weatherWidth, 0)).text, row: region.top + 2, column: region.left + 2,
                style: Palette.dim)
        }
        if let weather {
            let column = board?.message == nil ? region.left + 2 : region.left + region.width - 2 - weatherWidth + 3
            frame.put(weather, row: region.top + 2, column: column, style: Palette.dim)
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
        guard let document = context.controller.document, let section = document.sections.first else { return }
        let usesColor = context.controller.usesColor
        // The map of the cars, where the source has the circuit: beside the board in a wide window,
        // else under it in place of the gap chart.
        let map = context.controller.showsLiveMap ? document.sections.first { $0.key == "trackMap" }?.chart : nil
        var left = region
        if let map, region.width >= Self.besideWidth {
            let columns = min(Self.mapColumns, region.width - Self.boardColumns)
            left.width = region.width - columns - 1
            map.draw(
                into: &frame, row: region.top + 3, column: region.left + left.width,
                size: TerminalSize(columns: columns, rows: region.bottom - 4 - region.top), usesColor: usesColor)
        }
        let boardContext = DrawContext(controller: context.controller, region: left)
        let below = DocumentView.drawSection(
            section, selected: nil, row: region.top + 3, bottom: region.bottom - 1, context: boardContext, into: &frame)
        let room = TerminalSize(columns: left.width - 2, rows: region.bottom - 2 - below)
        if room.rows >= 10, let map, left.width == region.width {
            map.draw(into: &frame, row: below + 1, column: region.left + 1, size: room, usesColor: usesColor)
        } else if room.rows >= 10, let content = screen.state.content, let chart = context.controller.builder.liveGapChart(content.trail) {
            // A tall window has room under the board for the gaps lap by lap.
            chart.draw(into: &frame, row: below + 1, column: region.left + 1, size: room, usesColor: usesColor)
        }
        let jumps = screen.canJump ? " · [ ] a lap back / on" : ""
        let mapKey = screen.state.content?.layout == nil ? "" : context.controller.showsLiveMap ? " · v hides the map" : " · v shows the map"
        let footer: String
        if screen.canShiftTime, screen.isRunning {
            // A session followed live keeps arriving while it is held back, paused or rewound.
            footer = (screen.isPaused ? "Space plays on" : "Space pauses") + " · < > delay · , . 10 s · L live · + - speed" + jumps + mapKey
        } else {
            footer = (screen.isRunning ? "Space stops · + - change speed" : "Space starts again") + jumps + mapKey
        }
        frame.put(footer, row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
    }

    /// A window at least this wide has the map beside the board, in at most `mapColumns` columns,
    /// leaving the board `boardColumns` (as in an 80-column window); a narrower one under it.
    static let besideWidth = 120
    static let boardColumns = 80
    static let mapColumns = 64

    private static func speedText(_ speed: Double) -> String {
        Int(exactly: speed).map(String.init) ?? String(speed)
    }
}
