import F1Data
import F1Domain
import F1UseCases
import Testing

/// The demo's made-up laps: bound to its results, consistent with themselves, the same every time.
@Suite struct DemoTelemetryTests {
    let demo: DemoRepository
    let telemetry: any TelemetryRepository

    init() throws {
        demo = try DemoRepository()
        telemetry = demo.telemetryRepository
    }

    static let sessions: [(Int, SessionKind)] = [
        (1, .qualifying), (1, .race), (2, .sprintQualifying), (2, .sprint), (2, .qualifying), (2, .race), (3, .qualifying), (3, .race),
    ]

    @Test func coverageNamesTheRunRounds() {
        #expect(telemetry.coverage == "the demo's qualifying, sprint qualifying, sprints and races of rounds 1 to 3 of 2025")
        // What every report reads: the source's own, not NoTelemetry.
        let source: any ReportSource = demo
        #expect(source.telemetryRepository.coverage == telemetry.coverage)
    }

    @Test(arguments: sessions)
    func everyLapsSamplesAndSectorsAgreeWithItsTime(_ round: Int, _ session: SessionKind) async throws {
        let laps = try await telemetry.sessionLaps(season: 2025, round: round, session: session)
        let layout = try await telemetry.trackLayout(season: 2025, round: round, session: session)
        #expect(laps.drivers.count == 8)
        #expect(!laps.laps.isEmpty)
        for lap in laps.laps {
            let duration = try #require(lap.duration)
            let sectors = [lap.sector1, lap.sector2, lap.sector3].compactMap(\.self)
            #expect(sectors.count == 3)
            #expect(sectors.map { Int(($0 * 1000).rounded()) }.reduce(0, +) == Int((duration * 1000).rounded()))
            #expect(lap.miniSectors.allSatisfy { $0.count == 8 })
            let driver = try #require(laps.drivers.first { $0.id == lap.driver })
            let samples = try await telemetry.lapTelemetry(season: 2025, round: round, session: session, lap: lap, driver: driver).samples
            let last = try #require(samples.last)
            #expect(abs(last.time - duration) < 0.001)
            #expect(abs((last.distance ?? 0) - layout.lapLength) < 0.01 * layout.lapLength)
            #expect(
                samples.allSatisfy { (60...350).contains($0.speed) },
                "\(driver.acronym) lap \(lap.lap): \(samples.map(\.speed).min() ?? 0)–\(samples.map(\.speed).max() ?? 0) km/h")
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time < $1.time && ($0.distance ?? 0) <= ($1.distance ?? 0) })
            #expect(samples.allSatisfy { $0.x != nil && $0.y != nil && (1...8).contains($0.gear ?? 0) })
        }
    }

    /// The made-up laps' quickest is the pole sitter's best time in the demo's qualifying results.
    @Test(arguments: [1, 2, 3])
    func theQuickestQualifyingLapIsPole(_ round: Int) async throws {
        let qualifying = try await demo.qualifying(season: 2025, round: round)
        let pole = try #require(qualifying.results.first { $0.position == 1 })
        let best = try #require([pole.q1, pole.q2, pole.q3].compactMap(\.self).map(\.milliseconds).min())
        let laps = try await telemetry.sessionLaps(season: 2025, round: round, session: .qualifying)
        let quickest = try #require(laps.laps.filter { $0.duration != nil }.min { ($0.duration ?? 0) < ($1.duration ?? 0) })
        #expect(laps.drivers.first { $0.id == quickest.driver }?.acronym == pole.driver.code)
        #expect(quickest.duration.map { Int(($0 * 1000).rounded()) } == best)  // trap-ok: a lap time.
    }

    @Test func theQuickestRaceLapIsTheResultsFastestLap() async throws {
        for round in 1...3 {
            let results = try await demo.results(season: 2025, round: round)
            let laps = try await telemetry.sessionLaps(season: 2025, round: round, session: .race)
            let history = try await demo.raceHistory(season: 2025, round: round)
            // Every lap of the history, car by car, is a lap here.
            for car in history.cars {
                let number = try #require(results.results.first { $0.driver.id.rawValue == car.key }?.number)
                #expect(laps.laps.filter { $0.driver.rawValue == number }.map(\.duration) == Array(car.lapTimes.dropFirst()))
            }
            guard let fastest = results.results.compactMap({ $0.fastestLap?.time }).min() else { continue }
            let quickest = laps.laps.compactMap(\.duration).min()
            #expect(
                quickest.map { Int(($0 * 1000).rounded()) } == fastest.milliseconds
                    || quickest.map { $0 * 1000 < Double(fastest.milliseconds) } == true)
        }
    }

    @Test func theSameLapIsMadeTheSameEveryTime() async throws {
        let laps = try await telemetry.sessionLaps(season: 2025, round: 1, session: .qualifying)
        let lap = try #require(laps.lap(.fastest, of: 1))
        let driver = try #require(laps.driver(named: "VER"))
        let first = try await telemetry.lapTelemetry(season: 2025, round: 1, session: .qualifying, lap: lap, driver: driver)
        let again = try await DemoRepository().telemetryRepository.lapTelemetry(
            season: 2025, round: 1, session: .qualifying, lap: lap, driver: driver)
        #expect(first == again)
        #expect(try await DemoRepository().telemetryRepository.sessionLaps(season: 2025, round: 1, session: .qualifying) == laps)
    }

    @Test func driversCornerDifferently() async throws {
        let laps = try await telemetry.sessionLaps(season: 2025, round: 1, session: .qualifying)
        let slowest = try await laps.drivers.asyncMap { driver -> Double in
            let lap = try #require(laps.lap(.fastest, of: driver.id))
            return try await telemetry.lapTelemetry(season: 2025, round: 1, session: .qualifying, lap: lap, driver: driver).samples.map(\.speed).min()
                ?? 0
        }
        #expect(Set(slowest.map { ($0 * 10).rounded() }).count > 1)
    }

    @Test(arguments: ["bahrain", "jeddah", "albert_park", "monaco", "villeneuve", "catalunya", "red_bull_ring", "silverstone"])
    func everyCircuitHasF1dbsOutline(_ circuit: String) async throws {
        let round = try #require(demo.dataset.races.first { $0.circuit.id.rawValue == circuit }?.round)
        let layout = try await telemetry.trackLayout(season: 2025, round: round, session: .race)
        #expect(layout.credit == "Outline: F1DB (CC BY 4.0)")
        #expect(abs(layout.outline.length + layout.outline.closingGap - layout.lapLength) < 1)
        #expect(!layout.corners.isEmpty && layout.corners.count <= 27)
        #expect(layout.sectorEnds == [0.31, 0.67])
    }

    @Test func practiceAndRoundsNotRunHaveNoLaps() async throws {
        await #expect(throws: TelemetryError.sessionNotInSource(session: "2025 Bahrain Grand Prix, Practice 1", coverage: telemetry.coverage)) {
            try await telemetry.sessionLaps(season: 2025, round: 1, session: .firstPractice)
        }
        await #expect(throws: TelemetryError.self) { try await telemetry.sessionLaps(season: 2025, round: 4, session: .race) }
        await #expect(throws: LookupError.self) { try await telemetry.sessionLaps(season: 2024, round: 1, session: .race) }
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
