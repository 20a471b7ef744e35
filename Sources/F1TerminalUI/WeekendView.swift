import F1UI
import TerminalKit

/// A race weekend opened from a list: its sections side by side (timetable, results, qualifying,
/// sprint, grid, pit stops), each loaded the first time it is shown.
@MainActor
enum WeekendView {
    static func draw(_ screen: RaceDetailScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let title = screen.title.map { "\(screen.season) \($0) · round \(screen.round)" } ?? "\(screen.season) round \(screen.round)"
        let state = screen.sectionState
        let note: String? = state.isLoading && currentContent(screen) ? context.spinner + " refreshing" : state.refreshFailure.map { "Refresh failed: " + context.controller.describe($0) }
        frame.drawTitle(title, note: note, noteStyle: state.refreshFailure == nil ? Palette.accent : Palette.error, context: context)
        drawSections(screen, row: region.top + 1, region: region, into: &frame)
        let body = DrawContext(controller: context.controller, region: Region(top: region.top + 3, left: region.left, width: region.width, height: region.height - 3))
        switch screen.section {
        case .timetable: drawTimetable(screen.weekend, body, into: &frame)
        case .results: drawResults(screen.results.state, loading: "Loading the results…", body, into: &frame)
        case .qualifying: drawQualifying(screen.qualifying, body, into: &frame)
        case .sprint:
            let rows = screen.sprint.state
            drawResults(rows.mapResults { ($0.rows, nil) }, loading: "Loading the sprint…", body, into: &frame)
        case .grid: drawGrid(screen.grid, body, into: &frame)
        case .pitStops: drawPitStops(screen.pitStops, body, into: &frame)
        }
    }

    /// How many rows the section shown has, for the cursor.
    static func rowCount(_ screen: RaceDetailScreen) -> Int {
        switch screen.section {
        case .timetable: screen.weekend.state.content?.sessions.count ?? 0
        case .results: screen.results.state.content?.rows.count ?? 0
        case .qualifying: screen.qualifying.state.content?.rows.count ?? 0
        case .sprint: screen.sprint.state.content?.rows.count ?? 0
        case .grid: screen.grid.state.content?.rows.count ?? 0
        case .pitStops: screen.pitStops.state.content?.drivers.count ?? 0
        }
    }

    private static func currentContent(_ screen: RaceDetailScreen) -> Bool {
        switch screen.section {
        case .timetable: screen.weekend.state.content != nil
        case .results: screen.results.state.content != nil
        case .qualifying: screen.qualifying.state.content != nil
        case .sprint: screen.sprint.state.content != nil
        case .grid: screen.grid.state.content != nil
        case .pitStops: screen.pitStops.state.content != nil
        }
    }

    private static func drawSections(_ screen: RaceDetailScreen, row: Int, region: Region, into frame: inout Frame) {
        var x = region.left + 1
        for section in screen.sections {
            let label = " \(section.title) "
            guard x + Frame.displayWidth(of: label) < region.left + region.width else { break }
            x = frame.put(label, row: row, column: x, style: section == screen.section ? Palette.selected(Palette.title) : Palette.dim) + 1
        }
    }

    private static func drawTimetable(_ screen: RaceWeekendScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        if frame.drawStatus(screen.state, loading: "Loading the weekend…", context: context, row: region.top) { return }
        guard let content = screen.state.content else { return }
        var facts = [("Circuit", "\(content.race.circuit.name), \(content.race.circuit.place)"), ("Race day", content.race.date)]
        if let pole = content.poleSitter { facts.append(("Pole", pole)) }
        if let sprint = content.sprintWinner { facts.append(("Sprint", sprint)) }
        if let winner = content.winner { facts.append(("Winner", winner)) }
        if content.awaitsResults { facts.append(("Results", "not in this source yet")) }
        for (index, fact) in facts.enumerated() {
            frame.put(fact.0, row: region.top + index, column: region.left + 2, style: Palette.dim)
            frame.put(Frame.fitted(fact.1, to: region.width - 14), row: region.top + index, column: region.left + 12,
                      style: fact.0 == "Winner" ? Palette.next : .plain)
        }
        let columns = [Column(title: "Session"), Column(title: "Day"), Column(title: "Time"), Column(title: "Status", isFlexible: true)]
        let rows = content.sessions.map { session in
            [TableCell(session.name), TableCell(session.day), TableCell(session.time ?? ""),
             TableCell(session.status, style: session.isNext ? Palette.next : session.state == .done ? Palette.dim : nil)]
        }
        let top = region.top + facts.count + 1
        frame.drawTable(columns: columns, rows: rows, top: top, width: region.width - 3, height: region.bottom - top, selected: context.cursor) {
            content.sessions[$0].isNext ? Palette.next : .plain
        }
    }

    private static func drawResults(
        _ state: F1UI.ViewState<RaceResultsScreen.Content>, loading: String, _ context: DrawContext, into frame: inout Frame
    ) {
        drawResults(state.mapResults { ($0.rows, $0.fastestLap) }, loading: loading, context, into: &frame)
    }

