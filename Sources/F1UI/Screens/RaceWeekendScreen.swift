import F1Domain
import F1UseCases
import Observation

/// A race weekend: its timetable in the chosen time zone with each session's state and countdown,
/// and the headlines of the sessions run (pole, sprint winner, winner).
@MainActor
@Observable
public final class RaceWeekendScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        public var sessions: [F1UI.Weekend.SessionRow]
        /// "Max Verstappen, 1:29.708".
        public var poleSitter: String?
        public var sprintWinner: String?
        public var winner: String?
        /// The race is over by the clock and the source has no results for it yet.
        public var awaitsResults: Bool
        /// What the rows were made from, for machine-readable output of the same load.
        public var weekend: RaceWeekend

        public init(
            race: F1UI.Race.Row, season: Int, sessions: [F1UI.Weekend.SessionRow], poleSitter: String?,
            sprintWinner: String?, winner: String?, awaitsResults: Bool = false, weekend: RaceWeekend
        ) {
            self.awaitsResults = awaitsResults
            self.race = race
            self.season = season
            self.sessions = sessions
            self.poleSitter = poleSitter
            self.sprintWinner = sprintWinner
            self.winner = winner
            self.weekend = weekend
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(
        season: Int, round: RoundSelector, format: F1UI.Format,
        loadWeekend: @escaping @Sendable (Int, RoundSelector) async throws -> RaceWeekend
    ) {
        loader = ContentLoader { Self.makeContent(from: try await loadWeekend(season, round), format: format) }
    }

    package nonisolated static func makeContent(from weekend: RaceWeekend, format: F1UI.Format) -> Content {
        let next = weekend.nextSession
        var race = RacesScreen.makeRowData(from: weekend.race, format: format)
        race.winner = weekend.results?.winner?.driver.fullName
        return Content(
            race: race, season: weekend.race.season,
            sessions: weekend.sessions.map { makeRowData(from: $0, season: weekend.race.season, isNext: $0 == next, format: format) },
            poleSitter: weekend.polePosition.map { poleText($0, format: format) },
            sprintWinner: weekend.sprintWinner?.driver.fullName, winner: weekend.results?.winner?.driver.fullName,
            awaitsResults: weekend.results == nil && weekend.sessions.last.map { $0.session.kind == .race && $0.state == .done } == true,
            weekend: weekend)
    }

    /// "Max Verstappen, 1:29.708", or "Max Verstappen (won the sprint, which set the grid)".
    package nonisolated static func poleText(_ pole: PolePosition, format: F1UI.Format) -> String {
        if pole.wonTheSprint { return pole.driver.fullName + " (won the sprint, which set the grid)" }
        return pole.driver.fullName + (pole.time.map { ", " + format.lapTime($0) } ?? "")
    }

    package nonisolated static func makeRowData(
        from session: RaceWeekend.Session, season: Int, isNext: Bool, format: F1UI.Format
    ) -> F1UI.Weekend.SessionRow {
        let when = format.session(session.session.date, session.session.startTime)
        let status =
            switch session.state {
            case .done: "done"
            case .underWay: "under way"
            case .toCome: session.minutesUntilStart.map(format.countdown(minutes:)) ?? "to come"
            }
        return F1UI.Weekend.SessionRow(
            name: F1UI.sessionName(session.session.kind, season: season), day: when.day, time: when.time,
            state: session.state, status: status, isNext: isNext)
    }
}
