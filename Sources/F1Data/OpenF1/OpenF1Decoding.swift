import F1Domain
import Foundation

/// Reads OpenF1's JSON answers into a session's timing. Strict (the tests): an undeclared key or
/// a record that does not decode fails with its place. Lenient (run time): keys the API adds are
/// ignored and a record that does not decode is left out and counted, so one odd sample never
/// costs the whole session.
package struct OpenF1Decoding: Sendable {
    package var isStrict: Bool

    package init(strict: Bool) {
        isStrict = strict
    }

    /// A session's timing and how many records of each endpoint were left out.
    package struct Read: Sendable {
        package var timing: SessionTiming
        package var skipped: [OpenF1Endpoint: Int]
    }

    /// `answers` holds each endpoint's body; only the session is required.
    package func timing(from answers: [OpenF1Endpoint: Data]) throws -> Read {
        var skipped: [OpenF1Endpoint: Int] = [:]
        func all<DTO: Decodable, Value>(_ endpoint: OpenF1Endpoint, _ dto: DTO.Type, _ map: (DTO) throws -> Value) throws -> [Value] {
            guard let body = answers[endpoint] else { return [] }
            let (values, left) = try records(dto, from: body, endpoint: endpoint, map: map)
            if left > 0 { skipped[endpoint] = left }
            return values
        }
        guard let session = try all(.sessions, OpenF1Session.self, { try $0.toTimingSession() }).first else {
            throw OpenF1DecodingError.noSession
        }
        let timing = SessionTiming(
            session: session,
            meeting: try all(.meetings, OpenF1Meeting.self, { try $0.toTimingMeeting() }).first,
            drivers: try all(.drivers, OpenF1Driver.self, { try $0.toTimingDriver() }),
            positions: try all(.position, OpenF1Position.self, { try $0.toPositionUpdate() }),
            intervals: try all(.intervals, OpenF1Interval.self, { try $0.toIntervalUpdate() }),
            laps: try all(.laps, OpenF1Lap.self, { try $0.toTimedLap() }),
            pits: try all(.pit, OpenF1Pit.self, { try $0.toPitVisit() }),
            stints: try all(.stints, OpenF1Stint.self, { try $0.toTyreStint() }),
            raceControl: try all(.raceControl, OpenF1RaceControl.self, { try $0.toRaceControlMessage() }),
            weather: try all(.weather, OpenF1Weather.self, { try $0.toWeatherReading() }),
            classification: try all(.sessionResult, OpenF1SessionResult.self, { try $0.toSessionClassificationEntry() }),
            grid: try all(.startingGrid, OpenF1StartingGrid.self, { try $0.toGridSlot() }))
        return Read(timing: timing, skipped: skipped)
    }

    /// One endpoint's records: an array, or a single object (how recordings keep the session).
    package func records<DTO: Decodable, Value>(
        _ dto: DTO.Type, from body: Data, endpoint: OpenF1Endpoint, map: (DTO) throws -> Value
    ) throws -> (values: [Value], skipped: Int) {
        let decoder = JSONDecoder()
        if isStrict { decoder.userInfo[WireKeys.strictKeys] = true }
        let isObject = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
        // Only a session or a meeting is kept as one object; elsewhere an object is the API's
        // error (`{"detail": "No results found."}`), not a record.
        if isObject, endpoint != .sessions, endpoint != .meetings {
            throw OpenF1DecodingError.malformed(endpoint: endpoint, detail: "expected a list of records, found one object")
        }
        do {
            if isStrict {
                let rows = isObject ? [try decoder.decode(DTO.self, from: body)] : try decoder.decode([DTO].self, from: body)
                return (try rows.map(map), 0)
            }
            let rows = isObject ? [try decoder.decode(Lenient<DTO>.self, from: body)] : try decoder.decode([Lenient<DTO>].self, from: body)
            let values = rows.compactMap { row in row.value.flatMap { try? map($0) } }
            return (values, rows.count - values.count)
        } catch let error as DecodingError {
            throw OpenF1DecodingError.malformed(endpoint: endpoint, detail: OpenF1DecodingError.describe(error))
        }
    }

    /// A record that may fail to decode without failing the array around it.
    private struct Lenient<Wrapped: Decodable>: Decodable {
        let value: Wrapped?

        init(from decoder: any Decoder) throws {
            value = try? Wrapped(from: decoder)
        }
    }
}

/// Why OpenF1's answers could not be read, in a sentence a person can act on.
package enum OpenF1DecodingError: Error, Equatable, CustomStringConvertible {
    case noSession
    case malformed(endpoint: OpenF1Endpoint, detail: String)

    package var description: String {
        switch self {
        case .noSession:
            "OpenF1 gave no session to show: the session key is unknown, or its answer was empty."
        case .malformed(let endpoint, let detail):
            "OpenF1's answer for \(endpoint.path) could not be read (\(detail)); it may have been cut short."
        }
    }

    static func describe(_ error: DecodingError) -> String {
        let (context, what): (DecodingError.Context, String) = switch error {
        case .dataCorrupted(let context): (context, "")
        case .keyNotFound(let key, let context): (context, "no '\(key.stringValue)'")
        case .typeMismatch(_, let context), .valueNotFound(_, let context): (context, "")
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), "")
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let message = what.isEmpty ? context.debugDescription : what
        return path.isEmpty ? message : "\(message) at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
    }
}
