extension F1UI.Live {
    /// The timing board of a race in progress.
    public struct Board: Sendable {
        public struct ViewData: Hashable, Sendable {
            /// One car on the board.
            public struct Line: Hashable, Sendable {
                public var position: String
                public var code: String
                public var team: String
                /// "+2.314"; "Leader" for the leader.
                public var gap: String
                /// To the car ahead, "+1.427"; empty for the leader.
                public var interval: String
                /// Places gained (positive) or lost (negative) since the update before.
                public var change: Int
                /// The team's colour, when F1UI knows it.
                public var teamColor: F1UI.TeamColor?

                public init(
                    position: String, code: String, team: String, gap: String, interval: String, change: Int = 0,
                    teamColor: F1UI.TeamColor? = nil
                ) {
                    self.position = position
                    self.code = code
                    self.team = team
                    self.gap = gap
                    self.interval = interval
                    self.change = change
                    self.teamColor = teamColor
                }

                /// "▲2", "▼1", or "" when the car kept its place.
                public var changeMark: String {
                    change > 0 ? "▲\(change)" : change < 0 ? "▼\(-change)" : ""
                }
            }

            public var raceName: String
            /// "42/78": the leader's lap of the total.
            public var lap: String
            /// The leader's code, "LEC".
            public var leader: String
            public var lines: [Line]
            public var isFinished: Bool

            public init(raceName: String, lap: String, leader: String, lines: [Line], isFinished: Bool) {
                self.raceName = raceName
                self.lap = lap
                self.leader = leader
                self.lines = lines
                self.isFinished = isFinished
            }
        }

        public let viewData: ViewData

        public init(viewData: ViewData) {
            self.viewData = viewData
        }
    }
}

extension F1UI.Live {
    /// The one line a running race keeps on every screen: lap, leader, and the gap behind them.
    public struct Summary: Hashable, Sendable {
        /// "42/78".
        public var lap: String
        /// "LEC".
        public var leader: String
        /// The second car and its gap, "VER +2.314"; nil when the leader is alone.
        public var chaser: String?
        public var isFinished: Bool

        public init(lap: String, leader: String, chaser: String?, isFinished: Bool) {
            self.lap = lap
            self.leader = leader
            self.chaser = chaser
            self.isFinished = isFinished
        }

        /// "Lap 42/78 · LEC leads · VER +2.314", or "Finished · LEC wins".
        public var text: String {
            if isFinished { return "Finished · \(leader) wins" }
            return (["Lap \(lap)", "\(leader) leads"] + (chaser.map { [$0] } ?? [])).joined(separator: " · ")
        }
    }
}
