import F1Domain
import Foundation

extension OpenF1Emulator {
    /// Runs on the connection's thread; each request takes the next queued fault, else the persistent one.
    func reply(to request: HTTPRequest) -> HTTPReply {
        switch answer(request) {
        case .respond(var response) where derivation != nil:
            response.headers.append(("X-F1Kit-Derived", derivation ?? ""))
            return .respond(response)
        case let reply: return reply
        }
    }

    private func answer(_ request: HTTPRequest) -> HTTPReply {
        let parts = request.path.split(separator: "/")
        let endpoint = parts.count == 2 ? String(parts[1]) : ""
        let (fault, token) = state.withLock { state in
            state.received.append(ReceivedRequest(target: request.target, headers: request.headers, arrived: .now))
            let fault = state.queuedFaults.isEmpty ? state.endpointFaults[endpoint] ?? state.persistentFault : state.queuedFaults.removeFirst()
            return (fault, state.requiredToken)
        }
        switch fault {
        case .unauthorized: return .respond(Self.unauthorized)
        case .tooManyRequests(let retryAfter):
            var response = HTTPResponse.json(429, Data(#"{"detail":"Rate limit exceeded"}"#.utf8))
            if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
            return .respond(response)
        case .serverError:
            return .respond(HTTPResponse(status: 502, body: Data("<html><body>Bad gateway</body></html>".utf8), contentType: "text/html"))
        case .hang(let seconds): return .hang(seconds: seconds)
        case .dropConnection: return .drop
        case .truncatedJSON, nil: break
        }
        if let token, request.headers["authorization"] != "Bearer \(token)" { return .respond(Self.unauthorized) }
        guard parts.first == "v1", let rows = records[endpoint] else {
            return .respond(.json(404, Data(#"{"detail":"Not Found"}"#.utf8)))
        }
        let now = sessionNow.millisecondsSince1970
        let offset = shift.withLock { $0 }
        var matching: [JSON] = []
        for row in rows where isReleased(row, of: endpoint, now: now) && matches(row, request.queryItems, offset: offset) {
            matching.append(served(row, now: now, offset: offset))
        }
        guard !matching.isEmpty else { return .respond(.json(404, Data(#"{"detail":"No results found."}"#.utf8))) }
        let body = JSON.array(matching).data
        return .respond(.json(200, fault == .truncatedJSON ? body.prefix(body.count / 2) : body))
    }

    static let unauthorized = HTTPResponse.json(401, Data(#"{"detail":"Authentication required during live sessions"}"#.utf8))

    /// Whether the record exists yet at the session's time `now`: dated records once published (in
    /// the recording's order, so one dated before a record already out comes after it), laps once
    /// started; the session, meeting, drivers and grid from the start.
    func isReleased(_ row: Record, of endpoint: String, now: Int) -> Bool {
        switch endpoint {
        case "session_result":
            // The classification comes once the last car has finished its last lap.
            return records["laps"]?.compactMap(\.lapEnd).max().map { now >= $0 } ?? true
        case "laps":
            return (row.dateStart ?? .max) <= now
        case "stints":
            // A stint is known from its first lap, which the leader's lap stands for.
            return leaderLap(at: now) >= (row.fields["lap_start"]?.intValue ?? 0)
        default:
            return (row.published ?? row.date).map { $0 <= now } ?? true
        }
    }

    func leaderLap(at now: Int) -> Int {
        records["laps"]?.filter { ($0.dateStart ?? .max) <= now }.compactMap { $0.fields["lap_number"]?.intValue }.max() ?? 0
    }

    /// OpenF1's filters: the operator is the end of the name (`date>`), dates are compared as
    /// served, anything else by its text.
    func matches(_ row: Record, _ query: [(name: String, value: String)], offset: Int) -> Bool {
        for (name, value) in query {
            if name == "session_key" || name == "meeting_key", value == "latest" { continue }
            let operators = ["<=", ">=", "<", ">"]
            if let op = operators.first(where: { name.hasSuffix($0) }) {
                let field = String(name.dropLast(op.count))
                let recorded = field == "date" ? row.date : field == "date_start" ? row.dateStart : nil
                guard let recorded, let bound = Moment(iso8601: value + (value.contains("+") || value.hasSuffix("Z") ? "" : "Z")) else {
                    return false
                }
                let served = recorded + offset
                let limit = bound.millisecondsSince1970
                let kept =
                    switch op {
                    case "<=": served <= limit
                    case ">=": served >= limit
                    case "<": served < limit
                    default: served > limit
                    }
                if !kept { return false }
            } else if let field = row.fields[name], field.text != value {
                return false
            }
        }
        return true
    }

    /// The record as served now: dates moved to the wall clock; a lap still being run without
    /// its times.
    func served(_ row: Record, now: Int, offset: Int) -> JSON {
        var fields = row.fields
        for key in ["date", "date_start", "date_end"] {
            if let text = fields[key]?.stringValue, let moment = Moment(iso8601: text) {
                fields[key] = .string(Self.openF1Date(moment.millisecondsSince1970 + offset))
            }
        }
        if let end = row.lapEnd, end > now {
            for key in ["lap_duration", "duration_sector_1", "duration_sector_2", "duration_sector_3"] { fields[key] = .null }
        }
        return .object(fields)
    }

    /// `2026-05-03T17:04:02.493000+00:00`, as OpenF1 writes dates.
    static func openF1Date(_ milliseconds: Int) -> String {
        let iso = Moment(millisecondsSince1970: milliseconds).iso8601.dropLast()
        let fraction = iso.contains(".") ? "000" : ".000000"
        return iso + fraction + "+00:00"
    }
}
