import F1Domain

/// When a published event takes place, as a calendar file writes it: "20250316T040000Z" for a
/// session with a UTC time, "20250316" for a day without one. Compared as written, so any change
/// a subscriber would see is a change.
public struct PublishedTimes: Hashable, Sendable {
    public var start: String
    public var end: String

    public init(start: String, end: String) {
        self.start = start
        self.end = end
    }
}

/// An event as last published: its times, its revision number (iCalendar's SEQUENCE) and the
/// moment those times were first published (LAST-MODIFIED).
public struct Publication: Hashable, Sendable {
    public var times: PublishedTimes
    public var sequence: Int
    public var lastModified: Moment

    public init(times: PublishedTimes, sequence: Int, lastModified: Moment) {
        self.times = times
        self.sequence = sequence
        self.lastModified = lastModified
    }

    /// The one rule of revisions: an event first published is revision 0 as of `now`; one whose
    /// times are those published keeps its revision; one that moved is the next revision, as of `now`.
    public static func next(after published: Publication?, times: PublishedTimes, now: Moment) -> Publication {
        guard let published else { return Publication(times: times, sequence: 0, lastModified: now) }
        if published.times == times { return published }
        return Publication(times: times, sequence: published.sequence + 1, lastModified: now)
    }
}

/// What has been published of a calendar, by event UID: what lets a calendar file say that a
/// session moved (a higher SEQUENCE, a new LAST-MODIFIED) while its UID stays, though the data
/// keeps no history of moves. docs/calendar.md.
public protocol PublicationLedger: Sendable {
    /// The publication of each event of `calendar` (keyed by UID) with the times it has now, by
    /// `Publication.next`; the changed ones recorded before it returns.
    func publish(_ events: [String: PublishedTimes], calendar: String, now: Moment) throws(LedgerFailure) -> [String: Publication]
}

/// Why a ledger could not be read or written: a clause naming the file and the system's reason.
public struct LedgerFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }

    public init(_ reason: String) {
        self.reason = reason
    }
}

extension Publication {
    /// Publications when no ledger can be kept: every event first published `now`.
    public static func unrecorded(_ events: [String: PublishedTimes], now: Moment) -> [String: Publication] {
        events.mapValues { next(after: nil, times: $0, now: now) }
    }
}
