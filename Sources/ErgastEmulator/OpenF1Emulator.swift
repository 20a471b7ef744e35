import F1Domain
import Foundation

/// A real HTTP server on 127.0.0.1 that plays a recorded OpenF1 session as if it were running now:
/// every date is moved so the session's clock stands at `startingAt` when `start()` is called,
/// and records are released as that clock runs (`speed` times real time). A lap is served
/// without its times until it has been run. Filters (`session_key`, `meeting_key`, `date>`,
/// `date>=`, `date<`, `date_start>=` and equality on any field) behave as OpenF1's do; an empty
/// answer is OpenF1's 404 `{"detail": "No results found."}`. Faults switch on as for the
/// Ergast emulator, and `requiredToken` makes it refuse (401) any request without that token,
/// as OpenF1 does while a session is live.
public final class OpenF1Emulator: Sendable {
    public enum Fault: Sendable, Equatable {
        case unauthorized
        case tooManyRequests(retryAfter: Int?)
        case serverError
        case hang(seconds: Double)
        case dropConnection
        case truncatedJSON
    }

    /// One request as received, with when it arrived.
    public struct ReceivedRequest: Sendable {
        public var target: String
        public var headers: [String: String]
        public var arrived: ContinuousClock.Instant
    }

    struct State: Sendable {
        var listener: HTTPListener?
        var received: [ReceivedRequest] = []
        var queuedFaults: [Fault] = []
        var persistentFault: Fault?
        var requiredToken: String?
        /// A fault every request to one endpoint meets (`"location"`), after the queued ones.
        var endpointFaults: [String: Fault] = [:]
        var started: ContinuousClock.Instant?
        /// Session time added by `advance(bySeconds:)`, in milliseconds.
        var advanced = 0
    }

    let records: [String: [Record]]
    let sessionKey: Int
    let meetingKey: Int
    /// The session's own time (ms since 1970) at `start()`.
    let anchor: Int
    let speed: Double
    /// Sent as `X-F1Kit-Derived` with every answer when the records are made up from another
    /// source (`init(tracingInsights:)`), so nobody takes them for OpenF1's.
    let derivation: String?
    /// Added to every recorded date as served: the session's anchor becomes the wall clock's now.
    let shift = Locked(0)
    let state = Locked(State())

    /// A record with its recorded dates in milliseconds, for filtering and release.
    /// Fields are plain values, not JSONSerialization's objects: connection threads read and serve
    /// them at once, and bridging Foundation's shared dictionaries on several threads crashed a test run.
    struct Record: Sendable {
        var fields: [String: JSON]
        var date: Int?
        var dateStart: Int?
        /// When a lap's times become known: its start plus its duration.
        var lapEnd: Int?
        /// When a dated record is published: its date, or a record before it in the answer's order
        /// if that one is dated later (OpenF1 publishes some records a little out of date order).
        var published: Int?
    }

