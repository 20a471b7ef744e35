import F1Domain
import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Any report source as the index's seasons, through its repositories: how a source with no
/// checkout of its own (the demo) gets the same records as f1db. The pole is the car on the
/// first grid slot, as docs/history-schema.md counts it.
///
/// With `onlyCached`, for a source read from a cache alone (the API's, `ApiRepository.cacheOnly`):
/// a season the cache does not hold whole (a calendar, the results or a table it never fetched)
/// is left out rather than failing the index, which then holds the seasons fetched so far.
package struct HistorySourceFeed: HistoryFeed {
    let source: any ReportSource
    let onlyCached: Bool

    package init(_ source: any ReportSource, onlyCached: Bool = false) {
        self.source = source
        self.onlyCached = onlyCached
    }

    package var years: ClosedRange<Int> { source.info.seasons }
    package var sourceName: String { onlyCached ? source.info.name + " (the seasons in the cache)" : source.info.name }

    package func seasons(progress: @escaping @Sendable (Int) -> Void) async throws -> [HistorySeason] {
        var all: [HistorySeason] = []
        for year in years {
            do {
                all.append(try await season(year))
            } catch SourceError.offline where onlyCached {
                // Not fetched yet: the index holds the seasons the cache has.
            }
            progress(year)
        }
        if onlyCached, all.isEmpty { throw RecordsError.nothingFetched }
        return all
    }

    private func season(_ year: Int) async throws -> HistorySeason {
        let calendar = try await source.raceRepository.races(season: year)
        let races = try await source.raceRepository.results(season: year)
        var sprints: [SprintResults] = []
        for race in calendar where race.hasSprint && races.contains(where: { $0.race.round == race.round }) {
            do {
                sprints.append(try await source.weekendRepository.sprint(season: year, round: race.round))
            } catch {
                // A sprint the source cannot give is left out, but a cache missing it does not hold the season whole.
                if onlyCached, case SourceError.offline = error { throw error }
            }
        }
        var poles: [Int: Driver.ID] = [:]
        for race in races {
            poles[race.race.round] = race.results.first { $0.grid == 1 }?.driver.id
        }
        let standings: (drivers: DriverStandingsTable, constructors: ConstructorStandingsTable)? =
            races.isEmpty
            ? nil
            : (
                try await source.standingsRepository.driverStandings(season: year),
                try await source.standingsRepository.constructorStandings(season: year)
            )
        return HistorySeason(
            year: year, calendar: calendar, results: SeasonResults(season: year, races: races, sprints: sprints), poles: poles, standings: standings)
    }
}

extension HistoryIndex {
    /// An index of `feed` that lives as long as it is open: written to a temporary file, opened,
    /// and the file's name removed at once (the open database keeps reading it), so nothing is
    /// left behind.
    package static func temporary(from feed: any HistoryFeed) async throws -> HistoryIndex {
        let path = FileManager.default.temporaryDirectory.appending(path: "f1kit-history-\(UUID().uuidString).sqlite").path
        defer { unlink(path) }
        try HistoryWriter(path: path).write(try await feed.seasons { _ in }, sourceName: feed.sourceName, contentKey: "temporary")
        return try HistoryIndex(path: path)
    }
}
