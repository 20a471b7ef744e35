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

                public init(position: String, code: String, team: String, gap: String, interval: String) {
                    self.position = position
                    self.code = code
                    self.team = team
                    self.gap = gap
                    self.interval = interval
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
