import F1Domain

// What qualifying's times say beyond themselves, in one place for every screen and export: the
// time that decided a place, where a car dropped out of a knockout, and its gap to pole.

extension QualifyingResults {
    /// The segments (or timed sessions) held: the format's, or, when the source names no format,
    /// those any car has a time in.
    public var segmentsHeld: [QualifyingSegment] {
        QualifyingSegment.held(in: format) ?? QualifyingSegment.allCases.filter { part in results.contains { $0.time(in: part) != nil } }
    }

    /// Three segments where each drops cars: knockout and elimination, or three segments with
    /// times when the source names no format (older formats never had a third).
    public var isKnockout: Bool {
        switch format {
        case .knockout, .elimination, .sprintRace: true
        case nil: segmentsHeld.count == 3
        default: false
        }
    }

    /// The first classified qualifier.
    public var pole: QualifyingResult? {
        results.first { $0.position == 1 && $0.positionText == nil }
    }
}

extension QualifyingResult {
    /// The car's time in a segment (or timed session) of qualifying.
    public func time(in segment: QualifyingSegment) -> LapTime? {
        switch segment {
        case .q1: q1
        case .q2: q2
        case .q3: q3
        }
    }

    /// The last segment the car set a time in.
    public var lastSegment: QualifyingSegment? {
        QualifyingSegment.allCases.last { time(in: $0) != nil }
    }

    /// The time that set the car's place: the single counting time of one-time formats, else its
    /// time in the last segment it set one in (Q3 for pole in a knockout, even when slower than Q2
    /// in the rain, as at Spa in 2021).
    public var decidingTime: LapTime? {
        time ?? lastSegment.flatMap(time(in:))
    }
}

extension QualifyingResults {
    /// The deepest segment the car took part in. A car advances from a segment only by being
    /// faster there than the cars knocked out, so a car whose time in its last timed segment is
    /// no slower than that of a car which went on also went on: it reached the next segment and
    /// set no time in it (Norris, crashing in Q3 at Spa in 2021). Nil for a car without a time.
    public func reached(_ result: QualifyingResult) -> QualifyingSegment? {
        guard let last = result.lastSegment, let time = result.time(in: last) else { return nil }
        let held = segmentsHeld
        guard isKnockout, let index = held.firstIndex(of: last), index + 1 < held.count else { return last }
        let next = held[index + 1]
        let slowestThatWentOn = results.filter { $0.time(in: next) != nil }.compactMap { $0.time(in: last) }.max()
        return slowestThatWentOn.map { time <= $0 } == true ? next : last
    }

    /// Where a knockout ended for the car: the segment it reached, unless that is the last one
    /// held; Q1 for a car without any time. Nil outside knockouts and for cars not classified.
    public func eliminatedIn(_ result: QualifyingResult) -> QualifyingSegment? {
        guard isKnockout, result.positionText == nil, let last = segmentsHeld.last else { return nil }
        guard let reached = reached(result) else { return segmentsHeld.first }
        return reached == last ? nil : reached
    }

    /// Milliseconds behind pole where the two can be compared: counting time against counting
    /// time, else the car's time in the segment it reached against pole's time there (a Q1 exit
    /// is measured against pole's Q1 lap). Zero for pole; nil for a car not classified, or one
    /// that reached a segment and set no time in it.
    public func millisecondsBehindPole(_ result: QualifyingResult) -> Int? {
        guard result.positionText == nil, let pole else { return nil }
        if let time = result.time, let poleTime = pole.time { return time.milliseconds - poleTime.milliseconds }
        guard let segment = reached(result), let mine = result.time(in: segment), let theirs = pole.time(in: segment) else { return nil }
        return mine.milliseconds - theirs.milliseconds
    }
}
