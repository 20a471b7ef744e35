import F1Domain
import F1UseCases
import Observation

/// A sprint's classification.
@MainActor
@Observable
public final class SprintScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        public var rows: [F1UI.Result.Row]
        /// What the rows were made from.
        public var results: SprintResults

        public init(race: F1UI.Race.Row, season: Int, rows: [F1UI.Result.Row], results: SprintResults) {
            self.race = race
            self.season = season
            self.rows = rows
            self.results = results
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadResults: @escaping @Sendable () async throws -> SprintResults) {
        loader = ContentLoader { Self.makeContent(from: try await loadResults(), format: format) }
    }

    package nonisolated static func makeContent(from sprint: SprintResults, format: F1UI.Format) -> Content {
        // A sprint row is a race row: the same columns, the same rules for gaps and podiums.
        let rows = sprint.results.map { RaceResultsScreen.makeRowData(from: $0.asRaceResult, format: format) }
        var race = RacesScreen.makeRowData(from: sprint.race, format: format)
        // The row's day and time are the sprint's, not the grand prix's.
        if let session = sprint.race.sprint {
            (race.date, race.startTime) = format.session(session.date, session.startTime)
        }
        return Content(race: race, season: sprint.race.season, rows: rows, results: sprint)
    }
}
