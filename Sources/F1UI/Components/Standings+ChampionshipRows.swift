import F1Domain

extension F1UI.Standings {
    /// An entrant's line in a championship computed from results.
    public struct ChampionshipRow: Hashable, Sendable {
        /// The screen the row opens: the driver's or the team's season.
        public var route: ReportRequest?
        /// The team, for its colour, in the constructors' table.
        public var teamID: Constructor.ID?
        /// Places gained since the previous round (negative when lost), nil when new or unchanged.
        public var placesGained: Int?
        /// "3", or "EX" for an exclusion.
        public var position: String
        /// Since the round before: "▲2", "▼1", "new" for a first appearance, empty when unchanged.
        public var movement: String
        /// The driver, or the team ("Lotus-Climax" when the constructor ran two engines).
        public var name: String
        /// "94", or "94 (90 counted)" when results were dropped or points taken away.
        public var points: String
        public var wins: String
        public var isLeader: Bool
        /// The same entrant under the what-if rules, when asked for.
        public var whatIf: WhatIf?

        public init(position: String, movement: String, name: String, points: String, wins: String, isLeader: Bool, whatIf: WhatIf? = nil) {
            self.position = position
            self.movement = movement
            self.name = name
            self.points = points
            self.wins = wins
            self.isLeader = isLeader
            self.whatIf = whatIf
        }

        /// An entrant's place and points under other rules, and how the place differs.
        public struct WhatIf: Hashable, Sendable {
            public var position: String
            public var points: String
            /// "▲2" when the entrant would be higher, "▼1" lower, empty for the same place.
            public var change: String

            public init(position: String, points: String, change: String) {
                self.position = position
                self.points = points
                self.change = change
            }
        }
    }

    /// An entrant's championship race by race: after each round, points and position.
    public struct ProgressionRow: Hashable, Sendable {
        /// The screen the row opens: the driver's or the team's season.
        public var route: ReportRequest?
        /// The team, for its colour, in the constructors' table.
        public var teamID: Constructor.ID?
        public var position: String
        public var name: String
        /// One cell per round shown: "94 (2)", empty before the entrant's first appearance.
        public var cells: [String]

        public init(position: String, name: String, cells: [String]) {
            self.position = position
            self.name = name
            self.cells = cells
        }
    }

    /// A driver who can still win the title.
    public struct ContenderRow: Hashable, Sendable {
        public var driver: String
        public var points: String
        /// "-12", empty for the leader.
        public var behind: String
        /// The most the driver can still finish with.
        public var maximum: String
        public var isLeader: Bool

        public init(driver: String, points: String, behind: String, maximum: String, isLeader: Bool) {
            self.driver = driver
            self.points = points
            self.behind = behind
            self.maximum = maximum
            self.isLeader = isLeader
        }
    }

    /// One place of a scoring system: what a race and a sprint gave it.
    public struct PointsRow: Hashable, Sendable {
        public var place: String
        public var race: String
        public var sprint: String

        public init(place: String, race: String, sprint: String) {
            self.place = place
            self.race = race
            self.sprint = sprint
        }
    }

    /// A scoring system and the seasons that used it.
    public struct SystemRow: Hashable, Sendable {
        public var id: String
        public var name: String
        /// "1991–2002", or "1950, 1952–1953".
        public var seasons: String

        public init(id: String, name: String, seasons: String) {
            self.id = id
            self.name = name
            self.seasons = seasons
        }
    }
}
