import Dispatch
import F1Domain
import Foundation
import Synchronization

/// Reads OpenF1's JSON answers into a session's timing. A record that does not decode is an error
/// naming its endpoint and its place, never left out unsaid: a board without it would be wrong
/// without saying so. Strict (the tests): an undeclared key is an error too; otherwise keys the API
/// adds are ignored.
package struct OpenF1Decoding: Sendable {
    package var isStrict: Bool

    package init(strict: Bool) {
        isStrict = strict
    }

    /// A session's timing, as the endpoints sent it.
    package struct Read: Sendable {
        package var timing: SessionTiming
    }

    /// `answers` holds each endpoint's body; only the session is required. The endpoints are
    /// decoded side by side (a race's intervals and laps are most of its recording), each into its own
    /// slot, and put together in a fixed order, so the result does not depend on which finished first.
    package func timing(from answers: [OpenF1Endpoint: Data]) throws -> Read {
        let decoders: [(OpenF1Endpoint, @Sendable (Data) throws -> Decoded)] = [
            (
                .sessions,
                { try self.decoded(OpenF1Session.self, $0, .sessions, map: { try $0.toTimingSession().checkedOrder() }, wrap: Decoded.session) }
            ),
            (.meetings, { try self.decoded(OpenF1Meeting.self, $0, .meetings, map: { try $0.toTimingMeeting() }, wrap: Decoded.meeting) }),
            (.drivers, { try self.decoded(OpenF1Driver.self, $0, .drivers, map: { try $0.toTimingDriver() }, wrap: Decoded.drivers) }),
            (.position, { try self.decoded(OpenF1Position.self, $0, .position, map: { try $0.toPositionUpdate() }, wrap: Decoded.positions) }),
            (.intervals, { try self.decoded(OpenF1Interval.self, $0, .intervals, map: { try $0.toIntervalUpdate() }, wrap: Decoded.intervals) }),
            (.laps, { try self.decoded(OpenF1Lap.self, $0, .laps, map: { try $0.toTimedLap() }, wrap: Decoded.laps) }),
            (.pit, { try self.decoded(OpenF1Pit.self, $0, .pit, map: { try $0.toPitVisit() }, wrap: Decoded.pits) }),
            (.stints, { try self.decoded(OpenF1Stint.self, $0, .stints, map: { try $0.toTyreStint().checkedOrder() }, wrap: Decoded.stints) }),
            (
                .raceControl,
                { try self.decoded(OpenF1RaceControl.self, $0, .raceControl, map: { try $0.toRaceControlMessage() }, wrap: Decoded.raceControl) }
            ),
            (.weather, { try self.decoded(OpenF1Weather.self, $0, .weather, map: { try $0.toWeatherReading() }, wrap: Decoded.weather) }),
            (
                .sessionResult,
                {
                    try self.decoded(
                        OpenF1SessionResult.self, $0, .sessionResult, map: { try $0.toSessionClassificationEntry() }, wrap: Decoded.classification)
                }
            ),
            (.startingGrid, { try self.decoded(OpenF1StartingGrid.self, $0, .startingGrid, map: { try $0.toGridSlot() }, wrap: Decoded.grid) }),
        ]
        let present = decoders.filter { answers[$0.0] != nil }
        let results = Mutex([Result<Decoded, any Error>?](repeating: nil, count: present.count))
        DispatchQueue.concurrentPerform(iterations: present.count) { index in
            let (endpoint, decode) = present[index]
            let result = Result { try decode(answers[endpoint] ?? Data()) }
            results.withLock { $0[index] = result }
        }
        // The first error in endpoint order is the one reported, whichever thread met it first.
        let decoded = try results.withLock { $0 }.map { try $0?.get() }
        let session = decoded.lazy.compactMap { entry -> TimingSession? in
            if case .session(let sessions) = entry { return sessions.first }
            return nil
        }.first
        guard let session else { throw OpenF1DecodingError.noSession }
        var timing = SessionTiming(session: session)
        for entry in decoded {
            guard let records = entry else { continue }
            switch records {
            case .session: break
            case .meeting(let meetings): timing.meeting = meetings.first
            case .drivers(let drivers): timing.drivers = drivers
            case .positions(let positions): timing.positions = positions
            case .intervals(let intervals): timing.intervals = intervals
            case .laps(let laps): timing.laps = laps
            case .pits(let pits): timing.pits = pits
            case .stints(let stints): timing.stints = stints
            case .raceControl(let messages): timing.raceControl = messages
            case .weather(let weather): timing.weather = weather
            case .classification(let entries): timing.classification = entries
            case .grid(let grid): timing.grid = grid
            }
        }
        return Read(timing: timing)
    }

    /// One endpoint's records in the domain, whichever endpoint it is.
    private enum Decoded {
        case session([TimingSession])
        case meeting([TimingMeeting])
        case drivers([TimingDriver])
        case positions([PositionUpdate])
        case intervals([IntervalUpdate])
        case laps([TimedLap])
        case pits([PitVisit])
        case stints([TyreStint])
        case raceControl([RaceControlMessage])
        case weather([WeatherReading])
        case classification([SessionClassificationEntry])
        case grid([GridSlot])
    }

    private func decoded<DTO: Decodable, Value>(
        _ dto: DTO.Type, _ body: Data, _ endpoint: OpenF1Endpoint, map: (DTO) throws -> Value, wrap: ([Value]) -> Decoded
    ) throws -> Decoded {
        wrap(try records(dto, from: body, endpoint: endpoint, map: map))
    }

    /// One endpoint's records: an array, or a single object (how recordings keep the session).
    /// The first record that does not decode is `OpenF1DecodingError.badRecord`, with its place.
    package func records<DTO: Decodable, Value>(
        _ dto: DTO.Type, from body: Data, endpoint: OpenF1Endpoint, map: (DTO) throws -> Value
    ) throws -> [Value] {
        let decoder = JSONDecoder()
        if isStrict { decoder.userInfo[WireKeys.strictKeys] = true }
        let isObject = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
        // Only a session or a meeting is kept as one object; elsewhere an object is the API's
        // error (`{"detail": "No results found."}`), not a record.
        if isObject, endpoint != .sessions, endpoint != .meetings {
            throw OpenF1DecodingError.malformed(endpoint: endpoint, detail: "expected a list of records, found one object")
        }
        let rows: [Row<DTO>]
        do {
            rows = isObject ? [try decoder.decode(Row<DTO>.self, from: body)] : try decoder.decode([Row<DTO>].self, from: body)
        } catch let error as DecodingError {
            throw OpenF1DecodingError.malformed(endpoint: endpoint, detail: OpenF1DecodingError.describe(error, body: body))
        }
        return try rows.enumerated().map { index, row in
            do {
                return try map(try row.value.get())
            } catch {
                let detail = (error as? DecodingError).map { OpenF1DecodingError.describe($0, body: body) } ?? "\(error)"
                throw OpenF1DecodingError.badRecord(endpoint: endpoint, index: index, count: rows.count, detail: detail)
            }
        }
    }

    /// A record whose failure to decode does not fail the array around it, so it can be named.
    private struct Row<Wrapped: Decodable>: Decodable {
        let value: Result<Wrapped, any Error>

        init(from decoder: any Decoder) throws {
            value = Result { try Wrapped(from: decoder) }
        }
    }
}
