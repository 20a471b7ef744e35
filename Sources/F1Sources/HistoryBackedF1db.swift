import F1DataF1db
import F1Domain
import F1History
import F1UseCases

/// The f1db source with its history index laid under the whole-history reads: the champions,
/// every season's scoring results and the calendars come from the index when the checkout's
/// present state has one, and from the checkout otherwise, with the same values (a test holds
/// the two to it over the whole history). Everything else is the checkout's.
package struct HistoryBackedF1db: ReportSource {
    let f1db: F1dbRepository
    let lookup: HistoryIndexLookup

    package init(f1db: F1dbRepository, lookup: HistoryIndexLookup) {
        self.f1db = f1db
        self.lookup = lookup
    }

    package var sourceID: String { f1db.sourceID }
    package var info: DataSourceInfo { f1db.info }
    package var raceRepository: any RaceRepository { IndexedCalendars(f1db: f1db, lookup: lookup) }
    package var standingsRepository: any StandingsRepository { f1db }
    package var weekendRepository: any WeekendRepository { f1db }
    package var historyRepository: any RaceHistoryRepository { f1db }
    package var weekendsHaveLapCharts: Bool { f1db.weekendsHaveLapCharts }
    package var championsRepository: (any ChampionsRepository)? { IndexedChampions(f1db: f1db, lookup: lookup) }
    package var scoringRepository: (any ScoringResultsRepository)? { IndexedChampions(f1db: f1db, lookup: lookup) }
    package var recordsRepository: (any HistoryRecordsRepository)? { IndexedRecords(lookup: lookup, feed: F1dbHistoryFeed(f1db)) }
    package var telemetryRepository: any TelemetryRepository { f1db.telemetryRepository }
    package var clock: SourceClock { f1db.clock }
    package func rulebook() throws -> ScoringRulebook { try f1db.rulebook() }
}

/// Champions and scoring results from the index, else from the checkout.
struct IndexedChampions: ChampionsRepository, ScoringResultsRepository {
    let f1db: F1dbRepository
    let lookup: HistoryIndexLookup

    func champions() async throws -> [SeasonChampions] {
        if let index = lookup.index() { return try index.champions() }
        return try await f1db.champions()
    }

    func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> SeasonResults {
        if let index = lookup.index(), f1db.info.seasons.contains(season) {
            return try index.scoringResults(season: season, fastestLaps: fastestLaps, sprints: sprints)
        }
        return try await f1db.scoringResults(season: season, fastestLaps: fastestLaps, sprints: sprints)
    }

    func scoringSeason(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> ScoringSeason {
        if let index = lookup.index(), f1db.info.seasons.contains(season) {
            return try index.scoringSeason(season: season, sprints: sprints)
        }
        return ScoringSeason(try await f1db.scoringResults(season: season, fastestLaps: fastestLaps, sprints: sprints))
    }
}

/// Calendars from the index, else from the checkout; results from the checkout.
struct IndexedCalendars: RaceRepository {
    let f1db: F1dbRepository
    let lookup: HistoryIndexLookup

    var info: DataSourceInfo { f1db.info }
    func seasons() async throws -> [Season] { try await f1db.seasons() }

    func races(season: Int) async throws -> [Race] {
        if f1db.info.seasons.contains(season), let index = lookup.index() { return try index.races(season: season) }
        return try await f1db.races(season: season)
    }

    func results(season: Int) async throws -> [RaceResults] { try await f1db.results(season: season) }
    func results(season: Int, round: Int) async throws -> RaceResults { try await f1db.results(season: season, round: round) }
    func winners(season: Int) async throws -> [RaceResults] { try await f1db.winners(season: season) }
    func lastResults(season: Int) async throws -> RaceResults { try await f1db.lastResults(season: season) }
    func seasonsRaced(by driver: Driver.ID) async throws -> [Int] { try await f1db.seasonsRaced(by: driver) }
}
