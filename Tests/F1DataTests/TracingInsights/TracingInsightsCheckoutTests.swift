import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// A season checkout made in a temporary folder, its "Austrian Grand Prix/Qualifying" a link to
/// the staged 2026 files.
struct TracingInsightsTemporaryCheckout: ~Copyable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "tracinginsights-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root.appending(path: "Austrian Grand Prix"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "Austrian Grand Prix/Qualifying"), withDestinationURL: TracingInsightsFolder.root)
    }

    func repository() -> TracingInsightsCheckout {
        TracingInsightsCheckout(folder: root, season: 2026) { season, round in
            guard season == 2026, round == 8 else { throw LookupError.roundNotFound(season: season, round: round, rounds: 8) }
            return "Austrian Grand Prix"
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite(.enabled(if: TracingInsightsFolder.isPresent, "../shared/data/telemetry is absent: the TracingInsights laps are not available"))
struct TracingInsightsCheckoutTests {
    @Test func theSessionsLapsAreEveryDriversTable() async throws {
        let checkout = try TracingInsightsTemporaryCheckout()
        let laps = try await checkout.repository().sessionLaps(season: 2026, round: 8, session: .qualifying)
        #expect(laps.title == "Austrian Grand Prix, Qualifying")
        #expect(laps.credit == "TracingInsights (FastF1)")
        #expect(laps.drivers.count == 22)
        let russell = try #require(laps.driver(named: "RUS"))
        #expect(russell.id == 63 && russell.fullName == "George Russell" && russell.teamName == "Mercedes" && russell.teamColour == "00D7B6")
        let leclerc = try #require(laps.driver(named: "Leclerc"))
        #expect(leclerc.id == 16)
        // Only the two staged drivers have lap tables: 20 and 15 laps.
        #expect(laps.laps.filter { $0.driver == 63 }.count == 20)
        #expect(laps.laps.filter { $0.driver == 16 }.count == 15)
        let pole = try #require(laps.lap(.fastest, of: 63))
        #expect(pole.lap == 19 && pole.duration == 66.113)
        #expect(pole.sector1 == 16.424 && pole.sector2 == 29.62 && pole.sector3 == 20.069)
        #expect(pole.start == Moment(iso8601: "2026-06-27T14:59:40.580Z"))
        #expect(pole.miniSectors1 == [2048, 2049, 2049, 2049, 2051, 2049])
        #expect(pole.miniSectors.first?.first == .timed(.slower))
        let second = try #require(laps.lap(.fastest, of: 16))
        #expect(second.lap == 14 && second.duration == 66.349)
        // Out laps are marked; the first lap left the pits.
        #expect(laps.lap(.number(1), of: 63)?.isPitOutLap == true)
        #expect(laps.lap(.number(1), of: 63)?.duration == nil)
    }

    @Test func aLapsSamplesAreItsFile() async throws {
        let checkout = try TracingInsightsTemporaryCheckout()
        let repository = checkout.repository()
        let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
        let russell = try #require(laps.driver(named: "RUS"))
        let pole = try #require(laps.lap(.fastest, of: russell.id))
        let telemetry = try await repository.lapTelemetry(season: 2026, round: 8, session: .qualifying, lap: pole, driver: russell)
        #expect(telemetry.driver == "RUS" && telemetry.lap == 19 && telemetry.lapTime == 66.113)
        #expect(telemetry.samples.count == 509)
        #expect(telemetry.samples.last?.time == 66.113)
    }

    @Test func theLayoutIsThePoleLapsWithTenCorners() async throws {
        let checkout = try TracingInsightsTemporaryCheckout()
        let layout = try await checkout.repository().trackLayout(season: 2026, round: 8, session: .qualifying)
        #expect(layout.corners.count == 10)
        #expect(layout.corners.map(\.number) == Array(1...10))
        #expect(abs(layout.lapLength - 4_296) < 1)
        #expect(layout.sectorEnds.count == 2)
        #expect(layout.sectorEnds.allSatisfy { (0.2...0.8).contains($0) })
        #expect(layout.credit == "Outline: TracingInsights (FastF1), from RUS's lap 19")
    }

    @Test func whatIsMissingIsNamedByItsPath() async throws {
        let checkout = try TracingInsightsTemporaryCheckout()
        let repository = checkout.repository()
        let race = checkout.root.appending(path: "Austrian Grand Prix/Race").path
        await #expect(
            throws: TelemetryError.fileUnusable(path: race, reason: "is not a folder of the TracingInsights checkout, so it has no such session")
        ) {
            try await repository.sessionLaps(season: 2026, round: 8, session: .race)
        }
        let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
        let russell = try #require(laps.driver(named: "RUS"))
        let other = try #require(laps.lap(.number(18), of: russell.id))
        let missing = checkout.root.appending(path: "Austrian Grand Prix/Qualifying/RUS/18_tel.json").path
        await #expect(throws: TelemetryError.fileUnusable(path: missing, reason: "is missing")) {
            try await repository.lapTelemetry(season: 2026, round: 8, session: .qualifying, lap: other, driver: russell)
        }
        await #expect(throws: TelemetryError.sessionNotInSource(session: "2025 round 8, Qualifying", coverage: repository.coverage)) {
            try await repository.sessionLaps(season: 2025, round: 8, session: .qualifying)
        }
    }
}
