import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// A recorded OpenF1 session's folder with car data and positions added (made from a
/// TracingInsights lap) as a telemetry source.
@Suite(.enabled(if: TelemetryTestData.isPresent, TelemetryTestData.absent))
struct RecordedSessionTelemetryTests {
    @Test func theLapsAreTheRecordingsWithSectorsAndMiniSectors() async throws {
        let (folder, _) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        let laps = try await RecordedSessionTelemetry(folder: folder).sessionLaps(season: 2026, round: 4, session: .race)
        let recorded = try OpenF1Recording(folder: folder).read().timing
        #expect(laps.laps == recorded.laps && laps.drivers == recorded.drivers)
        #expect(laps.laps.contains { $0.sector1 != nil && $0.miniSectors1?.isEmpty == false })
        #expect(laps.lap(.fastest, of: TimingDriver.ID(rawValue: 1))?.duration == 91.869)
        #expect(laps.credit == "OpenF1 (recorded)")
    }

    @Test func itAnswersForItsOwnSessionOnly() async throws {
        let (folder, lap) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try RecordedSessionTelemetry(folder: folder)
        #expect(source.coverage == "the recorded 2026 Miami race")
        let notHere = TelemetryError.sessionNotInSource(session: "2025 round 4 race", coverage: source.coverage)
        await #expect(throws: notHere) { try await source.sessionLaps(season: 2025, round: 4, session: .race) }
        await #expect(throws: TelemetryError.self) { try await source.sessionLaps(season: 2026, round: 4, session: .qualifying) }
        await #expect(throws: TelemetryError.self) { try await source.trackLayout(season: 2026, round: 4, session: .sprint) }
        let driver = try #require(try await source.sessionLaps(season: 2026, round: 4, session: .race).driver(named: "1"))
        await #expect(throws: TelemetryError.self) {
            try await source.lapTelemetry(season: 2027, round: 4, session: .race, lap: lap, driver: driver)
        }
    }

    /// The lap comes back as the TracingInsights lap it was made from, within what resampling at
    /// 3.7 Hz and rounding to integers can change.
    @Test func aLapsSamplesComeFromTheFolder() async throws {
        let (folder, lap) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try RecordedSessionTelemetry(folder: folder)
        let driver = try #require(try await source.sessionLaps(season: 2026, round: 4, session: .race).driver(named: "NOR"))
        let telemetry = try await source.lapTelemetry(season: 2026, round: 4, session: .race, lap: lap, driver: driver)
        let original = try TelemetryTestData.tracingInsightsLap("RUS", 19)
        #expect(telemetry.driver == "NOR" && telemetry.lap == 35 && telemetry.lapTime == 91.869)
        #expect(abs((telemetry.topSpeed ?? 0) - (original.topSpeed ?? 0)) <= 2)
        #expect(abs((telemetry.samples.last?.time ?? 0) - 66.113) <= 0.3)
        #expect(telemetry.samples.count == Int(66.113 * 3.7) + 1)
        #expect(telemetry.samples.allSatisfy { $0.x != nil && $0.y != nil && $0.distance != nil })
        #expect(abs((telemetry.distanceCovered ?? 0) - 4296) < 4296 * 0.02)
    }

    @Test func aLapWithoutCarDataIsNoSamples() async throws {
        let (folder, lap) = try TelemetryTestData.recording(telemetry: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try RecordedSessionTelemetry(folder: folder)
        let driver = try #require(try await source.sessionLaps(season: 2026, round: 4, session: .race).driver(named: "NOR"))
        await #expect(throws: TelemetryError.noSamples(driver: "NOR", lap: 35, session: "Miami 2026")) {
            try await source.lapTelemetry(season: 2026, round: 4, session: .race, lap: lap, driver: driver)
        }
        await #expect(throws: TelemetryError.noLayout(circuit: "Miami")) { try await source.trackLayout(season: 2026, round: 4, session: .race) }
    }

    /// Another lap of the session has no records in the folder's car data.
    @Test func aLapTheCarDataDoesNotCoverIsNoSamples() async throws {
        let (folder, _) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try RecordedSessionTelemetry(folder: folder)
        let laps = try await source.sessionLaps(season: 2026, round: 4, session: .race)
        let driver = try #require(laps.driver(named: "NOR"))
        let other = try #require(laps.lap(.number(20), of: driver.id))
        await #expect(throws: TelemetryError.noSamples(driver: "NOR", lap: 20, session: "Miami 2026")) {
            try await source.lapTelemetry(season: 2026, round: 4, session: .race, lap: other, driver: driver)
        }
    }

    @Test func theLayoutIsTheQuickestLapsPositions() async throws {
        let (folder, _) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = try await RecordedSessionTelemetry(folder: folder).trackLayout(season: 2026, round: 4, session: .race)
        #expect(layout.outline.points.count == Int(66.113 * 3.7) + 1)
        #expect(abs(layout.outline.length - 4296) < 4296 * 0.03)
        #expect(layout.outline.closingGap < 50)
        // Austria's lap run at Miami: the first sector ends within it, the second past its end.
        #expect(layout.sectorEnds.count == 1 && (layout.sectorEnds.first ?? 0) > 0.3)
    }

    @Test func carDataWithoutPositionsHasNoLayout() async throws {
        let (folder, lap) = try TelemetryTestData.recording(positions: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try RecordedSessionTelemetry(folder: folder)
        let driver = try #require(try await source.sessionLaps(season: 2026, round: 4, session: .race).driver(named: "NOR"))
        let telemetry = try await source.lapTelemetry(season: 2026, round: 4, session: .race, lap: lap, driver: driver)
        #expect(telemetry.samples.allSatisfy { $0.x == nil } && telemetry.samples.count > 200)
        await #expect(throws: TelemetryError.noLayout(circuit: "Miami")) { try await source.trackLayout(season: 2026, round: 4, session: .race) }
    }

    @Test(arguments: [("car_data.json", "[{]"), ("location.json", #"[{"date":"2026-05-03T17:00:00Z"}]"#), ("car_data.json", "{}")])
    func aDamagedFileIsOneSentenceNamingIt(_ name: String, _ text: String) throws {
        let (folder, _) = try TelemetryTestData.recording()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appending(path: name))
        let error = #expect(throws: OpenF1RecordingError.self) { try RecordedSessionTelemetry(folder: folder) }
        #expect(error?.description.hasPrefix(folder.appending(path: name).path) == true)
    }
}
