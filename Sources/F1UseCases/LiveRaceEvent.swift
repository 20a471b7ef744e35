import F1Domain

/// A moment of a session worth an alert: its start, a red flag, a safety car (deployed or
/// ending), a virtual one, the chequered flag.
public struct LiveRaceEvent: Hashable, Sendable {
    /// What happened. The raw values are the names scripts see (`F1_EVENT`, the JSON's `kind`).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Race control started the session: lights out in a race (the leader's first lap starts
        /// then), the clock starting in a practice or a qualifying part.
        case sessionStart = "session-start"
        case redFlag = "red-flag"
        case safetyCar = "safety-car"
        /// "Safety car in this lap": racing resumes as the leader next crosses the line.
        case safetyCarEnding = "safety-car-ending"
        case virtualSafetyCar = "virtual-safety-car"
        case virtualSafetyCarEnding = "virtual-safety-car-ending"
        case chequeredFlag = "chequered-flag"
    }

    public var kind: Kind
    /// The session, as the feed names it ("Miami Grand Prix").
    public var session: String
    /// When it happened in the session: the instant of race control's record; nil where the
    /// source does not time the session (the demo's simulated race).
    public var at: Moment?
    /// The lap it happened on: race control's, else the leader's then; nil before the first lap.
    public var lap: Int?
    /// Race control's message that made it, as sent (text from data: escape it for its face).
    public var message: String?

    public init(kind: Kind, session: String, at: Moment?, lap: Int?, message: String?) {
        self.kind = kind
        self.session = session
        self.at = at
        self.lap = lap
        self.message = message
    }

    /// What makes two sightings the same event: a replay played again after a jump back sees the
    /// same record (same kind, session and instant) and must not announce it twice.
    struct Identity: Hashable {
        let kind: Kind
        let session: String
        let at: Moment?
        let lap: Int?
    }

    var identity: Identity {
        // An untimed source's flag has no record: its lap names it, whatever frame showed it first.
        Identity(kind: kind, session: session, at: at, lap: at == nil ? lap : nil)
    }
}

extension LiveRaceEvent.Kind {
    /// The event a change of the track to `flag` from `previous` is, if any: green is a start only
    /// after no session or a finished part (a qualifying's next part), not after a neutralisation.
    init?(changeTo flag: TrackFlag, from previous: TrackFlag) {
        switch flag {
        case .green where previous == .notStarted || previous == .chequered: self = .sessionStart
        case .green, .notStarted: return nil
        case .red: self = .redFlag
        case .safetyCar: self = .safetyCar
        case .safetyCarEnding: self = .safetyCarEnding
        case .virtualSafetyCar: self = .virtualSafetyCar
        case .virtualSafetyCarEnding: self = .virtualSafetyCarEnding
        case .chequered: self = .chequeredFlag
        }
    }
}