    private static func drawResults(
        _ state: F1UI.ViewState<ResultRows>, loading: String, _ context: DrawContext, into frame: inout Frame
    ) {
        let region = context.region
        if frame.drawStatus(state, loading: loading, context: context, row: region.top) { return }
        guard let content = state.content else { return }
        let columns = [
            Column(title: "Pos", alignment: .right), Column(title: "Driver", isFlexible: true, minimumWidth: 10),
            Column(title: "Team", dropOrder: 2, isFlexible: true, maximumWidth: 22), Column(title: "Grid", alignment: .right, dropOrder: 3),
            Column(title: "Laps", alignment: .right, dropOrder: 4), Column(title: "Time / Status", isFlexible: true, maximumWidth: 22),
            Column(title: "Pts", alignment: .right), Column(title: "FL", dropOrder: 1),
        ]
        let rows = content.rows.map { row in
            [
                TableCell(row.position), TableCell(row.driver), TableCell(row.team, style: Palette.team(F1UI.TeamColor.forTeam(named: row.team))),
                TableCell(row.grid), TableCell(row.laps), TableCell(row.time), TableCell(row.points),
                TableCell(row.hasFastestLap ? "◆" : "", style: Palette.accent),
            ]
        }
        var height = region.height
        if let fastest = content.fastestLap {
            frame.put(Frame.fitted("Fastest lap: " + fastest, to: region.width - 3), row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
            height -= 1
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top, width: region.width - 3, height: height, selected: context.cursor) {
            content.rows[$0].podium != nil ? Palette.title : .plain
        }
    }

    private static func drawQualifying(_ screen: QualifyingScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        if frame.drawStatus(screen.state, loading: "Loading qualifying…", context: context, row: region.top) { return }
        guard let content = screen.state.content else { return }
        var columns = [Column(title: "Pos", alignment: .right), Column(title: "Driver", isFlexible: true, minimumWidth: 10),
                       Column(title: "Team", dropOrder: 3, isFlexible: true, maximumWidth: 22)]
        columns += content.segments.map { Column(title: $0, alignment: .right) }
        if content.hasTime { columns.append(Column(title: "Time", alignment: .right)) }
        columns.append(Column(title: "Gap", alignment: .right, dropOrder: 2))
        if content.isKnockout { columns.append(Column(title: "Out in", dropOrder: 1)) }
        let rows = content.rows.map { row in
            var cells = [TableCell(row.position), TableCell(row.driver), TableCell(row.team, style: Palette.team(F1UI.TeamColor.forTeam(named: row.team)))]
            cells += content.segments.indices.map { TableCell(row.segments[safeIndex: $0] ?? "") }
            if content.hasTime { cells.append(TableCell(row.time ?? "")) }
            cells.append(TableCell(row.gapToPole ?? "", style: Palette.dim))
            if content.isKnockout { cells.append(TableCell(row.eliminatedIn ?? "", style: Palette.dim)) }
            return cells
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top, width: region.width - 3, height: region.height, selected: context.cursor) {
            content.rows[$0].isPole ? Palette.title : .plain
        }
    }

    private static func drawGrid(_ screen: StartingGridScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        if frame.drawStatus(screen.state, loading: "Loading the grid…", context: context, row: region.top) { return }
        guard let content = screen.state.content else { return }
        let columns = [
            Column(title: "Grid", alignment: .right), Column(title: "Driver", isFlexible: true, minimumWidth: 10),
            Column(title: "Team", dropOrder: 2, isFlexible: true, maximumWidth: 22), Column(title: "Qualified", alignment: .right, dropOrder: 1),
            Column(title: "Note", isFlexible: true),
        ]
        let rows = content.rows.map { row in
            [TableCell(row.slot), TableCell(row.driver), TableCell(row.team, style: Palette.team(F1UI.TeamColor.forTeam(named: row.team))),
             TableCell(row.qualified), TableCell(row.note, style: Palette.accent)]
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top, width: region.width - 3, height: region.height, selected: context.cursor)
    }

    private static func drawPitStops(_ screen: PitStopsScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        if frame.drawStatus(screen.state, loading: "Loading the pit stops…", context: context, row: region.top) { return }
        guard let content = screen.state.content else { return }
        let columns = [
            Column(title: "Driver", isFlexible: true, minimumWidth: 10), Column(title: "Team", dropOrder: 2, isFlexible: true, maximumWidth: 22),
            Column(title: "Stops", alignment: .right), Column(title: "Laps", dropOrder: 1), Column(title: "Durations", isFlexible: true),
            Column(title: "Total", alignment: .right),
        ]
        let rows = content.drivers.map { row in
            [TableCell(row.driver), TableCell(row.team, style: Palette.team(F1UI.TeamColor.forTeam(named: row.team))), TableCell(String(row.stops)),
             TableCell(row.laps), TableCell(row.durations, style: Palette.dim), TableCell(row.total)]
        }
        var height = region.height
        if let fastest = content.fastest {
            frame.put(Frame.fitted("Fastest stop: " + fastest, to: region.width - 3), row: region.bottom - 1, column: region.left + 2, style: Palette.dim)
            height -= 1
        }
        frame.drawTable(columns: columns, rows: rows, top: region.top, width: region.width - 3, height: height, selected: context.cursor)
    }
}

/// A results table's rows and its fastest lap: the race's and the sprint's are drawn alike.
struct ResultRows: Equatable, Sendable {
    var rows: [F1UI.Result.Row.ViewData]
    var fastestLap: String?

    init(_ pair: ([F1UI.Result.Row.ViewData], String?)) {
        rows = pair.0
        fastestLap = pair.1
    }
}

extension F1UI.ViewState {
    /// The same state with its content transformed.
    func mapResults(_ transform: (Content) -> ([F1UI.Result.Row.ViewData], String?)) -> F1UI.ViewState<ResultRows> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let content): .loaded(ResultRows(transform(content)))
        case .refreshing(let content): .refreshing(ResultRows(transform(content)))
        case .empty(let sentence): .empty(sentence)
        case .error(let failure): .error(failure)
        }
    }
}
