import F1Domain
import F1UseCases

/// What qualifying's times say beyond themselves: the time that decided a place, where a car
/// dropped out of a knockout, and its gap to pole. Kept apart from the document so the rules are
/// in one place and tested on their own.
enum QualifyingTimes {
    /// The time that set the car's place: the single counting time of one-time formats, else
    /// the time of the last segment the car set one in (Q3 for pole in a knockout).
    static func deciding(_ result: QualifyingResult) -> LapTime? {
        result.time ?? result.q3 ?? result.q2 ?? result.q1
    }

    /// The car's best time of any segment or session.
    static func best(_ result: QualifyingResult) -> LapTime? {
        [result.q1, result.q2, result.q3, result.time].compactMap(\.self).min()
    }

    /// The segments a knockout held, or nil when the session was not a knockout. Without a
    /// format (the API does not say one), three segments with times mean a knockout: older
    /// two-session formats never had a Q3, and their cars ran both sessions.
    static func knockoutSegments(_ results: QualifyingResults) -> [QualifyingSegment]? {
        switch results.format {
        case .knockout, .elimination: return QualifyingSegment.held(in: results.format)
        case nil where results.results.contains { $0.q3 != nil }: return QualifyingSegment.allCases
        default: return nil
        }
    }

    /// The last segment the car set a time in, when that is before the last segment held; null
    /// outside knockouts and for a car without any time. A car that reached a segment but set no
    /// time in it counts as out in the one before: the data cannot tell the two apart.
    static func eliminatedIn(_ result: QualifyingResult, held: [QualifyingSegment]?) -> QualifyingSegment? {
        guard let held, let last = held.max() else { return nil }
        let reached = held.filter { result.time(in: $0) != nil }.max()
        return reached.flatMap { $0 < last ? $0 : nil }
    }

    /// The car's best time minus the pole sitter's best (0 for pole itself); null when either has none.
    /// Best against best, not segment against segment, so every car of every format has one.
    static func gapToPole(_ result: QualifyingResult, pole: QualifyingResult?) -> Int? {
        guard let mine = best(result), let theirs = pole.flatMap(best) else { return nil }
        return mine.milliseconds - theirs.milliseconds
    }
}
