import ErgastEmulator
import F1DataLive
import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Synchronization
import Testing

@testable import F1Data

/// The OpenF1 telemetry source end to end over real sockets, against the emulator serving the
/// 2026 Austrian qualifying made from TracingInsights' laps (derived test data, not recorded from
/// OpenF1): Russell (63) and Leclerc (16), each with car data and positions on their best lap.
@Suite(.enabled(if: TracingInsightsFolder.isPresent, "../shared/data/telemetry is absent: the TracingInsights laps are not available"))
struct OpenF1TelemetryApiTests {
    static func emulator() throws -> OpenF1Emulator {
        let emulator = try OpenF1Emulator(
            tracingInsights: TracingInsightsFolder.root, numbers: ["RUS": 63, "LEC": 16], circuit: "Spielberg", country: "Austria")
        try emulator.start()
        return emulator
    }

    static func repository(
        _ emulator: OpenF1Emulator, gate: any RequestGate = RateLimiter(limits: OpenF1LiveHarness.testLimits, clock: ContinuousClock())
    ) -> OpenF1Telemetry {
        let client = OpenF1Client(
            baseURL: emulator.baseURL, http: URLSessionHTTPClient(timeout: .seconds(30), idleTimeout: .seconds(15)), gate: gate,
            retry: OpenF1LiveHarness.quickRetry, cache: nil)
        let source = OpenF1Source(client: client, now: { Moment(millisecondsSince1970: Int(Date().timeIntervalSince1970 * 1000)) })
        return OpenF1Telemetry(source: source, sessionKey: OpenF1Emulator.derivedSessionKey)
    }

    /// The driver's lap and its telemetry through the repository.
    static func telemetry(_ repository: OpenF1Telemetry, _ code: String, _ number: Int) async throws -> (TimedLap, LapTelemetry) {
        let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
        let driver = try #require(laps.driver(named: code))
        let lap = try #require(laps.lap(.number(number), of: driver.id))
        return (lap, try await repository.lapTelemetry(season: 2026, round: 8, session: .qualifying, lap: lap, driver: driver))
    }

    @Test(arguments: [("RUS", 19, 66.113), ("LEC", 14, 66.349)])
    func aLapComesBackAsTracingInsightsHasIt(_ code: String, _ number: Int, _ time: Double) async throws {
        let emulator = try Self.emulator()
        let repository = Self.repository(emulator)
        let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
        #expect(laps.title == "Austrian Grand Prix, Qualifying")
        let driver = try #require(laps.driver(named: code))
        #expect(laps.lap(.fastest, of: driver.id)?.lap == number)
        let (lap, telemetry) = try await Self.telemetry(repository, code, number)
        let original = try TelemetryTestData.tracingInsightsLap(code, number)
        #expect(lap.duration == time && telemetry.lapTime == time)
        #expect(abs((telemetry.topSpeed ?? 0) - (original.topSpeed ?? 0)) <= 2)
        #expect(abs((telemetry.samples.last?.time ?? 0) - time) <= 0.3)
        #expect(abs((telemetry.distanceCovered ?? 0) - (original.distanceCovered ?? 0)) < 80)
        #expect(telemetry.samples.allSatisfy { $0.x != nil && $0.y != nil })
        // Each sample's place within a few metres of where the TracingInsights lap has the car then.
        for sample in telemetry.samples {
            guard let after = original.samples.firstIndex(where: { $0.time >= sample.time }), after > 0 else { continue }
            let (a, b) = (original.samples[after - 1], original.samples[after])
            let share = b.time > a.time ? (sample.time - a.time) / (b.time - a.time) : 0
            let x = (a.x ?? 0) + ((b.x ?? 0) - (a.x ?? 0)) * share
            #expect(abs((sample.x ?? 0) - x) < 150, "at \(sample.time) s")
        }
    }

