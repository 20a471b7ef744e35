import F1Domain
import F1UseCases
import Foundation

/// The telemetry of a recorded OpenF1 session (the folder `--replay DIR` reads): its laps with
/// sectors and mini-sectors, each lap's samples from `car_data.json` and `location.json` when the
/// folder has them, and the circuit drawn from the quickest lap's positions. It answers for its
/// own session only.
package struct RecordedSessionTelemetry: TelemetryRepository {
    private let session: OpenF1TelemetrySession
    /// Each car's records, by race number; nil when the folder has no such file.
    private let carData: [TimingDriver.ID: [CarDataRecord]]?
    private let positions: [TimingDriver.ID: [CarPositionRecord]]?

    /// Reads the recording in `folder`; a file that is there but damaged is
    /// `OpenF1RecordingError`, naming it.
    package init(folder: URL) throws {
        let recording = OpenF1Recording(folder: folder)
        session = OpenF1TelemetrySession(timing: try recording.read().timing, origin: "recorded")
        carData = try Self.read(folder, .carData) { try OpenF1Decoding(strict: false).carData(from: $0) }.map {
            Dictionary(grouping: $0, by: \.driver)
        }
        positions = try Self.read(folder, .location) { try OpenF1Decoding(strict: false).positions(from: $0) }.map {
            Dictionary(grouping: $0, by: \.driver)
        }
    }

    package var coverage: String { session.coverage }

    /// The session the recording holds, as a report names it: its year, round 0 (a timing feed
    /// numbers no rounds; this source answers for any), and its kind (a race when the feed's name
    /// is not one F1Kit knows).
    package var address: SessionAddress {
        let recorded = session.timing.session
        return SessionAddress(season: recorded.year, round: .round(0), session: recorded.weekendKind ?? .race)
    }

    package func sessionLaps(season: Int, round: Int, session kind: SessionKind) async throws -> SessionLaps {
        try session.check(season: season, round: round, session: kind)
        return session.laps(credit: "OpenF1 (recorded)")
    }

    package func lapTelemetry(season: Int, round: Int, session kind: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        try session.check(season: season, round: round, session: kind)
        guard let telemetry = merged(lap, code: driver.acronym) else {
            throw TelemetryError.noSamples(driver: driver.acronym, lap: lap.lap, session: session.title)
        }
        return telemetry
    }

    package func trackLayout(season: Int, round: Int, session kind: SessionKind) async throws -> TrackLayout {
        try session.check(season: season, round: round, session: kind)
        for lap in session.quickestLaps.prefix(20) {
            let code = session.driver(lap.driver)?.acronym ?? String(lap.driver.rawValue)
            if let telemetry = merged(lap, code: code), let layout = session.layout(from: telemetry, timed: lap) { return layout }
        }
        throw TelemetryError.noLayout(circuit: session.timing.session.circuitShortName)
    }

    private func merged(_ lap: TimedLap, code: String) -> LapTelemetry? {
        guard let cars = carData?[lap.driver] else { return nil }
        return LapTelemetry.merging(lap: lap, driver: code, carData: cars, positions: positions?[lap.driver] ?? [])
    }

    /// A telemetry file's records, nil when the folder has none; damage names the file.
    private static func read<Record>(_ folder: URL, _ endpoint: OpenF1Endpoint, decode: (Data) throws -> [Record]) throws -> [Record]? {
        let path = folder.appendingPathComponent(endpoint.recordedFileName).path
        guard FileManager.default.fileExists(atPath: path) else {
            if let broken = OpenF1Recording.brokenLink(path) { throw broken }
            return nil
        }
        let body: Data
        do {
            body = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw OpenF1RecordingError.unreadable(path, reason: "reading it failed")
        }
        do {
            return try decode(body)
        } catch let error as OpenF1DecodingError {
            throw OpenF1RecordingError.damaged(file: path, problem: error.problem)
        }
    }
}
