import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The f1db weekend against facts read by hand from the files, one weekend of each qualifying
/// format, and the reasons a session is not there.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbWeekendTests {
    static let repository = try? F1dbRepository(path: F1dbFolder.data.path)

    static func source() throws -> F1dbRepository {
        try #require(repository)
    }

    // MARK: Knockout and the 2024 sprint weekend

    @Test func brazil1989ListsTheCarsThatDidNotPreQualifyLast() async throws {
        let brazil = try await Self.source().qualifying(season: 1989, round: 1)
        // 30 qualifiers, then the 8 of the 13 pre-qualifiers that went no further, in pre-qualifying order.
        #expect(brazil.results.count == 38)
        let dnpq = brazil.results.filter { $0.positionText == "DNPQ" }
        #expect(dnpq.count == 8)
        #expect(dnpq.map(\.position) == Array(31...38))
        #expect(dnpq.last?.driver.id == "bertrand-gachot")
        #expect(dnpq.allSatisfy { $0.time == nil && $0.q1 == nil })
        #expect(!dnpq.contains { $0.driver.id == "martin-brundle" }, "Brundle pre-qualified first and qualified")
    }

    @Test func spa2021PoleWasVerstappensQ3() async throws {
        let spa = try await Self.source().qualifying(season: 2021, round: 12)
        #expect(spa.format == .knockout)
        #expect(spa.race.qualifyingFormat == .knockout)
        #expect(spa.session == .qualifying)
        let pole = try #require(spa.results.first)
        #expect(pole.driver.id == "max-verstappen" && pole.position == 1 && pole.positionText == nil)
        #expect(pole.q1 == LapTime("1:58.717") && pole.q2 == LapTime("1:56.559") && pole.q3 == LapTime("1:59.765"))
        #expect(pole.time == nil && pole.laps == 20 && pole.number == 33)
        #expect(spa.results.count == 20)
    }

    @Test func miami2024SprintQualifying() async throws {
        let shootout = try await Self.source().sprintQualifying(season: 2024, round: 6)
        #expect(shootout.session == .sprintQualifying)
        #expect(shootout.results.count == 20)
        let pole = try #require(shootout.results.first)
        #expect(pole.driver.fullName == "Max Verstappen" && pole.constructor.id == "red-bull")
        #expect(pole.q1 == LapTime("1:28.194") && pole.q2 == LapTime("1:28.001") && pole.q3 == LapTime("1:27.641"))
        #expect(shootout.results[1].driver.id == "charles-leclerc" && shootout.results[1].q3 == LapTime("1:27.749"))
    }

    @Test func miami2024Sprint() async throws {
        let sprint = try await Self.source().sprint(season: 2024, round: 6)
        #expect(sprint.race.name.contains("Miami"))
        #expect(sprint.results.count == 20)
        let winner = try #require(sprint.results.first)
        #expect(winner.driver.id == "max-verstappen" && winner.points == 8 && winner.laps == 19 && winner.grid == 1)
        #expect(winner.time?.milliseconds == LapTime("31:31.383")?.milliseconds)
        let second = sprint.results[1]
        #expect(second.driver.id == "charles-leclerc" && second.points == 7 && second.time?.display == "+3.371")
    }

    @Test func miami2024QualifyingAndGrid() async throws {
        let source = try Self.source()
        let qualifying = try await source.qualifying(season: 2024, round: 6)
        #expect(qualifying.format == .knockout)
        #expect(qualifying.results.first?.q3 == LapTime("1:27.241"))
        let grid = try await source.startingGrid(season: 2024, round: 6)
        #expect(grid.positions.count == 20)
        let first = try #require(grid.positions.first)
        #expect(first.driver.id == "max-verstappen" && first.position == 1 && first.qualifyingPosition == 1 && first.time == LapTime("1:27.241"))
        // Ricciardo lost three places for a sprint collision and started last.
        let ricciardo = try #require(grid.positions.first { $0.driver.id == "daniel-ricciardo" })
        #expect(ricciardo.penaltyPlaces == 3 && ricciardo.position == 20 && !ricciardo.startsFromBack && !ricciardo.pitLane)
        #expect(ricciardo.qualifyingPosition == qualifying.results.first { $0.driver.id == "daniel-ricciardo" }?.position)
        #expect(grid.positions.filter { $0.penaltyPlaces != nil }.count == 1)
    }

    @Test func miami2024PitStops() async throws {
        let pits = try await Self.source().pitStops(season: 2024, round: 6)
        #expect(pits.stops.count == 28)
        let first = try #require(pits.stops.first)
        #expect(first.driver.id == "alexander-albon" && first.constructor?.id == "williams" && first.number == 23)
        #expect(first.stop == 1 && first.lap == 10 && first.duration == LapTime("22.828") && first.timeOfDay == nil)
        #expect(pits.stops.map(\.lap) == pits.stops.map(\.lap).sorted())
    }

    // MARK: Older formats

    @Test func twoSessions1995AustraliaKeepsEachSessionsTime() async throws {
        let adelaide = try await Self.source().qualifying(season: 1995, round: 17)
        #expect(adelaide.format == .twoSessions)
        let pole = try #require(adelaide.results.first)
        #expect(pole.driver.id == "damon-hill")
        #expect(pole.time == LapTime("1:15.505") && pole.q1 == LapTime("1:15.505") && pole.q2 == LapTime("1:15.988") && pole.q3 == nil)
        #expect(adelaide.results.count == 24)
    }

    @Test func oneSession1996HasOneTime() async throws {
        let melbourne = try await Self.source().qualifying(season: 1996, round: 1)
        #expect(melbourne.format == .oneSession)
        let pole = try #require(melbourne.results.first)
        #expect(pole.driver.id == "jacques-villeneuve" && pole.time == LapTime("1:32.371") && pole.laps == 11)
        #expect(melbourne.results.allSatisfy { $0.q1 == nil && $0.q2 == nil && $0.q3 == nil })
    }

    @Test func oneLap2003HasOneTime() async throws {
        let melbourne = try await Self.source().qualifying(season: 2003, round: 1)
        #expect(melbourne.format == .oneLap)
        let pole = try #require(melbourne.results.first)
        #expect(pole.driver.id == "michael-schumacher" && pole.time == LapTime("1:27.173") && pole.q1 == nil)
    }

    @Test func aggregate2005AddsTwoLaps() async throws {
        let melbourne = try await Self.source().qualifying(season: 2005, round: 1)
        #expect(melbourne.format == .aggregate)
        let pole = try #require(melbourne.results.first)
        #expect(pole.driver.id == "giancarlo-fisichella")
        #expect(pole.q1 == LapTime("1:33.171") && pole.q2 == LapTime("1:28.289") && pole.time == LapTime("3:01.460"))
        // The aggregate is the two laps added, for every car that set both.
        for result in melbourne.results {
            guard let first = result.q1, let second = result.q2, let total = result.time else { continue }
            #expect(first.milliseconds + second.milliseconds == total.milliseconds, "\(result.driver.id)")
        }
    }

    @Test func elimination2016HadThreeSegments() async throws {
        let melbourne = try await Self.source().qualifying(season: 2016, round: 1)
        #expect(melbourne.format == .elimination)
        let pole = try #require(melbourne.results.first)
        #expect(pole.driver.id == "lewis-hamilton" && pole.q3 == LapTime("1:23.837"))
        let last = try #require(melbourne.results.last)
        #expect(last.driver.id == "pascal-wehrlein" && last.position == 22 && last.q1 == LapTime("1:29.642") && last.q2 == nil)
    }

    @Test func fourLaps1950Indianapolis() async throws {
        let indy = try await Self.source().qualifying(season: 1950, round: 3)
        #expect(indy.format == .fourLaps)
        let pole = try #require(indy.results.first)
        #expect(pole.driver.id == "walt-faulkner" && pole.time == LapTime("4:27.970") && pole.laps == nil)
        #expect(indy.results.count == 33)
    }

    // MARK: Codes, pit lane, penalties, red flags

    @Test func disqualifiedQualifiersKeepTheirPlaceInTheFile() async throws {
        let source = try Self.source()
        let singapore = try await source.qualifying(season: 2025, round: 18)
        let albon = try #require(singapore.results.first { $0.driver.id == "alexander-albon" })
        #expect(albon.positionText == "DSQ" && albon.position == 19 && albon.q1 == nil && albon.q2 == LapTime("1:30.202"))
        #expect(singapore.results.map(\.position) == Array(1...20))
        #expect(singapore.results.filter { $0.positionText != nil }.map(\.driver.id) == ["alexander-albon", "carlos-sainz-jr"])
        // Albon then started from the pit lane: no slot, his qualifying place kept.
        let grid = try await source.startingGrid(season: 2025, round: 18)
        let start = try #require(grid.positions.first { $0.driver.id == "alexander-albon" })
        #expect(start.pitLane && start.position == nil && start.positionText == "PL" && start.qualifyingPosition == 19)
    }

    @Test func aPitLaneStarterComesLast() async throws {
        let imola = try await Self.source().startingGrid(season: 2022, round: 4)
        let last = try #require(imola.positions.last)
        #expect(last.driver.id == "guanyu-zhou" && last.pitLane && last.position == nil && last.qualifyingPosition == 14)
        #expect(imola.positions.dropLast().allSatisfy { !$0.pitLane && $0.position != nil })
    }

    @Test func aStartFromTheBackIsNotAPlaceCount() async throws {
        let spain = try await Self.source().startingGrid(season: 2022, round: 6)
        let alonso = try #require(spain.positions.first { $0.driver.id == "fernando-alonso" })
        #expect(alonso.startsFromBack && alonso.penaltyPlaces == nil && alonso.position == 20 && alonso.qualifyingPosition == 17)
    }

    @Test func redFlagStopsLastHalfAnHour() async throws {
        let brazil = try await Self.source().pitStops(season: 2016, round: 20)
        #expect(brazil.stops.count == 62)
        let hamilton = try #require(brazil.stops.first { $0.driver.id == "lewis-hamilton" && $0.lap == 20 })
        #expect(hamilton.duration?.milliseconds == ((33 * 60) + 30) * 1000 + 361)
        #expect(hamilton.constructor?.id == "mercedes" && hamilton.stop == 1)
    }

    // MARK: What is not there, and why

    @Test func round99IsNotFound() async throws {
        let source = try Self.source()
        let rounds = try await source.races(season: 2024).count
        await #expect(throws: LookupError.roundNotFound(season: 2024, round: 99, rounds: rounds)) {
            try await source.qualifying(season: 2024, round: 99)
        }
        await #expect(throws: LookupError.roundNotFound(season: 2024, round: 99, rounds: rounds)) {
            try await source.pitStops(season: 2024, round: 99)
        }
    }

    @Test func aWeekendWithoutASprintDidNotHoldOne() async throws {
        let source = try Self.source()
        let name = try await source.races(season: 2024)[0].name
        await #expect(throws: LookupError.sessionNotHeld(season: 2024, round: 1, name: name, session: .sprint)) {
            try await source.sprint(season: 2024, round: 1)
        }
        await #expect(throws: LookupError.sessionNotHeld(season: 2024, round: 1, name: name, session: .sprintQualifying)) {
            try await source.sprintQualifying(season: 2024, round: 1)
        }
    }

    @Test func the2026SessionsStillToComeAreNotRun() async throws {
        let source = try Self.source()
        let zandvoort = try await source.races(season: 2026)[11]
        // Sprint qualifying is filed, the sprint and qualifying are not yet.
        #expect(try await source.sprintQualifying(season: 2026, round: 12).results.isEmpty == false)
        await #expect(throws: LookupError.sessionNotRun(season: 2026, round: 12, name: zandvoort.name, session: .sprint)) {
            try await source.sprint(season: 2026, round: 12)
        }
        await #expect(throws: LookupError.sessionNotRun(season: 2026, round: 12, name: zandvoort.name, session: .qualifying)) {
            try await source.qualifying(season: 2026, round: 12)
        }
        await #expect(throws: LookupError.sessionNotRun(season: 2026, round: 12, name: zandvoort.name, session: .race)) {
            try await source.pitStops(season: 2026, round: 12)
        }
    }

    @Test func pitStopsBefore1994AreNotInF1db() async throws {
        let source = try Self.source()
        let silverstone = try await source.races(season: 1950)[0]
        await #expect(throws: LookupError.notInSource(season: 1950, round: 1, name: silverstone.name, record: .pitStops, firstSeason: 1994)) {
            try await source.pitStops(season: 1950, round: 1)
        }
        // The first race with stops is round 2 of 1994.
        #expect(FileManager.default.fileExists(atPath: F1dbFolder.data.appending(path: "seasons/1994/races/02-pacific/pit-stops.yml").path))
        #expect(!FileManager.default.fileExists(atPath: F1dbFolder.data.appending(path: "seasons/1994/races/01-brazil/pit-stops.yml").path))
        #expect(try await source.pitStops(season: 1994, round: 2).stops.isEmpty == false)
    }

    @Test func anEmptyPitStopsFileIsNotARaceWithoutStops() async throws {
        let source = try Self.source()
        let monaco = try await source.races(season: 1994)[3]
        await #expect(throws: LookupError.notInSource(season: 1994, round: 4, name: monaco.name, record: .pitStops, firstSeason: 1994)) {
            try await source.pitStops(season: 1994, round: 4)
        }
    }

    @Test func anEmptySessionFileLeavesThatSessionsTimesOut() async throws {
        // 1982 South Africa: the first session's file is empty, the second's is not.
        let kyalami = try await Self.source().qualifying(season: 1982, round: 1)
        #expect(kyalami.format == .twoSessions)
        #expect(kyalami.results.allSatisfy { $0.q1 == nil })
        #expect(kyalami.results.contains { $0.q2 != nil })
        #expect(kyalami.results.allSatisfy { result in result.q2 == nil || result.time == nil || result.q2! >= result.time! })
    }

    @Test func spa2021HadNoPitStops() async throws {
        #expect(try await Self.source().pitStops(season: 2021, round: 12).stops.isEmpty)
    }

    @Test func sprintQualifyingBefore2023IsNotInF1db() async throws {
        let source = try Self.source()
        let imola = try await source.races(season: 2022)[3]
        #expect(imola.qualifyingFormat == .sprintRace)
        await #expect(throws: LookupError.notInSource(season: 2022, round: 4, name: imola.name, record: .sprintQualifying, firstSeason: 2023)) {
            try await source.sprintQualifying(season: 2022, round: 4)
        }
        // The 2022 sprint itself is there.
        #expect(try await source.sprint(season: 2022, round: 4).results.first?.driver.id == "max-verstappen")
    }
}

