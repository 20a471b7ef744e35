import F1Domain

extension F1UI.Live {
    /// The timing board of a race in progress.
    public struct Board: Hashable, Sendable {
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
            /// "M 12": the compound's initial and the tyres' laps; empty when the source does not know.
            public var tyre: String
            /// Pit-lane visits so far, "2"; empty when the source does not know.
            public var pitStops: String
            /// "1:31.456"; empty when the source does not time laps.
            public var lastLap: String
            /// "Out" for a retired car, "8th officially" once a penalty after the flag moved it; else empty.
            public var note: String
            /// How each sector of the last completed lap compares (`LivePosition.lastLapSectors`);
            /// empty when the source has no sectors.
            public var sectors: [SectorMark?]

            public init(
                position: String, code: String, team: String, gap: String, interval: String, change: Int = 0,
                teamColor: F1UI.TeamColor? = nil, tyre: String = "", pitStops: String = "", lastLap: String = "", note: String = "",
                sectors: [SectorMark?] = []
            ) {
                self.position = position
                self.code = code
                self.team = team
                self.gap = gap
                self.interval = interval
                self.change = change
                self.teamColor = teamColor
                self.tyre = tyre
                self.pitStops = pitStops
                self.lastLap = lastLap
                self.note = note
                self.sectors = sectors
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
        /// "Safety car", "Red flag", "Chequered flag"...; "Racing" when the source says nothing more.
        public var status: String
        /// Race control's latest message, when the source has them.
        public var message: String?
        /// "17:26:02 UTC": the instant of the session shown, for a timed replay.
        public var clock: String?
        /// "Air 24.1 °C · Track 41.3 °C · Dry · Wind 2.1 m/s from the SE": the latest reading, where the source has them.
        public var weather: String?
        /// "45 s behind live (delay)", "Rewound, 3:05 behind live, 2×": where the viewer holds the board; nil when live.
        public var playback: String?

        public init(
            raceName: String, lap: String, leader: String, lines: [Line], isFinished: Bool, status: String? = nil,
            message: String? = nil, clock: String? = nil, weather: String? = nil, playback: String? = nil
        ) {
            self.raceName = raceName
            self.lap = lap
            self.leader = leader
            self.lines = lines
            self.isFinished = isFinished
            self.status = status ?? (isFinished ? "Chequered flag" : "Racing")
            self.message = message
            self.clock = clock
            self.weather = weather
            self.playback = playback
        }

        /// Whether the source gives tyres, pit stops and lap times (timing feeds do).
        public var hasTiming: Bool { lines.contains { !$0.tyre.isEmpty || !$0.pitStops.isEmpty || !$0.lastLap.isEmpty } }

        /// Whether the source gives sectors (timing feeds do; the demo's simulated race does not).
        public var hasSectors: Bool { lines.contains { !$0.sectors.isEmpty } }
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
