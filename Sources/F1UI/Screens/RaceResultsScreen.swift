import F1Domain
import F1UseCases
import Observation

/// A race's full classification.
@MainActor
@Observable
public final class RaceResultsScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        public var rows: [F1UI.Result.Row]
        /// "Charles Leclerc, 1:32.608 on lap 44".
        public var fastestLap: String?
        /// What the rows were made from, for machine-readable output of the same load.
        public var results: RaceResults
        /// "Max Verstappen, 1:29.708": the weekend's pole sitter, when known.
        public var poleSitter: String?
        /// The weekend's sprint winner, when it had a sprint.
        public var sprintWinner: String?
        /// The weekend the race belongs to, when it was loaded for context.
        public var weekend: RaceWeekend?

        public init(
            race: F1UI.Race.Row, season: Int, rows: [F1UI.Result.Row], fastestLap: String?, results: RaceResults,
            poleSitter: String? = nil, sprintWinner: String? = nil, weekend: RaceWeekend? = nil
        ) {
            self.results = results
            self.poleSitter = poleSitter
            self.sprintWinner = sprintWinner
            self.weekend = weekend
            self.race = race
            self.season = season
            self.rows = rows
            self.fastestLap = fastestLap
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    /// With `loadWeekend`, the race's weekend is loaded too, for its pole sitter and sprint
    /// winner; it is context, so a weekend that cannot be loaded leaves them out.
    public init(
        season: Int, round: RoundSelector, format: F1UI.Format,
        loadResults: @escaping @Sendable (Int, RoundSelector) async throws -> RaceResults,
        loadWeekend: (@Sendable (Race, RaceResults) async -> RaceWeekend?)? = nil
    ) {
        loader = ContentLoader {
            let results = try await loadResults(season, round)
            return Self.makeContent(from: results, weekend: await loadWeekend?(results.race, results), format: format)
        }
    }

    package nonisolated static func makeContent(from results: RaceResults, weekend: RaceWeekend? = nil, format: F1UI.Format) -> Content {
        let fastest = results.fastestLap
        let fastestText = fastest.flatMap { result -> String? in
            guard let lap = result.fastestLap, let time = lap.time else { return nil }
            return "\(result.driver.fullName), \(format.lapTime(time))" + (lap.lap.map { " on lap \($0)" } ?? "")
        }
        return Content(
            race: RacesScreen.makeRowData(from: results.race, format: format), season: results.race.season,
            rows: results.results.map { makeRowData(from: $0, format: format) }, fastestLap: fastestText,
            results: results,
            poleSitter: weekend?.polePosition.map { RaceWeekendScreen.poleText($0, format: format) },
            sprintWinner: weekend?.sprintWinner?.driver.fullName, weekend: weekend)
    }

    package nonisolated static func makeRowData(from result: RaceResult, format: F1UI.Format) -> F1UI.Result.Row {
        var row = F1UI.Result.Row(
            position: result.classification == .classified ? String(result.position) : result.positionText,
            driver: result.driver.fullName, code: result.driver.displayCode, team: result.constructor.name,
            grid: result.grid.map { $0 == 0 ? "pit" : String($0) } ?? "", laps: String(result.laps),
            time: format.raceTime(result), points: format.points(result.points),
            fastestLap: result.fastestLap?.time.map(format.lapTime), hasFastestLap: result.fastestLap?.rank == 1,
            podium: result.isPodium ? result.position : nil)
        row.driverID = result.driver.id
        row.teamID = result.constructor.id
        return row
    }
}