/// The weekend on a small made-up tree: damage is an error at its line and column, never a
/// crash, and a missing session file moves no time into the wrong session.
@Suite struct F1dbWeekendTreeTests {
    @Test func aSecondSessionAloneFillsQ2NotQ1() async throws {
        let race = "seasons/2000/races/01-test/"
        let row = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n"
        let tree = try F1dbTree(replacing: [
            race + "race.yml": "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\nqualifyingFormat: TWO_SESSION\n",
            race + "qualifying-results.yml": row + "  time: \"1:30.500\"\n",
            race + "qualifying-2-results.yml": row + "  time: \"1:30.500\"\n  gap:\n  interval:\n  laps: 9\n",
        ])
        defer { tree.remove() }
        let qualifying = try await F1dbRepository(path: tree.root.path).qualifying(season: 2000, round: 1)
        #expect(qualifying.format == .twoSessions && qualifying.race.qualifyingFormat == .twoSessions)
        let ace = try #require(qualifying.results.first)
        #expect(ace.q1 == nil && ace.q2 == LapTime("1:30.500") && ace.time == LapTime("1:30.500"))
    }

    @Test func aMalformedQualifyingTimeIsReportedWhereItIs() async throws {
        let path = "seasons/2000/races/01-test/qualifying-results.yml"
        let tree = try F1dbTree(replacing: [
            path: "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  time: fast\n"
        ])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        do {
            _ = try await source.qualifying(season: 2000, round: 1)
            Issue.record("expected an error")
        } catch SourceError.malformed(let data) {
            #expect(data.origin == .file(path) && data.line == 5 && data.column == 9)
        }
    }

    @Test func aMissingGridOfARunRaceIsDamageNotAnUpcomingSession() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        await #expect(throws: SourceError.self) { try await source.startingGrid(season: 2000, round: 1) }
        let weekendOnly = try F1dbTree(replacing: ["seasons/2000/races/01-test/race-results.yml": nil])
        defer { weekendOnly.remove() }
        await #expect(throws: LookupError.sessionNotRun(season: 2000, round: 1, name: "Test Grand Prix", session: .race)) {
            try await F1dbRepository(path: weekendOnly.root.path).startingGrid(season: 2000, round: 1)
        }
    }

    @Test func anUnknownGridPenaltyIsNamed() async throws {
        let path = "seasons/2000/races/01-test/starting-grid-positions.yml"
        let tree = try F1dbTree(replacing: [
            path: "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  gridPenalty: LATE\n  time:\n"
        ])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        do {
            _ = try await source.startingGrid(season: 2000, round: 1)
            Issue.record("expected an error")
        } catch SourceError.malformed(let data) {
            #expect(data.origin == .file(path) && data.reason.contains("LATE"))
        }
    }
}
