import Dispatch
import F1Domain
import F1UseCases
import Foundation
import Synchronization

/// The telemetry of one OpenF1 session from the API: its laps through `OpenF1Source` (the
/// session, meeting, drivers and laps, cached once the session is settled), and a lap's
/// `car_data` and `location` asked for that lap only, by car and by date
/// (`session_key`, `driver_number`, `date>=`, `date<`), through the client's rate limiter, retries
/// and cache. Like a recording, it answers for its one session, which it keeps once settled.
package final class OpenF1Telemetry: TelemetryRepository {
    package let source: OpenF1Source
    /// OpenF1's session key; nil is the latest session.
    package let sessionKey: Int?
    /// How far before and after a lap its positions are asked for, so the lap's first and last
    /// car samples have a position on either side.
    package static let positionMargin = 1_000
    /// The session's laps, once read for a settled session (they no longer change).
    private let held = Mutex<OpenF1TelemetrySession?>(nil)

    package init(source: OpenF1Source, sessionKey: Int?) {
        self.source = source
        self.sessionKey = sessionKey
    }

    package var coverage: String {
        sessionKey.map { "OpenF1's session \($0) only" } ?? "OpenF1's latest session only"
    }

    package func sessionLaps(season: Int, round: Int, session kind: SessionKind) async throws -> SessionLaps {
        let session = try await self.session()
        try session.check(season: season, round: round, session: kind)
        return session.laps(credit: "OpenF1")
    }

    package func lapTelemetry(season: Int, round: Int, session kind: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        let session = try await self.session()
        try session.check(season: season, round: round, session: kind)
        guard let telemetry = try await fetched(lap, code: driver.acronym, session: session) else {
            throw TelemetryError.noSamples(driver: driver.acronym, lap: lap.lap, session: session.title)
        }
        return telemetry
    }

    package func trackLayout(season: Int, round: Int, session kind: SessionKind) async throws -> TrackLayout {
        let session = try await self.session()
        try session.check(season: season, round: round, session: kind)
        // The quickest few laps at most: each costs two requests of the free user's 30 a minute.
        for lap in session.quickestLaps.prefix(3) {
            let code = session.driver(lap.driver)?.acronym ?? String(lap.driver.rawValue)
            if let telemetry = try await fetched(lap, code: code, session: session), let layout = session.layout(from: telemetry, timed: lap) {
                return layout
            }
        }
        throw TelemetryError.noLayout(circuit: session.timing.session.circuitShortName)
    }

    /// The session, its meeting, drivers and laps: four requests, or the cache's answers, or
    /// those already read of a settled session.
    private func session() async throws -> OpenF1TelemetrySession {
        if let held = held.withLock({ $0 }) { return held }
        let read = try await source.timing(session: sessionKey, endpoints: [.meetings, .drivers, .laps])
        let session = OpenF1TelemetrySession(timing: read.timing, origin: "OpenF1's")
        if source.isSettled(read.timing.session) { held.withLock { $0 = session } }
        return session
    }

    /// The lap's car data (dated within it) and positions (a second either side), merged; nil
    /// when the lap has no start or time, or OpenF1 has too few records for it.
    private func fetched(_ lap: TimedLap, code: String, session: OpenF1TelemetrySession) async throws -> LapTelemetry? {
        guard let start = lap.start, let end = lap.end, end > start else { return nil }
        let settled = source.isSettled(session.timing.session)
        let car = [
            (name: "session_key", value: String(session.timing.session.id.rawValue)), (name: "driver_number", value: String(lap.driver.rawValue)),
        ]
        // `date<` one millisecond past the end: the lap's last instant is its own.
        let carBody = try await source.client.body(
            .carData, car + Self.window(start, Moment(millisecondsSince1970: end.millisecondsSince1970 + 1)), cacheable: settled)
        let cars = try OpenF1Decoding(strict: false).carData(from: carBody)
        guard cars.count >= 2 else { return nil }
        let margin = Self.positionMargin
        let placeBody = try await source.client.body(
            .location,
            car
                + Self.window(
                    Moment(millisecondsSince1970: start.millisecondsSince1970 - margin),
                    Moment(millisecondsSince1970: end.millisecondsSince1970 + margin)),
            cacheable: settled)
        let places = try OpenF1Decoding(strict: false).positions(from: placeBody)
        return LapTelemetry.merging(lap: lap, driver: code, carData: cars, positions: places)
    }

    private static func window(_ from: Moment, _ to: Moment) -> [(name: String, value: String)] {
        [(name: "date>=", value: OpenF1Client.filterValue(from)), (name: "date<", value: OpenF1Client.filterValue(to))]
    }

    /// Both answers decoded side by side (a race's are a million records), leniently, with the
    /// fast path (`JSONRecords`) where they are plain.
    package static func decode(carData: Data, location: Data) throws -> (carData: [CarDataRecord], positions: [CarPositionRecord]) {
        let cars = Mutex<Result<[CarDataRecord], any Error>?>(nil)
        let places = Mutex<Result<[CarPositionRecord], any Error>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let result = Result { try OpenF1Decoding(strict: false).carData(from: carData) }
                cars.withLock { $0 = result }
            } else {
                let result = Result { try OpenF1Decoding(strict: false).positions(from: location) }
                places.withLock { $0 = result }
            }
        }
        return (try cars.withLock { $0 }?.get() ?? [], try places.withLock { $0 }?.get() ?? [])
    }

    /// `2023-09-17T12:30:00.117000+00:00`, as OpenF1 writes dates.
    package static func wireDate(_ milliseconds: Int) -> String {
        OpenF1Client.filterValue(Moment(millisecondsSince1970: milliseconds)).padding(toLength: 23, withPad: ".000", startingAt: 0) + "000+00:00"
    }
}
