import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The f1db source against facts of the championship's history, across eras.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbKnownFactsTests {
    static let repository = try? F1dbRepository(path: F1dbFolder.data.path)

    static func source() throws -> F1dbRepository {
        try #require(repository)
    }

    struct Champion: CustomTestStringConvertible, Sendable {
        var season: Int
        var driver: String
        var points: Double
        var wins: Int
        var testDescription: String { "\(season) \(driver)" }
    }

    /// Points are the official totals after dropped scores; wins include shared drives.
    static let champions: [Champion] = [
        Champion(season: 1950, driver: "Nino Farina", points: 30, wins: 3),
        Champion(season: 1951, driver: "Juan Manuel Fangio", points: 31, wins: 3),
        Champion(season: 1953, driver: "Alberto Ascari", points: 34.5, wins: 5),
        Champion(season: 1955, driver: "Juan Manuel Fangio", points: 40, wins: 4),
        Champion(season: 1958, driver: "Mike Hawthorn", points: 42, wins: 1),
        Champion(season: 1963, driver: "Jim Clark", points: 54, wins: 7),
        Champion(season: 1967, driver: "Denny Hulme", points: 51, wins: 2),
        Champion(season: 1970, driver: "Jochen Rindt", points: 45, wins: 5),
        Champion(season: 1976, driver: "James Hunt", points: 69, wins: 6),
        Champion(season: 1982, driver: "Keke Rosberg", points: 44, wins: 1),
        Champion(season: 1988, driver: "Ayrton Senna", points: 90, wins: 8),
        Champion(season: 1994, driver: "Michael Schumacher", points: 92, wins: 8),
        Champion(season: 2000, driver: "Michael Schumacher", points: 108, wins: 9),
        Champion(season: 2004, driver: "Michael Schumacher", points: 148, wins: 13),
        Champion(season: 2008, driver: "Lewis Hamilton", points: 98, wins: 5),
        Champion(season: 2009, driver: "Jenson Button", points: 95, wins: 6),
        Champion(season: 2010, driver: "Sebastian Vettel", points: 256, wins: 5),
        Champion(season: 2014, driver: "Lewis Hamilton", points: 384, wins: 11),
        Champion(season: 2016, driver: "Nico Rosberg", points: 385, wins: 9),
        Champion(season: 2020, driver: "Lewis Hamilton", points: 347, wins: 11),
        Champion(season: 2021, driver: "Max Verstappen", points: 395.5, wins: 10),
        Champion(season: 2022, driver: "Max Verstappen", points: 454, wins: 15),
        Champion(season: 2023, driver: "Max Verstappen", points: 575, wins: 19),
    ]

    @Test(arguments: champions)
    func driversChampionMatchesTheRecord(_ expected: Champion) async throws {
        let table = try await Self.source().driverStandings(season: expected.season)
        let champion = try #require(table.driverStandings.first)
        #expect(champion.driver.fullName == expected.driver)
        #expect(champion.points == expected.points)
        #expect(champion.wins == expected.wins)
        #expect(champion.position == 1)
    }

    @Test func theFirstRaceWasWonByFarinaAtSilverstone() async throws {
        let first = try await Self.source().results(season: 1950, round: 1)
        #expect(first.race.name == "British Grand Prix")
        #expect(first.race.date == CalendarDate(year: 1950, month: 5, day: 13))
        #expect(first.winner?.driver.fullName == "Nino Farina")
        #expect(first.race.circuit.id == "silverstone")
    }

    @Test func spa2021GaveHalfPoints() async throws {
        let spa = try await Self.source().results(season: 2021, round: 12)
        #expect(spa.race.name == "Belgian Grand Prix")
        #expect(spa.winner?.points == 12.5)
        #expect(spa.results.first?.laps == 1)
    }

    @Test func aSharedDriveCreditsBothDrivers() async throws {
        let france = try await Self.source().results(season: 1951, round: 4)
        let winners = france.results.filter { $0.position == 1 }.map(\.driver.fullName).sorted()
        #expect(winners == ["Juan Manuel Fangio", "Luigi Fagioli"])
    }

    @Test func constructorsChampionshipsBeginIn1958() async throws {
        #expect(try await Self.source().constructorStandings(season: 1957).constructorStandings.isEmpty)
        let first = try await Self.source().constructorStandings(season: 1958)
        #expect(first.constructorStandings.first?.constructor.name == "Vanwall")
        let redBull = try await Self.source().constructorStandings(season: 2023)
        #expect(redBull.constructorStandings.first?.constructor.name == "Red Bull")
        #expect(redBull.constructorStandings.first?.points == 860)
        #expect(redBull.constructorStandings.first?.wins == 21)
    }

    @Test func the2026SeasonIsInProgress() async throws {
        let source = try Self.source()
        #expect(source.info.seasons.upperBound == 2026)
        let races = try await source.races(season: 2026)
        let results = try await source.results(season: 2026)
        #expect(results.count < races.count, "later 2026 rounds have a race.yml but no results")
        #expect(results.map(\.race.round) == Array(1...results.count))
        let standings = try await source.driverStandings(season: 2026)
        #expect(standings.round == results.last?.race.round)
        await #expect(throws: LookupError.self) { try await source.results(season: 2026, round: races.count) }
    }

    @Test func seasonCountsMatchTheFolders() async throws {
        let source = try Self.source()
        for season in [1950, 1976, 1988, 2005, 2023] {
            let folders = try FileManager.default.contentsOfDirectory(atPath: F1dbFolder.data.appending(path: "seasons/\(season)/races").path)
            let races = try await source.races(season: season)
            #expect(races.count == folders.count, "\(season)")
            #expect(races.map(\.round) == Array(1...races.count), "\(season)")
        }
        #expect(try await source.races(season: 2023).count == 22)
        #expect(try await source.results(season: 2023, round: 1).results.count == 20)
    }

    @Test func racesCarryTheirNamesCircuitsAndUTCStartTimes() async throws {
        let monaco = try #require(try await Self.source().races(season: 2024).first { $0.circuit.id == "monaco" })
        #expect(monaco.name == "Monaco Grand Prix")
        #expect(monaco.circuit.location.country == "Monaco")
        #expect(monaco.startTime?.isUTC == true)
        #expect(monaco.startTime?.hours == 13)
    }

    @Test func driversHaveNationalitiesFromTheirCountries() async throws {
        let results = try await Self.source().results(season: 1988, round: 1)
        let senna = try #require(results.results.first { $0.driver.familyName == "Senna" })
        #expect(senna.driver.nationality == "Brazilian")
        #expect(senna.constructor.name == "McLaren")
    }
}

/// Every season from 1950 to the one in progress loads: calendar, results and standings, with
/// counts that match the folders.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbEverySeasonTests {
    @Test func everySeasonLoadsWithCountsMatchingItsFiles() async throws {
        let source = try #require(F1dbKnownFactsTests.repository)
        #expect(source.info.seasons == 1950...2026)
        for season in source.info.seasons {
            let folder = F1dbFolder.data.appending(path: "seasons/\(season)/races")
            let rounds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.first?.isNumber == true }
            let run = rounds.filter { FileManager.default.fileExists(atPath: folder.appending(path: "\($0)/race-results.yml").path) }
            let races = try await source.races(season: season)
            let results = try await source.results(season: season)
            #expect(races.count == rounds.count, "\(season) calendar")
            #expect(results.count == run.count, "\(season) results")
            #expect(results.allSatisfy { !$0.results.isEmpty }, "\(season) empty classification")
            let drivers = try await source.driverStandings(season: season)
            #expect(drivers.driverStandings.first?.position == 1, "\(season) drivers' leader")
            let constructors = try await source.constructorStandings(season: season)
            #expect(season < 1958 || constructors.constructorStandings.first?.position == 1, "\(season) constructors' leader")
        }
    }
}
