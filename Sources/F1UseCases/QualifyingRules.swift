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
        case .knockout, .elimination: true
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

    /// Where a knockout ended for the car: the segment after the last it set a time in was not
    /// reached. Nil for the cars of the last segment held; Q1 for a car with no time at all.
    public func eliminatedIn(held: [QualifyingSegment]) -> QualifyingSegment? {
        guard let last = held.last else { return nil }
        guard let reached = held.last(where: { time(in: $0) != nil }) else { return held.first }
        return reached == last ? nil : reached
    }

    /// Milliseconds behind pole where the two can be compared: counting time against counting
    /// time, else in the last segment the car set a time in, against pole's time in that segment
    /// (a Q1 exit is measured against pole's Q1 lap). Zero for pole; nil without times.
    public func millisecondsBehind(pole: QualifyingResult) -> Int? {
        if let time, let poleTime = pole.time { return time.milliseconds - poleTime.milliseconds }
        guard let segment = lastSegment, let mine = time(in: segment), let theirs = pole.time(in: segment) else { return nil }
        return mine.milliseconds - theirs.milliseconds
    }
}
