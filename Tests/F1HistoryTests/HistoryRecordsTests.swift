import F1Domain
import F1History
import F1UseCases
import Foundation
import Testing

/// The records from the index of f1db against the record books (f1db up to 2026 round 11) and
/// against wins counted from f1db's files without F1Kit.
@Suite(.enabled(if: SharedHistory.isPresent, Comment(rawValue: SharedHistory.absent)))
struct HistoryRecordsTests {
    static let index = Task<HistoryIndex, any Error> { try HistoryIndex(path: try await SharedHistory.built.value) }
    static let independent = Task<IndependentWins, any Error> { try IndependentWins(data: SharedHistory.data) }

    func wins(_ filter: RecordFilter) async throws -> [String: Int] {
        let entries = try await Self.index.value.records(.wins, filter: filter, top: 1000)
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.driver.id.rawValue, Int($0.value)) })  // trap-ok: counts
    }

    @Test func hamiltonAndSchumacherLeadTheWins() async throws {
        let top = try await Self.index.value.records(.wins, filter: RecordFilter(), top: 10)
        #expect(top.prefix(2).map(\.driver.id.rawValue) == ["lewis-hamilton", "michael-schumacher"])
        #expect(top.prefix(2).map(\.value) == [106, 91])
        #expect(top.prefix(2).map(\.place) == [1, 2])
        #expect(top.count >= 10)
    }

    @Test(arguments: ["ferrari", "since 2010", "British", "monza"])
    func theFiltersCountAsTheFilesDo(_ name: String) async throws {
        let independent = try await Self.independent.value
        let (filter, included): (RecordFilter, (IndependentWins.Win) -> Bool) =
            switch name {
            case "ferrari": (RecordFilter(team: "ferrari"), { $0.team == "ferrari" })
            case "since 2010": (RecordFilter(since: 2010), { $0.season >= 2010 })
            case "British": (RecordFilter(nationality: "british"), { $0.nationality == "British" })
            default: (RecordFilter(circuit: "monza"), { $0.circuit == "monza" })
            }
        let expected = independent.tally(included)
        #expect(expected.count > 5)
        #expect(try await wins(filter) == expected)
    }

    @Test func tiesShareAPlace() async throws {
        let entries = try await Self.index.value.records(.wins, filter: RecordFilter(circuit: "monza"), top: 3)
        for (one, next) in zip(entries, entries.dropFirst()) {
            #expect(one.value > next.value ? next.place > one.place : next.place == one.place)
        }
        #expect(entries.allSatisfy { $0.place <= 3 })
    }

    @Test func verstappenWonTenInARowAndVettelNine() async throws {
        let streaks = try await Self.index.value.streaks(.wins, of: .drivers, top: 2)
        let verstappen = try #require(streaks.first)
        #expect(verstappen.id == "max-verstappen" && verstappen.length == 10)
        #expect(verstappen.first.season == 2023 && verstappen.first.name.contains("Miami"))
        #expect(verstappen.last.season == 2023 && verstappen.last.name.contains("Ital"))
        // Ascari's nine (1952-53, the Indianapolis 500s he did not enter between them) and
        // Verstappen's next nine share second place with Vettel's.
        #expect(streaks.dropFirst().map(\.place) == [2, 2, 2])
        let vettel = try #require(streaks.first { $0.id == "sebastian-vettel" })
        #expect(vettel.id == "sebastian-vettel" && vettel.length == 9 && vettel.first.season == 2013 && vettel.last.season == 2013)
        #expect(vettel.first.name.contains("Belgian") && vettel.last.name.contains("Brazil"))
    }

    @Test func oneDriversOwnRunsAndATeams() async throws {
        let vettel = try await Self.index.value.streaks(.wins, of: .driver("sebastian-vettel"), top: 1)
        #expect(vettel.map(\.length) == [9])
        // Red Bull won every race from the 2022 Abu Dhabi Grand Prix to the 2023 Italian: 15.
        let redBull = try await Self.index.value.streaks(.wins, of: .team("red-bull"), top: 1)
        #expect(redBull.first?.length == 15)
        await #expect(throws: RecordsError.unknownDriver("no-such-driver")) {
            try await Self.index.value.streaks(.wins, of: .driver("no-such-driver"), top: 1)
        }
    }

    /// The runs the index stores as it is built are the runs SQL's window functions find in the
    /// results ("gaps and islands": a run is a stretch of a driver's or team's races entered in
    /// which every race counts), for every kind and both subjects.
    @Test(arguments: StreakKind.allCases)
    func everyStoredRunIsOneTheResultsHold(_ kind: StreakKind) async throws {
        let hit =
            switch kind {
            case .wins: "position = 1"
            case .podiums: "position <= 3"
            case .points: "points > 0"
            case .poles: "pole = 1"
            }
        let path = try await SharedHistory.built.value
        let limits = HistoryQueryLimits(time: .seconds(60), rows: 100_000)
        for (subject, column) in [("driver", "driver_id"), ("constructor", "constructor_id")] {
            let islands = """
                WITH entered AS (
                    SELECT \(column) AS who, season * 100 + round AS race, max(coalesce(\(hit), 0)) AS hit
                    FROM race_results GROUP BY who, race),
                numbered AS (
                    SELECT who, race, hit, row_number() OVER (PARTITION BY who ORDER BY race)
                        - row_number() OVER (PARTITION BY who, hit ORDER BY race) AS island
                    FROM entered)
                SELECT who, count(*), min(race), max(race) FROM numbered WHERE hit = 1
                GROUP BY who, island ORDER BY 1, 3
                """
            let stored = """
                SELECT who, length, first_race, last_race FROM streak_runs
                WHERE kind = '\(kind.rawValue)' AND subject = '\(subject)' ORDER BY 1, 3
                """
            let expected = try HistoryQueryRunner.run(islands, on: path, limits: limits)
            let found = try HistoryQueryRunner.run(stored, on: path, limits: limits)
            #expect(!expected.truncated && expected.rows.count > 100)
            #expect(found.rows == expected.rows, "\(kind) of each \(subject)")
        }
    }

    @Test func verstappenIsTheYoungestWinner() async throws {
        let youngest = try #require(try await Self.index.value.ageRecords(.winners, youngest: true, top: 1).first)
        #expect(youngest.driver.id == "max-verstappen")
        #expect(youngest.age.years == 18 && youngest.age.days == 228)
        #expect(youngest.race.season == 2016 && youngest.race.name.contains("Spanish"))
    }

    /// The youngest and oldest of every kind are the drivers a scan of every result finds, each
    /// by the race of their first (or last) such result, dated.
    @Test(arguments: AgeRecordKind.allCases)
    func theAgeRecordsAreTheOnesEveryResultGives(_ kind: AgeRecordKind) async throws {
        let condition =
            switch kind {
            case .winners: "x.position = 1"
            case .pole: "x.pole = 1"
            case .starters: "x.classification NOT IN ('failedToQualify', 'withdrawn')"
            }
        let path = try await SharedHistory.built.value
        for youngest in [true, false] {
            let scan = """
                SELECT who, race FROM (
                    SELECT x.driver_id AS who, x.season * 100 + x.round AS race, julianday(r.date) - julianday(d.date_of_birth) AS age,
                        row_number() OVER (PARTITION BY x.driver_id ORDER BY x.season \(youngest ? "" : "DESC"), x.round \(youngest ? "" : "DESC")) AS nth
                    FROM race_results x JOIN races r USING (season, round) JOIN drivers d ON d.id = x.driver_id
                    WHERE \(condition) AND d.date_of_birth IS NOT NULL)
                WHERE nth = 1 ORDER BY age \(youngest ? "ASC" : "DESC"), who LIMIT 10
                """
            let expected = try HistoryQueryRunner.run(scan, on: path, limits: HistoryQueryLimits(time: .seconds(60)))
            let records = try await Self.index.value.ageRecords(kind, youngest: youngest, top: 10).prefix(10)
            let found = records.map { [HistoryValue.text($0.driver.id.rawValue), .integer(Int64($0.race.season * 100 + $0.race.round))] }
            #expect(expected.rows.count == 10)
            #expect(found == expected.rows, "\(youngest ? "youngest" : "oldest") \(kind)")
        }
    }

    @Test func lapsLedAreRefusedWithTheReason() async throws {
        await #expect(throws: RecordsError.self) { try await Self.index.value.records(.lapsLed, filter: RecordFilter(), top: 10) }
    }

    /// John Watson won Detroit 1983 from 22nd on the grid, the lowest place a race was won from.
    @Test func watsonWonFromTheLowestGridPlace() async throws {
        let lowest = try #require(try await Self.index.value.gridWins(filter: RecordFilter(), top: 1).first)
        #expect(lowest.driver.id == "john-watson" && lowest.grid == 22 && lowest.race.season == 1983)
    }
}
