import F1UseCases

extension F1UI.Weekend {
    /// One session of a weekend's timetable.
    public struct SessionRow: Hashable, Sendable {
        /// "Practice 1", "Sprint Shootout", "Race".
        public var name: String
        /// "Fri 23 May 2025" in the chosen time zone when the start time is known.
        public var day: String
        /// "13:30" in the chosen time zone; nil when the source gives only a date.
        public var time: String?
        public var state: SessionState
        /// "in 2 days 4 h" while to come, "under way", or "done".
        public var status: String
        /// The first session not yet over.
        public var isNext: Bool

        public init(name: String, day: String, time: String?, state: SessionState, status: String, isNext: Bool) {
            self.name = name
            self.day = day
            self.time = time
            self.state = state
            self.status = status
            self.isNext = isNext
        }
    }
}
