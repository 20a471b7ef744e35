import F1Domain

extension F1UI.Standings {
    /// A driver's line in the drivers' championship.
    public struct DriverRow: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        public var position: String
        public var driver: String
        public var code: String
        public var nationality: String
        /// "Red Bull", or "Toro Rosso / Red Bull" for a mid-season move.
        public var teams: String
        public var points: String
        public var wins: String
        /// Points behind the leader, "-3"; nil for the leader.
        public var behindLeader: String?
        public var isLeader: Bool

        public init(
            position: String, driver: String, code: String, nationality: String, teams: String, points: String,
            wins: String, behindLeader: String?, isLeader: Bool
        ) {
            self.position = position
            self.driver = driver
            self.code = code
            self.nationality = nationality
            self.teams = teams
            self.points = points
            self.wins = wins
            self.behindLeader = behindLeader
            self.isLeader = isLeader
        }
    }

    /// A constructor's line in the constructors' championship.
    public struct ConstructorRow: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        public var position: String
        public var team: String
        public var nationality: String
        public var points: String
        public var wins: String
        public var behindLeader: String?
        public var isLeader: Bool

        public init(
            position: String, team: String, nationality: String, points: String, wins: String,
            behindLeader: String?, isLeader: Bool
        ) {
            self.position = position
            self.team = team
            self.nationality = nationality
            self.points = points
            self.wins = wins
            self.behindLeader = behindLeader
            self.isLeader = isLeader
        }
    }
}
