import F1Domain

extension F1UI.Standings {
    /// A line of a championship table: a driver's in the drivers' championship, a team's in the
    /// constructors'. One shape for both, as the faces draw both the same way.
    public struct Row: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens; nil where the source names no one.
        public var driverID: Driver.ID?
        /// The team, for its colour: a driver's last team of the season, as its last livery is the one remembered.
        public var teamID: Constructor.ID?
        public var position: String
        /// The driver's or the team's name.
        public var name: String
        /// The driver's code; empty on a team's line.
        public var code: String
        public var nationality: String
        /// A driver's teams, "Red Bull", or "Toro Rosso / Red Bull" for a mid-season move; empty on a team's line.
        public var teams: String
        public var points: String
        public var wins: String
        /// Points behind the leader, "-3"; nil for the leader.
        public var behindLeader: String?
        public var isLeader: Bool

        public init(
            position: String, name: String, code: String = "", nationality: String, teams: String = "", points: String, wins: String,
            behindLeader: String?, isLeader: Bool
        ) {
            self.position = position
            self.name = name
            self.code = code
            self.nationality = nationality
            self.teams = teams
            self.points = points
            self.wins = wins
            self.behindLeader = behindLeader
            self.isLeader = isLeader
        }
    }
}
