import F1Domain
import F1UseCases
import Foundation

/// The Ergast-compatible API (Jolpica by default) as repositories, through the generated DTOs.
///
/// Each method makes the fewest requests the API allows: a calendar is one request, a season's
/// winners one (`results/1`), a race one, a championship one. The weekend's sessions are in
/// `ApiRepository+Weekend.swift`.
public struct ApiRepository: RaceRepository, StandingsRepository {
    public let client: ErgastClient
    let today: @Sendable () -> CalendarDate

    public init(client: ErgastClient, today: @escaping @Sendable () -> CalendarDate) {
        self.client = client
        self.today = today
    }

    public var info: DataSourceInfo {
        let url = client.configuration.baseURL
        let name =
            url.host == ErgastClient.Configuration.jolpicaURL.host
            ? "Jolpica F1 API (Ergast-compatible)" : "Ergast-compatible API at \(url.host ?? url.absoluteString)"
        return DataSourceInfo(name: name, seasons: 1950...today().year)
    }

    public func seasons() async throws -> [Season] {
        let response = try await client.all("seasons.json")
        return try mapping("the seasons") { try (response.seasonTable?.seasons ?? []).map { try $0.toSeason() } }.sorted { $0.year < $1.year }
    }

    public func races(season: Int) async throws -> [Race] {
        try check(season)
        return try await races(in: client.all("\(season).json"))
    }

    public func results(season: Int) async throws -> [RaceResults] {
        try check(season)
        return try await classified(client.all("\(season)/results.json"))
    }

    public func winners(season: Int) async throws -> [RaceResults] {
        try check(season)
        return try await classified(client.all("\(season)/results/1.json"))
    }

    public func results(season: Int, round: Int) async throws -> RaceResults {
        try check(season)
        if let race = try await classified(client.all("\(season)/\(round)/results.json")).first { return race }
        let calendar = try await races(season: season)
        guard let race = calendar.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
        }
        throw LookupError.raceNotRun(season: season, round: round, name: race.name)
    }

    public func lastResults(season: Int) async throws -> RaceResults {
        try check(season)
        guard let race = try await classified(client.all("\(season)/last/results.json")).first else {
            throw LookupError.noRaceRun(season: season)
        }
        return race
    }

    /// One request: the API lists a driver's seasons. An id the API could not name is no driver.
    public func seasonsRaced(by driver: Driver.ID) async throws -> [Int] {
        let id = driver.rawValue
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-") })
        else { return [] }
        let response = try await client.all("drivers/\(id)/seasons.json")
        return try mapping("\(id)'s seasons") { try (response.seasonTable?.seasons ?? []).map { try $0.toSeason().year } }.sorted()
    }

    public func driverStandings(season: Int) async throws -> DriverStandingsTable {
        try check(season)
        let lists = try await client.all("\(season)/driverStandings.json").standingsTable?.lists ?? []
        guard let list = lists.last, !list.driverStandings.isEmpty else { throw LookupError.noRaceRun(season: season) }
        return try mapping("the \(season) drivers' standings") { try list.toDriverStandingsTable() }
    }

    public func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        try check(season)
        let lists = try await client.all("\(season)/constructorStandings.json").standingsTable?.lists ?? []
        // The constructors' championship began in 1958; before, a season simply has none.
        guard let list = lists.last else {
            let drivers = try await driverStandings(season: season)
            return ConstructorStandingsTable(season: season, round: drivers.round, constructorStandings: [])
        }
        return try mapping("the \(season) constructors' standings") { try list.toConstructorStandingsTable() }
    }

    func check(_ season: Int) throws {
        guard info.seasons.contains(season) else { throw LookupError.seasonNotFound(season, available: info.seasons) }
    }

    func races(in response: ErgastMRData) throws -> [Race] {
        try mapping("a calendar") { try (response.raceTable?.races ?? []).map { try $0.toRace() } }.sorted { $0.round < $1.round }
    }

    /// Races with their results, in round order; races without results are left out.
    func classified(_ response: ErgastMRData) throws -> [RaceResults] {
        try (response.raceTable?.races ?? []).compactMap { wire -> RaceResults? in
            guard let rows = wire.results, !rows.isEmpty else { return nil }
            return try mapping("the \(wire.season) \(wire.raceName)") {
                RaceResults(race: try wire.toRace(), results: try rows.map { try $0.toRaceResult() }).showingLappedFinishersByLaps()
            }
        }.sorted { $0.race.round < $1.race.round }
    }

    /// Mapping failures as one sentence naming what was being read.
    func mapping<T>(_ subject: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw SourceError.malformed(MalformedData(.record(subject), reason: "\(error)"))
        }
    }
}
