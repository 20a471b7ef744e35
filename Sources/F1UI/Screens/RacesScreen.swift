import F1Domain
import F1UseCases
import Observation

/// A season's calendar: the races to come with countdowns, and the races run with their winners.
@MainActor
@Observable
public final class RacesScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        public var upcoming: [F1UI.Race.Row]
        public var past: [F1UI.Race.Row]
        /// What the rows were made from, for machine-readable output of the same load.
        public var schedule: SeasonSchedule

        public init(season: Int, upcoming: [F1UI.Race.Row], past: [F1UI.Race.Row], schedule: SeasonSchedule) {
            self.schedule = schedule
            self.season = season
            self.upcoming = upcoming
            self.past = past
        }

        /// The next race's countdown to the minute at `now`, "in 11 days 1 h", where the source
        /// gives its start in UTC; nil otherwise (its row keeps the count of days).
        public func nextCountdown(at now: Moment, format: F1UI.Format) -> String? {
            guard let race = schedule.upcoming.first?.race, let time = race.startTime, time.isUTC else { return nil }
            return format.countdown(minutes: now.minutes(until: Moment(date: race.date, time: time)))
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    public let season: Int
    @ObservationIgnored private let router: Router?

    /// With `router`, choosing a race opens its weekend.
    public init(
        season: Int, format: F1UI.Format, router: Router? = nil,
        loadSchedule: @escaping @Sendable (Int) async throws -> SeasonSchedule
    ) {
        self.season = season
        self.router = router
        loader = ContentLoader(
            emptiness: { content in
                content.upcoming.isEmpty && content.past.isEmpty ? "The \(content.season) calendar has no races in this source yet." : nil
            }, operation: { Self.makeContent(from: try await loadSchedule(season), format: format) })
    }

    /// Opens the weekend of the race in `round`.
    public func onSelectRace(round: Int) {
        router?.push(.race(season: season, round: .round(round)))
    }

    package nonisolated static func makeContent(from schedule: SeasonSchedule, format: F1UI.Format) -> Content {
        Content(
            season: schedule.season,
            upcoming: schedule.upcoming.enumerated().map { makeRowData(from: $0.element, isNext: $0.offset == 0, format: format) },
            past: schedule.past.map { makeRowData(from: $0, format: format) },
            schedule: schedule)
    }

    package nonisolated static func makeRowData(from upcoming: SeasonSchedule.Upcoming, isNext: Bool, format: F1UI.Format) -> F1UI.Race.Row {
        var row = makeRowData(from: upcoming.race, format: format)
        row.countdown = format.countdown(days: upcoming.daysUntil)
        row.isNext = isNext
        return row
    }

    package nonisolated static func makeRowData(from past: SeasonSchedule.Past, format: F1UI.Format) -> F1UI.Race.Row {
        var row = makeRowData(from: past.race, format: format)
        row.winner = past.winner?.driver.fullName
        return row
    }

    package nonisolated static func makeRowData(from race: Race, format: F1UI.Format) -> F1UI.Race.Row {
        let session = format.session(race.date, race.startTime)
        return F1UI.Race.Row(
            round: race.round, name: race.name, circuit: makeRowData(from: race.circuit), date: session.day,
            startTime: session.time, countdown: nil, winner: nil, isNext: false)
    }

    package nonisolated static func makeRowData(from circuit: Circuit) -> F1UI.Circuit.Row {
        F1UI.Circuit.Row(name: circuit.name, place: "\(circuit.location.locality), \(circuit.location.country)")
    }
}
