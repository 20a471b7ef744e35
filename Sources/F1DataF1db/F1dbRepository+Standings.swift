import F1Data
import F1Domain
import F1UseCases
import Foundation

extension F1dbRepository {
    public func driverStandings(season: Int) async throws -> DriverStandingsTable {
        try await driverStandings(season: season, tally: try await classifiedTally(season: season))
    }

    public func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        try await constructorStandings(season: season, tally: try await classifiedTally(season: season))
    }

    /// The tables beside the tally of the season's results, read in full or in part.
    func driverStandings(season: Int, tally: F1dbStandingsTally) async throws -> DriverStandingsTable {
        let url = layout.data.appending(path: "seasons/\(season)/driver-standings.yml")
        let rows = try files.decode([F1dbDriverStanding].self, at: url)
        guard !rows.isEmpty else { throw SourceError.f1db(layout.relative(url), "lists no drivers, though races of \(season) have results") }
        let teams = Set(rows.flatMap { tally.driverTeams[$0.driverId, default: []] })
        let lookups = try await reference.lookups(drivers: Set(rows.map(\.driverId)), constructors: teams)
        let standings = try rows.map { row in
            try row.toDriverStanding(
                position: Int(row.position), wins: tally.driverWins[row.driverId, default: 0],
                constructors: try tally.driverTeams[row.driverId, default: []].map { try lookups.constructor(Constructor.ID(rawValue: $0)) },
                lookupDriver: lookups.driver)
        }
        return DriverStandingsTable(season: season, round: tally.round, driverStandings: standings)
    }

    func constructorStandings(season: Int, tally: F1dbStandingsTally) async throws -> ConstructorStandingsTable {
        let url = layout.data.appending(path: "seasons/\(season)/constructor-standings.yml")
        // The constructors' championship began in 1958; from then on the file must be there.
        let rows =
            season < 1958
            ? try files.decodeIfPresent([F1dbConstructorStanding].self, at: url) ?? [] : try files.decode([F1dbConstructorStanding].self, at: url)
        if rows.isEmpty, season >= 1958 {
            throw SourceError.f1db(layout.relative(url), "lists no constructors, though races of \(season) have results")
        }
        let lookups = try await reference.lookups(constructors: Set(rows.map(\.constructorId)))
        let standings = try rows.map { row in
            try row.toConstructorStanding(
                position: Int(row.position), wins: tally.constructorWins[row.constructorId, default: 0], lookupConstructor: lookups.constructor)
        }
        return ConstructorStandingsTable(season: season, round: tally.round, constructorStandings: standings)
    }

    /// The tally of the season's results read and checked in full, with every driver and
    /// constructor they name: a season's tables report any damage in the results they stand on.
    private func classifiedTally(season: Int) async throws -> F1dbStandingsTally {
        let classified = try await classified(season: season)
        guard let last = classified.last else { throw LookupError.noRaceRun(season: season) }
        return F1dbStandingsTally(
            round: last.results.race.round,
            races: classified.map { race in
                race.rows.map {
                    F1dbResultEntrant(
                        position: $0.position, driverNumber: $0.driverNumber, driverId: $0.driverId, constructorId: $0.constructorId,
                        sharedCar: $0.sharedCar)
                }
            })
    }

    /// The tally from only the fields of the results that the tables show, for `champions()`,
    /// not whole rows (measured: docs/performance.md#f1dbrepositorystandings-f1dataf1db). The
    /// calendar is still read in full, the results files checked as `classified(season:)`
    /// checks them (`racesRun`) and their ids as file names; only the drivers and constructors shown are read.
    func entrantsTally(season: Int) async throws -> F1dbStandingsTally {
        try await entrantsTallies.value(season) {
            let run = try await racesRun(season: season, rows: F1dbResultEntrant.self)
            _ = try F1dbReferenceData.Kind.drivers.check(Set(run.flatMap { $0.rows.map(\.driverId) }))
            _ = try F1dbReferenceData.Kind.constructors.check(Set(run.flatMap { $0.rows.map(\.constructorId) }))
            guard let last = run.last else { throw LookupError.noRaceRun(season: season) }
            return F1dbStandingsTally(round: last.race.round, races: run.map(\.rows))
        }
    }
}

extension F1dbRepository {
    /// Every season's champions, as `LoadChampions` lists them from `driverStandings` and
    /// `constructorStandings`, but from only the fields of the results the list shows (see
    /// `entrantsTally(season:)`): the whole history in a fraction of the time.
    public func champions() async throws -> [SeasonChampions] {
        let latest = info.seasons.upperBound
        return try await withThrowingTaskGroup(of: SeasonChampions?.self) { group in
            for season in info.seasons {
                group.addTask { try await champions(season: season, latest: latest) }
            }
            var all: [SeasonChampions] = []
            for try await champions in group { if let champions { all.append(champions) } }
            return all.sorted { $0.season < $1.season }
        }
    }

    private func champions(season: Int, latest: Int) async throws -> SeasonChampions? {
        let tally: F1dbStandingsTally
        do {
            tally = try await entrantsTally(season: season)
        } catch LookupError.noRaceRun {
            return nil
        }
        let drivers = try await driverStandings(season: season, tally: tally)
        let constructors = try await constructorStandings(season: season, tally: tally)
        // Only the latest season can have races to come.
        let calendar = season == latest ? try await races(season: season) : []
        return SeasonChampions(season: season, drivers: drivers, constructors: constructors, calendar: calendar)
    }
}

/// What the standings add to f1db's tables, counted from the results: the round they stand
/// after, each driver's and constructor's wins, and each driver's teams.
struct F1dbStandingsTally: Sendable {
    let round: Int
    private(set) var driverWins: [String: Int] = [:]
    private(set) var constructorWins: [String: Int] = [:]
    /// Constructor ids by driver, in the order the driver first raced for them.
    private(set) var driverTeams: [String: [String]] = [:]

    init(round: Int, races: [[F1dbResultEntrant]]) {
        self.round = round
        for rows in races {
            for row in rows {
                // A win is a classified first place; a shared drive lists it twice, and both drivers won.
                if Int(row.position) == 1 {
                    driverWins[row.driverId, default: 0] += 1
                    constructorWins[row.constructorId, default: 0] += 1
                }
                if !driverTeams[row.driverId, default: []].contains(row.constructorId) {
                    driverTeams[row.driverId, default: []].append(row.constructorId)
                }
            }
        }
    }
}
