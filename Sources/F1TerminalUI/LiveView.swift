import F1UI
import TerminalKit

/// The Live tab: the timing board with the lap counter, the leader, gaps and intervals, places
/// gained or lost since the update before, and team colours.
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
        guard let board else { return }
        var columns = [
            Column(title: "Pos", alignment: .right), Column(title: "", minimumWidth: 3), Column(title: "Driver"),
            Column(title: "Team", dropOrder: 1, isFlexible: true, maximumWidth: 24),
            Column(title: "Gap", alignment: .right, minimumWidth: 8), Column(title: "Interval", alignment: .right),
        ]
        // A timing feed's tyres, stops and laps; narrow terminals drop them before the gaps.
        let timing = board.hasTiming
        if timing {
            columns += [
                Column(title: "Tyre", dropOrder: 3), Column(title: "Pits", alignment: .right, dropOrder: 4),
                Column(title: "Last lap", alignment: .right, dropOrder: 2), Column(title: "", dropOrder: 5),
            ]
        }
        let rows = board.lines.map { line in
            [
                TableCell(line.position),
                TableCell(line.changeMark, style: line.change > 0 ? Palette.good : line.change < 0 ? Palette.bad : nil),
                TableCell("▌" + line.code, style: Palette.team(line.teamColor)), TableCell(line.team, style: Palette.team(line.teamColor)),
                TableCell(line.gap), TableCell(line.interval, style: Palette.dim),
            ]
                + (timing
                    ? [
                        TableCell(line.tyre), TableCell(line.pitStops, style: Palette.dim), TableCell(line.lastLap),
                        TableCell(line.note, style: Palette.accent),
                    ] : [])
        }
        let jumps = screen.canJump ? " · [ ] a lap back / on" : ""
        let footer = (screen.isRunning ? "Space stops · + - change speed" : "Space starts again") + jumps
        frame.drawTable(columns: columns, rows: rows, top: region.top + 3, width: region.width - 3, height: region.height - 4)
        frame.put(footer, row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
    }

    private static func speedText(_ speed: Double) -> String {
        Int(exactly: speed).map(String.init) ?? String(speed)
    }
}
