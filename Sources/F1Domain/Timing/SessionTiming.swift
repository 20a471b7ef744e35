/// Everything a timing feed published about one session, as it arrived: unsorted, with its holes.
public struct SessionTiming: Hashable, Sendable {
    public var session: TimingSession
    public var meeting: TimingMeeting?
    public var drivers: [TimingDriver]
    public var positions: [PositionUpdate]
    public var intervals: [IntervalUpdate]
    public var laps: [TimedLap]
    public var pits: [PitVisit]
    public var stints: [TyreStint]
    public var raceControl: [RaceControlMessage]
    public var weather: [WeatherReading]
    /// The feed's own classification: the order at the flag, before penalties decided later.
    public var classification: [SessionClassificationEntry]
    public var grid: [GridSlot]

    public init(
        session: TimingSession, meeting: TimingMeeting? = nil, drivers: [TimingDriver] = [], positions: [PositionUpdate] = [],
        intervals: [IntervalUpdate] = [], laps: [TimedLap] = [], pits: [PitVisit] = [], stints: [TyreStint] = [],
        raceControl: [RaceControlMessage] = [], weather: [WeatherReading] = [],
        classification: [SessionClassificationEntry] = [], grid: [GridSlot] = []
    ) {
        self.session = session
        self.meeting = meeting
        self.drivers = drivers
        self.positions = positions
        self.intervals = intervals
        self.laps = laps
        self.pits = pits
        self.stints = stints
        self.raceControl = raceControl
        self.weather = weather
        self.classification = classification
        self.grid = grid
    }

    /// "Miami Grand Prix", "Miami Grand Prix, Sprint": the meeting's name (or `raceName`, or the
    /// circuit and year), and the session's unless it is the race.
    public func title(raceName: String? = nil) -> String {
        let meeting = raceName ?? meeting?.name ?? "\(session.circuitShortName) \(session.year)"
        return session.name == "Race" ? meeting : "\(meeting), \(session.name)"
    }

    /// The race distance as far as the feed tells it: the most laps a classified car covered.
    public var lapsRun: Int? {
        classification.filter { $0.position != nil }.compactMap(\.laps).max() ?? laps.map(\.lap).max()
    }
}

extension TimedLap {
    /// When the lap ended, when the feed gives both its start and its time.
    public var end: Moment? {
        guard let start, let duration else { return nil }
        return Moment(millisecondsSince1970: start.millisecondsSince1970 + Int((duration * 1000).rounded()))
    }

    public var time: LapTime? {
        duration.map { LapTime(milliseconds: Int(($0 * 1000).rounded())) }
    }
}
