extension TimingSession {
    private static let hour = 3_600_000

    /// The latest a session can still be running: an hour past its scheduled end (a late start, a
    /// red flag; a race may run three hours from its start), and never more than five hours after
    /// its start whatever the schedule says.
    public var latestEnd: Moment {
        let start = start.millisecondsSince1970
        let scheduledEnd = min(max(end.millisecondsSince1970, start), start + 4 * Self.hour)
        return Moment(millisecondsSince1970: scheduledEnd + Self.hour)
    }

    /// When the session's records can be dated: from two hours before its start (the pit exit
    /// opens, the weather is read) to an hour after its latest end (the stewards' last notes).
    public var recordWindow: ClosedRange<Moment> {
        Moment(
            millisecondsSince1970: start.millisecondsSince1970 - 2 * Self.hour)...Moment(
                millisecondsSince1970: latestEnd.millisecondsSince1970 + Self.hour)
    }
}

extension TimedLap {
    /// No lap time is believed longer: a qualifying's slowest laps, through the garage, take a
    /// quarter of an hour. A lap a red flag held up longer still ends, untimed, as the next begins.
    public static let longestDuration: Double = 1800
}
