import F1Domain
import F1UI
import F1UseCases
import TerminalKit

/// The Races tab: the season's races to come (the next one highlighted, its countdown ticking by
/// the minute) and the races run with their winners, in one list.
@MainActor
enum RacesView {
    static func draw(_ screen: RacesScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let (note, noteStyle) = Frame.refreshNote(screen.state, failure: screen.refreshFailure, context: context)
        frame.drawTitle("\(screen.season) calendar", note: note, noteStyle: noteStyle, context: context)
        if frame.drawStatus(screen.state, loading: "Loading the \(screen.season) calendar…", context: context, row: region.top + 2) { return }
        guard let content = screen.state.content else { return }
        let rows = content.upcoming.enumerated().map { index, race in
            cells(race, status: index == 0 ? nextCountdown(content, context) ?? race.countdown ?? "" : race.countdown ?? "")
        } + content.past.map { cells($0, status: $0.winner.map { "Won by \($0)" } ?? "Results to come") }
        let columns = [
            Column(title: "Rd", alignment: .right),
            Column(title: "Race", isFlexible: true, minimumWidth: 12),
            Column(title: "Date"),
            Column(title: "Time", dropOrder: 2),
            Column(title: "Circuit", dropOrder: 3, isFlexible: true, maximumWidth: 40),
            Column(title: "Next / Winner", isFlexible: true),
        ]
        let upcomingCount = content.upcoming.count
        frame.drawTable(
            columns: columns, rows: rows, top: region.top + 2, width: region.width - 3, height: region.height - 2,
            selected: context.cursor
        ) { index in
            index == 0 && upcomingCount > 0 ? Palette.next : .plain
        }
        let summary = "\(content.past.count) run · \(content.upcoming.count) to come"
        frame.put(summary, row: region.top, column: region.left + region.width - 1 - Frame.displayWidth(of: summary), style: Palette.dim)
    }

    private static func cells(_ race: F1UI.Race.Row.ViewData, status: String) -> [TableCell] {
        [
            TableCell(String(race.round)), TableCell(race.name), TableCell(race.date), TableCell(race.startTime ?? ""),
            TableCell(race.circuit.place, style: Palette.dim), TableCell(status, style: race.isNext ? Palette.next : nil),
        ]
    }

    /// The next race's countdown to the minute from the clock, "in 11 days 1 h", where the source gives its start time.
    private static func nextCountdown(_ content: RacesScreen.Content, _ context: DrawContext) -> String? {
        guard let race = content.schedule.upcoming.first?.race, let time = race.startTime, time.isUTC else { return nil }
        let start = Moment(date: race.date, time: time)
        return context.format.countdown(minutes: context.controller.now().minutes(until: start))
    }
}
