import F1Data
import F1Domain
import Foundation

/// Complete Ergast responses built from domain values, for what the recordings do not cover (a whole
/// season's results, its winners…); give them to `ErgastEmulator.add(json:forPath:)`, which pages them.
public enum ErgastDatasets {
    /// Complete JSON keyed by path below /ergast/f1/: for each season among `races` and `results`,
    /// "{season}.json", "{season}/results.json", "{season}/results/1.json" (the winners),
    /// "{season}/{round}/results.json" for each of `results`, and "{season}/last/results.json";
    /// plus "{season}/driverStandings.json" and "{season}/constructorStandings.json" when given.
    public static func responses(
        races: [Race], results: [RaceResults], driverStandings: DriverStandingsTable?,
        constructorStandings: ConstructorStandingsTable?
    ) throws -> [String: Data] {
        var responses: [String: Data] = [:]
        for season in Set(races.map(\.season) + results.map(\.race.season)).sorted() {
            let calendar = races.filter { $0.season == season }.sorted { $0.round < $1.round }
            let raced = results.filter { $0.race.season == season }.sorted { $0.race.round < $1.race.round }
            let table = { (round: Int?, position: Int?) in
                ErgastRaceTable(
                    season: String(season), round: round.map(String.init), position: position.map(String.init),
                    races: [])
            }
            var path = "\(season).json"
            responses[path] = try encode(path, total: calendar.count, table(nil, nil), calendar.map { $0.ergastRace() })
            path = "\(season)/results.json"
            responses[path] = try encodeResults(path, table(nil, nil), raced)
            path = "\(season)/results/1.json"
            let winners = raced.map { RaceResults(race: $0.race, results: $0.results.filter { $0.position == 1 }) }
            responses[path] = try encodeResults(path, table(nil, 1), winners)
            for race in raced {
                path = "\(season)/\(race.race.round)/results.json"
                responses[path] = try encodeResults(path, table(race.race.round, nil), [race])
            }
            path = "\(season)/last/results.json"
            let last = raced.last { !$0.results.isEmpty }
            responses[path] = try encodeResults(path, table(last?.race.round, nil), last.map { [$0] } ?? [])
        }
        if let standings = driverStandings {
            let path = "\(standings.season)/driverStandings.json"
            responses[path] = try encode(path, total: standings.driverStandings.count) {
                $0.standingsTable = ErgastStandingsTable(season: String(standings.season), lists: [standings.ergastList])
            }
        }
        if let standings = constructorStandings {
            let path = "\(standings.season)/constructorStandings.json"
            responses[path] = try encode(path, total: standings.constructorStandings.count) {
                $0.standingsTable = ErgastStandingsTable(season: String(standings.season), lists: [standings.ergastList])
            }
        }
        return responses
    }

    /// "seasons.json": `seasons` oldest first, as the API lists them.
    public static func seasons(_ seasons: [Season]) throws -> Data {
        let sorted = seasons.sorted { $0.year < $1.year }
        return try encode("seasons.json", total: sorted.count) {
            $0.seasonTable = ErgastSeasonTable(seasons: sorted.map { ErgastSeason(season: $0.year, url: $0.url) })
        }
    }

    /// Races without results are left out, as the real API leaves out a race with no rows to show.
    private static func encodeResults(_ path: String, _ table: ErgastRaceTable, _ results: [RaceResults]) throws -> Data {
        let shown = results.filter { !$0.results.isEmpty }
        let total = shown.reduce(0) { $0 + $1.results.count }
        return try encode(path, total: total, table, shown.map { $0.race.ergastRace(results: $0.results) })
    }

    private static func encode(_ path: String, total: Int, _ table: ErgastRaceTable, _ races: [ErgastRace]) throws -> Data {
        var table = table
        table.races = races
        return try encode(path, total: total) { $0.raceTable = table }
    }

    /// One complete page: offset 0, and a limit of at least the whole set, so the file reads as complete.
    static func encode(_ path: String, total: Int, table: (inout ErgastMRData) -> Void) throws -> Data {
        guard let url = URL(string: "https://api.jolpi.ca/ergast/f1/" + path) else {
            throw EncodingError.invalidValue(path, .init(codingPath: [], debugDescription: "not a URL path"))
        }
        var data = ErgastMRData(xmlns: "", series: "f1", url: url, limit: max(total, 30), offset: 0, total: total)
        table(&data)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(ErgastResponse(data: data))
    }
}