    /// `folder` is a recording (`session.json`, `laps.json` ...); the session's clock starts at
    /// `startingAt` (default: half a minute before its first lap) and runs at `speed`; at speed 0
    /// it moves only when a test says (`advance(bySeconds:)`), however loaded the machine.
    public convenience init(recording folder: URL, startingAt: Moment? = nil, speed: Double = 1) throws {
        var records: [String: [Record]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") && name != "index.json" {
            // JSONSerialization and one conversion: JSONDecoder into `JSON` tries each type in turn and
            // throws on every miss, several times slower on a race's recording (docs/performance.md).
            let json = JSON(foundation: try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: name))))
            let objects = json.arrayValue ?? [json]
            let rows = objects.compactMap { object -> [String: JSON]? in
                if case .object(let fields) = object { fields } else { nil }
            }
            let endpoint = name == "session.json" ? "sessions" : name == "meeting.json" ? "meetings" : String(name.dropLast(5))
            var latest = Int.min
            records[endpoint] = rows.map { fields in
                var record = Self.record(fields)
                if let date = record.date {
                    latest = max(latest, date)
                    record.published = latest
                }
                return record
            }
        }
        try self.init(records: records, startingAt: startingAt, speed: speed, derivation: nil)
    }

    /// Records by endpoint, dated records with their `published` set; `derivation` says where made-up records come from.
    init(records: [String: [Record]], startingAt: Moment?, speed: Double, derivation: String?) throws {
        guard let session = records["sessions"]?.first, let key = session.fields["session_key"]?.intValue else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.records = records
        self.derivation = derivation
        sessionKey = key
        meetingKey = session.fields["meeting_key"]?.intValue ?? 0
        let firstLap = records["laps"]?.compactMap(\.dateStart).min()
        anchor = startingAt?.millisecondsSince1970 ?? firstLap.map { $0 - 30_000 } ?? session.dateStart ?? 0
        self.speed = speed
    }

    static func record(_ fields: [String: JSON]) -> Record {
        let date = fields["date"]?.stringValue.flatMap(Moment.init(iso8601:))?.millisecondsSince1970
        let start = fields["date_start"]?.stringValue.flatMap(Moment.init(iso8601:))?.millisecondsSince1970
        let duration = fields["lap_duration"]?.doubleValue.map { Int(($0 * 1000).rounded()) }  // trap-ok: recorded lap times
        return Record(fields: fields, date: date, dateStart: start, lapEnd: start.flatMap { start in duration.map { start + $0 } })
    }

    deinit {
        stop()
    }

    /// Binds 127.0.0.1 on a free port; the session's clock starts now, and its dates are served
    /// moved to the wall clock, as if it ran now.
    public func start() throws {
        try start(keepingRecordedDates: false)
    }

    /// `start()`, serving the recorded dates when `keepingRecordedDates` (a session long over, as
    /// OpenF1 serves past seasons: found by its dates).
    public func start(keepingRecordedDates: Bool) throws {
        // A second start of a running emulator changes nothing: its clock keeps its shift.
        let started = try state.withLock { state -> Bool in
            guard state.listener == nil else { return false }
            state.started = ContinuousClock.now
            state.listener = try HTTPListener { [weak self] request in
                self?.reply(to: request) ?? .drop
            }
            return true
        }
        guard started else { return }
        let now = Int((Date().timeIntervalSince1970 * 1000).rounded())  // trap-ok: the clock's own time
        shift.withLock { $0 = keepingRecordedDates ? 0 : now - anchor }
    }

    public func stop() {
        let listener = state.withLock { state in
            defer { state.listener = nil }
            return state.listener
        }
        listener?.stop()
    }

    /// "http://127.0.0.1:PORT/v1/".
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(state.withLock { $0.listener?.port ?? 0 })/v1/")!  // trap-ok: digits only
    }

    public var receivedRequests: [ReceivedRequest] { state.withLock { $0.received } }

    public func inject(_ faults: [Fault]) {
        state.withLock { $0.queuedFaults += faults }
    }

    public var persistentFault: Fault? {
        get { state.withLock { $0.persistentFault } }
        set { state.withLock { $0.persistentFault = newValue } }
    }

    /// Every request to `endpoint` ("location") meets `fault` (nil: none) once the queued faults are spent.
    public func setFault(_ fault: Fault?, on endpoint: String) {
        state.withLock { $0.endpointFaults[endpoint] = fault }
    }

    /// While set, a request without `Authorization: Bearer <token>` is refused with 401.
    public var requiredToken: String? {
        get { state.withLock { $0.requiredToken } }
        set { state.withLock { $0.requiredToken = newValue } }
    }

    /// The session's own time now, as the emulator plays it.
    public var sessionNow: Moment {
        let (started, advanced) = state.withLock { ($0.started ?? ContinuousClock.now, $0.advanced) }
        let elapsed = started.duration(to: .now)
        let milliseconds = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000 * speed
        return Moment(millisecondsSince1970: anchor + advanced + Int(milliseconds))  // trap-ok: a test's seconds times a small speed
    }

    /// Moves the session's clock on, releasing what it reaches.
    public func advance(bySeconds seconds: Double) {
        state.withLock { $0.advanced += Int((seconds * 1000).rounded()) }  // trap-ok: a test's seconds
    }

    /// How a recorded moment is served: moved to the wall clock.
    public func served(_ recorded: Moment) -> Moment {
        Moment(millisecondsSince1970: recorded.millisecondsSince1970 + shift.withLock { $0 })
    }
}
