/// What a live board's gap (or interval) column says about a car, decided here once so every
/// face (the text board, the terminal app's live tab, JSON) says the same.
public enum LiveGap: Hashable, Sendable {
    /// The car leads: there is no one ahead to be behind.
    case leader
    /// Behind by a time, or by whole laps.
    case behind(TimingGap)
    /// Racing, but the source gave no gap the board can trust: none yet, or a 0 for a car not
    /// leading (the leader's 0, which a timing feed leaves on a car that lost the lead in the pits
    /// until it sends the car's new gap).
    case unknown
    /// Out of the race: its last gaps say nothing any more.
    case out
}

extension LiveGap {
    /// The time behind, when the car is behind by a time (not laps, not unknown).
    public var time: LapTime? {
        if case .behind(let gap) = self { return gap.time }
        return nil
    }
}

extension LivePosition {
    /// Behind the leader.
    public var gap: LiveGap {
        if retired { return .out }
        if position == 1 { return .leader }
        if let lapsBehind { return .behind(.laps(lapsBehind)) }
        return gapToLeader.map { .behind(.time($0)) } ?? .unknown
    }

    /// Behind the car ahead.
    public var intervalGap: LiveGap {
        if retired { return .out }
        if position == 1 { return .leader }
        return interval.map { .behind(.time($0)) } ?? .unknown
    }
}

extension TimingGap {
    /// The gap a car not leading can have: a 0 is the leader's, held by a car that has since lost
    /// the lead, so no gap at all.
    public var forCarNotLeading: TimingGap? {
        self == .time(LapTime(milliseconds: 0)) ? nil : self
    }
}
