import F1DataF1db
import F1Domain
import F1History
import F1UseCases
import Foundation

/// The f1db checkout as the index's seasons: each season's calendar, results and sprints
/// (`allResults`), its official final tables and its poles, read through the repository, so
/// damage is reported as every report reports it.
package struct F1dbHistoryFeed: HistoryFeed {
    let f1db: F1dbRepository

    package init(_ f1db: F1dbRepository) {
        self.f1db = f1db
    }

    package var years: ClosedRange<Int> { f1db.info.seasons }
    package var sourceName: String { f1db.info.name }

    package func seasons(progress: @escaping @Sendable (Int) -> Void) async throws -> [HistorySeason] {
        let inFlight = 2 * ProcessInfo.processInfo.activeProcessorCount
        return try await withThrowingTaskGroup(of: HistorySeason.self) { group in
            var pending = years.makeIterator()
            for _ in 0..<inFlight {
                guard let year = pending.next() else { break }
                group.addTask { try await season(year) }
            }
            var all: [HistorySeason] = []
            while let done = try await group.next() {
                all.append(done)
                progress(done.year)
                if let year = pending.next() { group.addTask { try await season(year) } }
            }
            return all.sorted { $0.year < $1.year }
        }
    }

    private func season(_ year: Int) async throws -> HistorySeason {
        async let calendar = f1db.races(season: year)
        async let results = f1db.allResults(seasons: year...year)
        let season = try await results.first ?? SeasonResults(season: year, races: [], sprints: [])
        var poles: [Int: Driver.ID] = [:]
        let sprintRounds = Set(season.sprints.map(\.race.round))
        for race in season.races {
            poles[race.race.round] = try await pole(race, sprintWeekend: sprintRounds.contains(race.race.round))
        }
        let standings: (drivers: DriverStandingsTable, constructors: ConstructorStandingsTable)?
        if season.races.isEmpty {
            standings = nil
        } else {
            standings = (try await f1db.driverStandings(season: year), try await f1db.constructorStandings(season: year))
        }
        return HistorySeason(year: year, calendar: try await calendar, results: season, poles: poles, standings: standings)
    }

    /// The pole-sitter as the official tallies count it (docs/history-schema.md, "Pole"): the
    /// car on the first grid slot, which is qualifying's fastest unless a penalty moved it back
    /// (or, in 2021, the sprint set the grid); a pole-sitter who did not start is on the
    /// starting grid though not in the results' grid column. 2022's sprint weekends are the one
    /// exception: the sprint set the grid, but the pole went to the fastest in qualifying.
    private func pole(_ race: RaceResults, sprintWeekend: Bool) async throws -> Driver.ID? {
        let season = race.race.season
        let round = race.race.round
        if season == 2022, sprintWeekend {
            return try await f1db.qualifying(season: season, round: round).results.first { $0.position == 1 }?.driver.id
        }
        if let first = race.results.first(where: { $0.grid == 1 }) { return first.driver.id }
        if let grid = try? await f1db.startingGrid(season: season, round: round), let first = grid.positions.first(where: { $0.position == 1 }) {
            return first.driver.id
        }
        return nil
    }
}
