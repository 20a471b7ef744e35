import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing
import YAMLKit

/// The recorded OpenF1 sessions against f1db's official results of the same sessions (2026 round
/// 4, Miami: race and sprint; round 3, Suzuka: qualifying). Timing shows the order on the road;
/// the official result can differ by penalties decided after the flag, and every such difference
/// is listed below with the record that explains it.
@Suite(.enabled(if: OpenF1Folder.isPresent && F1dbFolder.isPresent, "needs ../shared/data/openf1 and ../shared/data/f1db"))
struct OpenF1CrossSourceTests {
    /// A car whose official place differs from its place on the road, and why.
    struct Penalised: Sendable {
        let car: Int
        let reason: String
        /// Where the data records it: f1db's `timePenalty`, f1db's DSQ, or race control's message.
        let evidence: Evidence
    }

    enum Evidence: Sendable {
        case f1dbTimePenalty(String)
        case f1dbDisqualified
        case raceControl(String)
    }

    static let racePenalties = [
        Penalised(
            car: 16, reason: "20 s added after the race (unsafe condition): 6th on the road, 8th officially", evidence: .f1dbTimePenalty("20.000")),
        Penalised(car: 3, reason: "5 s added after the race (crossing the pit-exit line): 5th either way", evidence: .f1dbTimePenalty("5.000")),
    ]
    static let sprintPenalties = [
        Penalised(
            car: 12, reason: "5 s for track limits, given after the flag: 4th on the road, 6th officially",
            evidence: .raceControl("5 SECOND TIME PENALTY FOR CAR 12 (ANT)")),
        Penalised(car: 5, reason: "disqualified after the sprint: 11th on the road", evidence: .f1dbDisqualified),
    ]

