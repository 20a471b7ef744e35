import F1Domain
import F1UseCases
import Foundation

extension OpenF1Source {
    /// The key of the season's session of `kind` at the weekend whose race is on `raceDay` (a
    /// results source's calendar says which day a round is; OpenF1 numbers no rounds): the session
    /// of that kind starting nearest the race's day, within the four days of a race weekend.
    /// One request for the season's sessions, answered by the cache when it holds that weekend
    /// already settled. None is `TelemetryError.sessionNotInSource`.
    package func sessionKey(season: Int, round: Int, raceDay: CalendarDate, kind: SessionKind) async throws -> Int {
        let filters = [(name: "year", value: String(season))]
        if let body = client.cached(.sessions, filters), let found = try? Self.session(in: body, raceDay: raceDay, kind: kind), isSettled(found) {
            return found.id.rawValue
        }
        // None that year is an empty list (the client takes OpenF1's 404 for one).
        let body = try await client.body(.sessions, filters)
        guard let found = try Self.session(in: body, raceDay: raceDay, kind: kind) else {
            throw TelemetryError.sessionNotInSource(session: "\(season) round \(round) \(kind)", coverage: Self.telemetryCoverage)
        }
        if isSettled(found) { client.keep(body, for: .sessions, filters) }
        return found.id.rawValue
    }

    /// What OpenF1 has telemetry for, as messages say it.
    package static let telemetryCoverage = "OpenF1's sessions (2023 on)"

    /// The session of `kind` starting nearest noon of `raceDay`, at most four days away.
    static func session(in body: Data, raceDay: CalendarDate, kind: SessionKind) throws -> TimingSession? {
        let sessions = try OpenF1Decoding(strict: false).records(OpenF1Session.self, from: body, endpoint: .sessions) { try $0.toTimingSession() }
        let noon = Moment(date: raceDay, time: TimeOfDay(hours: 12, minutes: 0)).millisecondsSince1970
        let weekend = 4 * 86_400_000
        return
            sessions
            .filter { $0.weekendKind == kind && abs($0.start.millisecondsSince1970 - noon) <= weekend }
            .min { abs($0.start.millisecondsSince1970 - noon) < abs($1.start.millisecondsSince1970 - noon) }
    }
}
