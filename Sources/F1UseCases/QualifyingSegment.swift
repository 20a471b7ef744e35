import F1Domain

/// One part of qualifying: a knockout segment (Q1–Q3), or a timed session of older formats.
public enum QualifyingSegment: Int, Hashable, Sendable, CaseIterable, Comparable {
    case q1 = 1
    case q2, q3

    /// "Q1".
    public var name: String { "Q\(rawValue)" }

    /// The segments (or timed sessions) a format had; nil format: whatever times the results hold.
    public static func held(in format: QualifyingFormat?) -> [QualifyingSegment]? {
        switch format {
        // At 2021-2022's sprint weekends qualifying was a knockout that set the sprint's grid.
        case .knockout, .elimination, .sprintRace: [.q1, .q2, .q3]
        case .twoSessions, .aggregate: [.q1, .q2]
        case .oneSession, .oneLap, .fourLaps: []
        case nil: nil
        }
    }

    public static func < (lhs: QualifyingSegment, rhs: QualifyingSegment) -> Bool { lhs.rawValue < rhs.rawValue }
}
