extension ReportDocument.Fact {
    /// A fact's machine name and the label faces show beside its value, declared together: the
    /// name never comes from the words, so a label can be reworded without moving what JSON, a
    /// page's `data-key` or a test addresses.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        /// "afterRound".
        public let name: String
        /// "After round".
        public let label: String

        public init(_ name: String, label: String) {
            self.name = name
            self.label = label
        }

        public var description: String { name }

        public static func == (lhs: Key, rhs: Key) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
}

extension ReportDocument.Fact.Key {
    // MARK: - A season and its races

    public static let seasons = Self("seasons", label: "Seasons")
    public static let races = Self("races", label: "Races")
    public static let progress = Self("progress", label: "Progress")
    public static let next = Self("next", label: "Next")
    public static let nextRace = Self("nextRace", label: "Next race")
    public static let nextSession = Self("nextSession", label: "Next session")
    public static let lastWinner = Self("lastWinner", label: "Last winner")
    public static let timesIn = Self("timesIn", label: "Times in")
    public static let round = Self("round", label: "Round")
    public static let race = Self("race", label: "Race")
    public static let circuit = Self("circuit", label: "Circuit")
    public static let date = Self("date", label: "Date")
    public static let raceDay = Self("raceDay", label: "Race day")
    public static let format = Self("format", label: "Format")
    public static let results = Self("results", label: "Results")

    // MARK: - A session's outcome

    public static let winner = Self("winner", label: "Winner")
    public static let sprintWinner = Self("sprintWinner", label: "Sprint winner")
    public static let pole = Self("pole", label: "Pole")
    public static let polePosition = Self("polePosition", label: "Pole position")
    public static let fastestLap = Self("fastestLap", label: "Fastest lap")
    public static let pitLaneStarts = Self("pitLaneStarts", label: "Pit-lane starts")
    public static let stops = Self("stops", label: "Stops")
    public static let fastestStop = Self("fastestStop", label: "Fastest stop")
    public static let laps = Self("laps", label: "Laps")
    public static let lapData = Self("lapData", label: "Lap data")

    // MARK: - The live board

    public static let lap = Self("lap", label: "Lap")
    public static let status = Self("status", label: "Status")
    public static let sessionTime = Self("sessionTime", label: "Session time")
    /// How far behind live the board is shown (a broadcast delay, a rewind or a pause).
    public static let shown = Self("shown", label: "Shown")
    public static let raceControl = Self("raceControl", label: "Race control")
    public static let weather = Self("weather", label: "Weather")

    // MARK: - Championships

    public static let afterRound = Self("afterRound", label: "After round")
    public static let leader = Self("leader", label: "Leader")
    public static let driversLeader = Self("driversLeader", label: "Drivers' leader")
    public static let constructorsLeader = Self("constructorsLeader", label: "Constructors' leader")
    public static let scoring = Self("scoring", label: "Scoring")
    public static let whatIf = Self("whatIf", label: "What-if")
    public static let roundsRun = Self("roundsRun", label: "Rounds run")
    public static let cells = Self("cells", label: "Cells")
    public static let left = Self("left", label: "Left")
    public static let pointsAvailable = Self("pointsAvailable", label: "Points available")
    public static let title = Self("title", label: "Title")
    public static let mostDriversTitles = Self("mostDriversTitles", label: "Most drivers' titles")
    public static let titlesThatChange = Self("titlesThatChange", label: "Titles that change")
    public static let rules = Self("rules", label: "Rules")

    // MARK: - A driver's or a team's season

    public static let details = Self("details", label: "Details")
    public static let racePoints = Self("racePoints", label: "Race points")
    public static let championship = Self("championship", label: "Championship")
    public static let record = Self("record", label: "Record")

    // MARK: - Scoring rules

    public static let systems = Self("systems", label: "Systems")
    public static let system = Self("system", label: "System")
    public static let constructorsPoints = Self("constructorsPoints", label: "Constructors' points")
    public static let sprintPoints = Self("sprintPoints", label: "Sprint points")
    public static let driversCount = Self("driversCount", label: "Drivers count")
    public static let constructors = Self("constructors", label: "Constructors")
    public static let constructorsCount = Self("constructorsCount", label: "Constructors count")
    public static let sharedCars = Self("sharedCars", label: "Shared cars")
    public static let shortenedRaces = Self("shortenedRaces", label: "Shortened races")
    public static let ties = Self("ties", label: "Ties")
}