    static func f1db<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
        let url = F1dbFolder.data.appending(path: "seasons/2026/races/" + path)
        return try YAMLDecoder().decode(T.self, from: Array(try Data(contentsOf: url)), path: url.path)
    }

    static func seconds(_ text: String?) -> Double? {
        guard let text else { return nil }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        return parts.reduce(0) { $0 * 60 + $1 }
    }

    /// Every difference between the road order and the official one is a penalised car: without
    /// them, both orders are the same.
    static func check(road: [Int], official: [Int], penalties: [Penalised], timing: SessionTiming, rows: [F1dbRaceResult]) {
        let penalised = Set(penalties.map(\.car))
        #expect(road.filter { !penalised.contains($0) } == official.filter { !penalised.contains($0) })
        for penalty in penalties {
            let row = rows.first { $0.driverNumber == penalty.car }
            switch penalty.evidence {
            case .f1dbTimePenalty(let seconds): #expect(row?.timePenalty == seconds, "car \(penalty.car)")
            case .f1dbDisqualified: #expect(row?.position == "DSQ", "car \(penalty.car)")
            case .raceControl(let text): #expect(timing.raceControl.contains { $0.message.contains(text) }, "car \(penalty.car)")
            }
        }
        // A penalty that changed nothing would not need listing, unless it is a time the files record.
        for penalty in penalties where road.firstIndex(of: penalty.car) == official.firstIndex(of: penalty.car) {
            guard case .f1dbTimePenalty = penalty.evidence else {
                Issue.record("car \(penalty.car) is listed but kept its place")
                continue
            }
        }
    }

    @Test func theMiamiRace() throws {
        let timing = try OpenF1Folder.recording("2026-miami-race").read(strict: true).timing
        let rows = try Self.f1db([F1dbRaceResult].self, "04-miami/race-results.yml")
        let timeline = SessionTimeline(timing)
        let road = timeline.orderAtTheFlag().map(\.rawValue)
        #expect(Set(road) == Set(rows.map(\.driverNumber)))
        // The feed's own classification is the road order.
        #expect(
            timing.classification.sorted { ($0.position ?? 99) < ($1.position ?? 99) }.prefix(18).map(\.driver.rawValue) == Array(road.prefix(18)))
        let official = rows.map(\.driverNumber)
        Self.check(road: road, official: official, penalties: Self.racePenalties, timing: timing, rows: rows)
        // Laps, retirements, and times: the feed's time plus f1db's penalty is f1db's time.
        for row in rows {
            let entry = try #require(timing.classification.first { $0.driver.rawValue == row.driverNumber })
            #expect(entry.laps == row.laps, "car \(row.driverNumber)")
            #expect(entry.didNotFinish == (row.position == "DNF"), "car \(row.driverNumber)")
            guard let duration = entry.durations.first ?? nil, let official = Self.seconds(row.time) else { continue }
            let penalty = Double(row.timePenalty ?? "") ?? 0
            #expect(abs(duration + penalty - official) < 0.0005, "car \(row.driverNumber)")
        }
        // The grid: f1db's grid positions are the feed's order before the start.
        let grid = timeline.state(at: timing.session.start).cars.map(\.driver.rawValue)
        let f1dbGrid = rows.filter { $0.gridPosition != nil }.sorted { Int($0.gridPosition ?? "") ?? 99 < Int($1.gridPosition ?? "") ?? 99 }.map(
            \.driverNumber)
        #expect(grid == f1dbGrid)
    }

    @Test func theMiamiSprint() throws {
        let timing = try OpenF1Folder.recording("2026-miami-sprint").read(strict: true).timing
        let rows = try Self.f1db([F1dbRaceResult].self, "04-miami/sprint-race-results.yml")
        let road = SessionTimeline(timing).orderAtTheFlag().map(\.rawValue)
        #expect(Array(road.prefix(6)) == [1, 81, 16, 12, 63, 3])
        Self.check(road: road, official: rows.map(\.driverNumber), penalties: Self.sprintPenalties, timing: timing, rows: rows)
        // The feed applied the sprint's penalty itself: its classification is the official result.
        let classified = timing.classification.filter { $0.position != nil }.sorted { $0.position! < $1.position! }
        #expect(classified.map(\.driver.rawValue) == rows.filter { Int($0.position) != nil }.map(\.driverNumber))
        #expect(
            Set(timing.classification.filter(\.didNotStart).map(\.driver.rawValue)) == Set(rows.filter { $0.position == "DNS" }.map(\.driverNumber)))
        #expect(timing.classification.filter(\.disqualified).map(\.driver.rawValue) == rows.filter { $0.position == "DSQ" }.map(\.driverNumber))
    }

    @Test func theSuzukaQualifying() throws {
        let timing = try OpenF1Folder.recording("2026-suzuka-qualifying").read(strict: true).timing
        let rows = try Self.f1db([F1dbQualifyingResult].self, "03-japan/qualifying-results.yml")
        let classified = timing.classification.sorted { ($0.position ?? 99) < ($1.position ?? 99) }
        #expect(classified.map(\.driver.rawValue) == rows.map(\.driverNumber))
        for row in rows {
            let entry = try #require(timing.classification.first { $0.driver.rawValue == row.driverNumber })
            let parts = entry.durations.map { $0.map { LapTime(milliseconds: Int(($0 * 1000).rounded())) } }
            #expect(parts == [row.q1, row.q2, row.q3], "car \(row.driverNumber)")
        }
        // The feed's grid is the qualifying order, as is f1db's.
        let f1dbGrid = try Self.f1db([F1dbGridRow].self, "03-japan/starting-grid-positions.yml").map(\.driverNumber)
        #expect(timing.grid.sorted { $0.position < $1.position }.map(\.driver.rawValue) == f1dbGrid)
    }

    /// The two keys of a starting-grid-positions.yml row this test reads.
    struct F1dbGridRow: Decodable {
        let driverNumber: Int
    }
}

/// The official result a replay shows after the flag, found in f1db by the session's date.
@Suite(.enabled(if: OpenF1Folder.isPresent && F1dbFolder.isPresent, "needs ../shared/data/openf1 and ../shared/data/f1db"))
struct OfficialPlacesTests {
    static func found(_ recording: String) async throws -> LoadOfficialPlaces.Found? {
        let f1db = try F1dbRepository(path: F1dbFolder.data.path)
        let session = try OpenF1Folder.recording(recording).read().timing.session
        return await LoadOfficialPlaces(races: f1db, weekends: f1db)(for: session)
    }

    @Test func theRaceIsFoundByItsDayWithItsPenalty() async throws {
        let found = try #require(try await Self.found("2026-miami-race"))
        #expect(found.race.name == "Miami Grand Prix" && found.race.round == 4)
        #expect(found.places[16] == 8 && found.places[44] == 6 && found.places[12] == 1)
        #expect(found.places.count == 22 && found.unplaced.isEmpty, "the four retirements are placed 19th to 22nd")
    }

    @Test func theSprintSaysWhoItGaveNoPlace() async throws {
        let found = try #require(try await Self.found("2026-miami-sprint"))
        #expect(found.race.round == 4)
        #expect(found.places[12] == 6 && found.places.count == 19)
        #expect(found.unplaced == [5: .disqualified, 27: .withdrawn, 41: .withdrawn])
    }

    @Test func aQualifyingHasItsRaceButNoPlaces() async throws {
        let found = try #require(try await Self.found("2026-suzuka-qualifying"))
        #expect(found.race.round == 3)
        #expect(found.places.isEmpty && found.unplaced.isEmpty)
    }
}
