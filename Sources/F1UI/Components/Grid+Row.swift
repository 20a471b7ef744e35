import F1Domain

extension F1UI.Grid {
    /// One slot of a starting grid.
    public struct Row: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        /// "3", or "PL" for a pit-lane start.
        public var slot: String
        public var driver: String
        public var code: String
        public var team: String
        /// Where the car qualified, "" when unknown.
        public var qualified: String
        /// "5-place penalty", "to the back", "pit lane", or "".
        public var note: String
        public var time: String?

        public init(slot: String, driver: String, code: String, team: String, qualified: String, note: String, time: String?) {
            self.slot = slot
            self.driver = driver
            self.code = code
            self.team = team
            self.qualified = qualified
            self.note = note
            self.time = time
        }
    }
}
