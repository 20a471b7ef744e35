import F1Domain
import F1UseCases
import Observation

/// The latest season at a glance: next race, last winner, top of both championships.
@MainActor
@Observable
public final class OverviewScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        /// "3 of 8 races run".
        public var progress: String
        public var nextRace: F1UI.Race.Row?
        public var lastRace: F1UI.Race.Row?
        public var drivers: [F1UI.Standings.Row]
        public var constructors: [F1UI.Standings.Row]
        /// What the rows were made from, for machine-readable output of the same load.
        public var overview: SeasonOverview

        public init(
            season: Int, progress: String, nextRace: F1UI.Race.Row?, lastRace: F1UI.Race.Row?,
            drivers: [F1UI.Standings.Row], constructors: [F1UI.Standings.Row],
            overview: SeasonOverview
        ) {
            self.overview = overview
            self.season = season
            self.progress = progress
            self.nextRace = nextRace
            self.lastRace = lastRace
            self.drivers = drivers
            self.constructors = constructors
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    /// How many of each championship's leaders the overview shows.
    public nonisolated static let leaders = 3

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadOverview: @escaping @Sendable () async throws -> SeasonOverview) {
        loader = ContentLoader { Self.makeContent(from: try await loadOverview(), format: format) }
    }

    package nonisolated static func makeContent(from overview: SeasonOverview, format: F1UI.Format) -> Content {
        let drivers = overview.driverStandings.map { StandingsScreen.makeContent(from: $0, format: format).rows } ?? []
        let constructors = overview.constructorStandings.map { StandingsScreen.makeContent(from: $0, format: format).rows } ?? []
        return Content(
            season: overview.season,
            progress: "\(overview.racesRun) of \(overview.racesTotal) races run",
            nextRace: overview.nextRace.map { RacesScreen.makeRowData(from: $0, isNext: true, format: format) },
            lastRace: overview.lastRace.map { RacesScreen.makeRowData(from: SeasonSchedule.Past(race: $0.race, winner: $0.winner), format: format) },
            drivers: Array(drivers.prefix(leaders)),
            constructors: Array(constructors.prefix(leaders)),
            overview: overview)
    }
}
