import ErgastEmulator
import F1Data
import F1DataF1db
import F1Domain
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Domain values read from the recordings go through `ErgastDatasets` and back through the generated
/// DTO mappings unchanged.
@Suite(.enabled(if: Recorded.available, Recorded.absent))
struct DatasetsTests {
    struct Season {
        var races: [Race]
        var results: [RaceResults]
        var drivers: DriverStandingsTable
        var constructors: ConstructorStandingsTable
    }

    static func decode(_ data: Data) throws -> ErgastMRData {
        try JSONDecoder().decode(ErgastResponse.self, from: data).data
    }

    static func races(_ family: String, _ file: String) throws -> [ErgastRace] {
        try #require(decode(Recorded.data(family, file)).raceTable).races
    }

    static func raceResults(_ races: [ErgastRace]) throws -> [RaceResults] {
        try races.map { RaceResults(race: try $0.toRace(), results: try ($0.results ?? []).map { try $0.toRaceResult() }) }
    }

    /// The 2023 calendar; each race's pole-sitter's result, but round 9 in full, with a retirement,
    /// and one result made a disqualification; the final standings.
    static func season() throws -> Season {
        var results = try raceResults(races("results", "2023@grid@1@results.json").filter { $0.round != 9 })
        results += try raceResults(races("results", "2023@9@results.json"))
        results[0].results[0].classification = .disqualified
        results[0].results[0].positionText = "D"
        let drivers = try #require(decode(Recorded.data("driverstandings", "2023@22@driverstandings.json")).standingsTable)
        let constructors = try #require(decode(Recorded.data("constructorstandings", "2023@22@constructorstandings.json")).standingsTable)
        return Season(
            races: try races("races", "2023.json").map { try $0.toRace() },
            results: results.shuffled(),
            drivers: try drivers.lists[0].toDriverStandingsTable(),
            constructors: try constructors.lists[0].toConstructorStandingsTable())
    }

    /// Races whose pole-sitter did not win have no winner among these results, and drop out.
    static func winners(_ results: [RaceResults]) -> [RaceResults] {
        results.sorted { $0.race.round < $1.race.round }
            .map { RaceResults(race: $0.race, results: $0.results.filter { $0.position == 1 }) }
            .filter { !$0.results.isEmpty }
    }

    @Test func roundTripsThroughTheDTOs() throws {
        let season = try Self.season()
        let responses = try ErgastDatasets.responses(
            races: season.races, results: season.results, driverStandings: season.drivers, constructorStandings: season.constructors)
        let inOrder = season.results.sorted { $0.race.round < $1.race.round }
        let rounds = inOrder.map { "2023/\($0.race.round)/results.json" }
        #expect(
            Set(responses.keys)
                == Set(
                    rounds + [
                        "2023.json", "2023/results.json", "2023/results/1.json", "2023/last/results.json",
                        "2023/driverStandings.json", "2023/constructorStandings.json",
                    ]))