    /// Only the lap's records are asked for: the car, and the lap's window (positions a second either side).
    @Test func theLapsFiltersAreSent() async throws {
        let emulator = try Self.emulator()
        let (lap, _) = try await Self.telemetry(Self.repository(emulator), "RUS", 19)
        let start = try #require(lap.start)
        let end = try #require(lap.end)
        func query(_ path: String) throws -> [String: String] {
            let target = try #require(emulator.receivedRequests.last { $0.target.hasPrefix("/v1/\(path)?") }?.target)
            let items = URLComponents(string: "http://host" + target)?.queryItems ?? []
            return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        }
        func at(_ milliseconds: Int) -> String { OpenF1Client.filterValue(Moment(millisecondsSince1970: milliseconds)) }
        #expect(
            try query("car_data") == [
                "session_key": "9000001", "driver_number": "63", "date>=": at(start.millisecondsSince1970),
                "date<": at(end.millisecondsSince1970 + 1),
            ])
        #expect(
            try query("location") == [
                "session_key": "9000001", "driver_number": "63", "date>=": at(start.millisecondsSince1970 - 1000),
                "date<": at(end.millisecondsSince1970 + 1000),
            ])
        #expect(emulator.receivedRequests.filter { $0.target.hasPrefix("/v1/car_data") }.count == 1)
    }

    /// The emulator says in every answer that the records are derived, not OpenF1's.
    @Test func everyAnswerSaysTheDataIsDerived() async throws {
        let emulator = try Self.emulator()
        let response = try await URLSessionHTTPClient().get(emulator.baseURL.appending(path: "car_data"))
        #expect(response.headers["x-f1kit-derived"] == "derived from TracingInsights, not recorded from OpenF1")
    }

    /// More than 30 requests: the limiter set to OpenF1's free limits (3 a second, 30 a minute)
    /// spaces them, on a clock whose sleeps return at once.
    @Test func theRateLimitIsHonoured() async throws {
        let emulator = try Self.emulator()
        let clock = ImmediateClock()
        let grants = Mutex<[ImmediateClock.Instant]>([])
        let limiter = RateLimiter(limits: .openF1, clock: clock, onGrant: { instant in grants.withLock { $0.append(instant) } })
        let repository = Self.repository(emulator, gate: limiter)
        for _ in 0..<17 { _ = try await Self.telemetry(repository, "LEC", 14) }
        let granted = grants.withLock { $0 }
        #expect(granted.count == emulator.receivedRequests.count && granted.count > 30)
        for (index, instant) in granted.enumerated() {
            #expect(granted[index...].prefix { instant.duration(to: $0) < .seconds(1) }.count <= 3)
            #expect(granted[index...].prefix { instant.duration(to: $0) < .seconds(10) }.count <= 30)
            #expect(granted[index...].prefix { instant.duration(to: $0) < .seconds(60) }.count <= 30)
        }
        #expect(granted.first.map { $0.duration(to: granted.last ?? $0) >= .seconds(60) } == true)
    }

    /// A fault on the positions' request, after the car data came: one friendly error, no crash or hang.
    @Test(arguments: [OpenF1Emulator.Fault.serverError, .dropConnection, .truncatedJSON])
    func aFaultMidLapIsOneFriendlyError(_ fault: OpenF1Emulator.Fault) async throws {
        let emulator = try Self.emulator()
        emulator.setFault(fault, on: "location")
        let repository = Self.repository(emulator)
        let message = await friendlyMessage { try await Self.telemetry(repository, "RUS", 19) }
        #expect(message?.isEmpty == false)
        #expect(emulator.receivedRequests.contains { $0.target.hasPrefix("/v1/car_data") })
        if fault == .serverError {
            let server = "127.0.0.1:\(emulator.baseURL.port ?? 0)"
            await #expect(throws: SourceError.serverFailed(server: server, status: 502, attempts: 2)) {
                try await Self.telemetry(repository, "RUS", 19)
            }
        }
    }

    @Test func aLapWithoutRecordsIsNoSamples() async throws {
        let emulator = try Self.emulator()
        await #expect(throws: TelemetryError.noSamples(driver: "RUS", lap: 17, session: "Austrian Grand Prix, Qualifying")) {
            try await Self.telemetry(Self.repository(emulator), "RUS", 17)
        }
        #expect(emulator.receivedRequests.contains { $0.target.hasPrefix("/v1/car_data") })
    }

    @Test func theLayoutComesFromTheQuickestLap() async throws {
        let emulator = try Self.emulator()
        let layout = try await Self.repository(emulator).trackLayout(season: 2026, round: 8, session: .qualifying)
        #expect(abs(layout.lapLength - 4296) < 80)
        #expect(layout.sectorEnds.count == 2)
        await #expect(throws: TelemetryError.self) { try await Self.repository(emulator).trackLayout(season: 2025, round: 8, session: .qualifying) }
    }
}