        let calendar = try Self.decode(#require(responses["2023.json"]))
        #expect(calendar.xmlns == "")
        #expect(calendar.series == "f1")
        #expect(calendar.offset == 0)
        #expect(calendar.total == 22)
        #expect(try calendar.raceTable?.races.map { try $0.toRace() } == season.races)

        let all = try Self.decode(#require(responses["2023/results.json"]))
        #expect(all.total == inOrder.reduce(0) { $0 + $1.results.count })
        #expect(try Self.raceResults(#require(all.raceTable).races) == inOrder)
        #expect(all.raceTable?.races[0].results?[0].positionText == "D")

        let winnersData = try #require(responses["2023/results/1.json"])
        let winners = try Self.raceResults(#require(Self.decode(winnersData).raceTable).races)
        #expect(winners == Self.winners(inOrder))

        let nine = try Self.decode(#require(responses["2023/9/results.json"]))
        #expect(nine.total == 20)
        #expect(try Self.raceResults(#require(nine.raceTable).races) == inOrder.filter { $0.race.round == 9 })
        #expect(try Self.decode(#require(responses["2023/last/results.json"])).raceTable?.races.map(\.round) == [22])

        let drivers = try Self.decode(#require(responses["2023/driverStandings.json"]))
        #expect(drivers.total == 22)
        #expect(try drivers.standingsTable?.lists.map { try $0.toDriverStandingsTable() } == [season.drivers])
        let constructors = try Self.decode(#require(responses["2023/constructorStandings.json"]))
        #expect(try constructors.standingsTable?.lists.map { try $0.toConstructorStandingsTable() } == [season.constructors])
    }

    @Test func theEmulatorPagesSynthesizedData() async throws {
        let season = try Self.season()
        let responses = try ErgastDatasets.responses(
            races: season.races, results: season.results, driverStandings: season.drivers, constructorStandings: season.constructors)
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            for (path, json) in responses {
                emulator.add(json: json, forPath: path)
            }
            let winners = try await fetch(emulator, "2023/results/1.json?limit=100&offset=0")
            #expect(winners.status == 200)
            #expect(try Self.decode(winners.body).raceTable?.races.count == Self.winners(season.results).count)
            let page = try Self.decode(await fetch(emulator, "2023/results.json?limit=30&offset=30").body)
            #expect(page.total == 41, "not the recording's 440: an added dataset wins")
            #expect(page.raceTable?.races.flatMap { $0.results ?? [] }.count == 11)
        }
    }

    @Test func aSeasonsListIsServedOldestFirstAndPaged() async throws {
        let years = [2023, 1950, 1988]
        let data = try ErgastDatasets.seasons(years.map { F1Domain.Season(year: $0, url: URL(string: "https://en.wikipedia.org/wiki/\($0)")) })
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.add(json: data, forPath: "seasons.json")
            let page = try Self.decode(await fetch(emulator, "seasons.json?limit=2&offset=1").body)
            #expect(page.total == 3)
            #expect(try page.seasonTable?.seasons.map { try $0.toSeason().year } == [1988, 2023])
            #expect(page.seasonTable?.seasons.last?.url?.absoluteString == "https://en.wikipedia.org/wiki/2023")
        }
    }
}

/// A season read from f1db, as is and numbered as another year.
@Suite(.enabled(if: SharedF1db.isAvailable, "../shared/data/f1db is absent: these tests read a season from it"))
struct F1dbDatasetsTests {

    @Test func aSeasonRelabelledIsTheSameSeasonUnderTheNewYear() async throws {
        let f1db = try F1dbRepository(path: SharedF1db.folder.path)
        let original = try await ErgastDatasets.responses(season: 2023, from: f1db)
        let relabelled = try await ErgastDatasets.responses(season: 2023, from: f1db, labelledAs: 2031)

        #expect(original.keys.contains("2023/driverStandings.json") && original.keys.contains("2023/constructorStandings.json"))
        #expect(relabelled.keys.sorted() == original.keys.map { $0.replacingOccurrences(of: "2023", with: "2031") }.sorted())
        func page(_ path: String) throws -> ErgastMRData {
            try DatasetsTests.decode(try #require(relabelled[path], "no \(path)"))
        }
        let calendar = try #require(try page("2031.json").raceTable).races
        #expect(calendar.count == 22 && calendar.allSatisfy { $0.season == 2031 })
        let winners = try #require(try page("2031/results/1.json").raceTable).races
        #expect(winners.allSatisfy { $0.season == 2031 } && winners.last?.results?.first?.driver.familyName == "Verstappen")
        let standings = try #require(try page("2031/driverStandings.json").standingsTable).lists
        #expect(standings.map(\.season) == [2031])
    }
}

/// The f1db copy beside the recordings.
enum SharedF1db {
    static let folder = Recorded.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("f1db")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }
}
