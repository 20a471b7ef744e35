import F1Domain

/// `f1report rules`: a season's scoring system, its race rulings and decisions.
public struct RulesExport: CSVExportable {
    public static let kind = "rules"
    let season: Int
    let system: System
    /// "scoringPlaces", "scoringPlacesThenFirstToScore" or "everyPlace".
    let countback: String
    let rulings: [SeasonRuling]
    let adjustments: [Adjustment]

    struct System: Encodable, Sendable {
        var id: String
        var name: String
        var racePoints: [Double]
        var constructorRacePoints: [Double]?
        var sprintPoints: [Double]
        var fastestLap: FastestLap?
        /// "split" or "none".
        var sharedDrives: String
        /// "none", "bestCar" or "everyCar".
        var constructors: String
        var driverCounting: [Counting]
        var constructorCounting: [Counting]
        var shortenedRace: [Shortened]
        var seasons: [Int]

        init(_ system: ScoringSystem, seasons: [Int]) {
            id = system.id.rawValue
            name = system.name
            racePoints = system.racePoints
            constructorRacePoints = system.constructorRacePoints
            sprintPoints = system.sprintPoints
            fastestLap = system.fastestLap.map { FastestLap(points: $0.points, withinTop: $0.withinTop, constructors: $0.constructors) }
            sharedDrives = system.sharedDrives.rawValue
            constructors = system.constructors.rawValue
            driverCounting = system.driverCounting.map(Counting.init)
            constructorCounting = system.constructorCounting.map(Counting.init)
            shortenedRace = system.shortenedRace.map { Shortened(below: $0.below, scale: $0.scale, points: $0.points) }
            self.seasons = seasons
        }
    }

    struct FastestLap: Encodable, Sendable {
        var points: Double
        var withinTop: Int?
        var constructors: Bool
    }

    struct Counting: Encodable, Sendable {
        var part: String
        var races: Int?
        var best: Int?
        var dropWorst: Int?

        init(_ period: CountingPeriod) {
            part = period.part.rawValue
            races = period.races
            best = period.best
            dropWorst = period.dropWorst
        }
    }

    struct Shortened: Encodable, Sendable {
        var below: Double
        var scale: Double?
        var points: [Double]?
    }

    struct SeasonRuling: Encodable, Sendable {
        var round: Int
        var reason: String
    }

    public init(scoring: SeasonScoring, system: ScoringSystem, seasonsUsing: [Int]) {
        season = scoring.season
        self.system = System(system, seasons: seasonsUsing)
        countback = scoring.countback.rawValue
        rulings = scoring.races.map { SeasonRuling(round: $0.round, reason: $0.reason) }
        adjustments = scoring.adjustments.map(Adjustment.init)
    }

    public static let csvColumns = ["season", "system_id", "place", "race_points", "sprint_points"]

    /// The points table, one record per place.
    public var csvRecords: [[CSVField]] {
        let race = system.racePoints
        let sprint = system.sprintPoints
        return (0..<max(race.count, sprint.count)).map { index -> [CSVField] in
            let racePoints: Double? = race.indices.contains(index) ? race[index] : nil
            let sprintPoints: Double? = sprint.indices.contains(index) ? sprint[index] : nil
            return [.field(season), .text(system.id), .field(index + 1), .field(racePoints), .field(sprintPoints)]
        }
    }
}

/// `f1report rules --list`: every scoring system with the seasons that used it.
public struct RulesListExport: CSVExportable {
    public static let kind = "rules.list"
    let systems: [RulesExport.System]

    public init(systems: [ScoringSystem], seasons: [ScoringSystem.ID: [Int]]) {
        self.systems = systems.map { RulesExport.System($0, seasons: seasons[$0.id] ?? []) }
    }

    public static let csvColumns = ["system_id", "name", "race_points", "sprint_points", "seasons"]

    public var csvRecords: [[CSVField]] {
        systems.map { system in
            [
                .text(system.id), .text(system.name), .text(system.racePoints.map(Self.number).joined(separator: ";")),
                .text(system.sprintPoints.map(Self.number).joined(separator: ";")), .text(system.seasons.map(String.init).joined(separator: ";")),
            ]
        }
    }

    static func number(_ value: Double) -> String { Int(exactly: value).map(String.init) ?? String(value) }
}

// MARK: - Machine shape

extension RulesExport.System: ExportObject {
    static let shape = ObjectShape<Self>(
        "system", "A scoring system.",
        [
            .init("id", \.id, "The system's id."),
            .init("name", \.name, "How people name it."),
            .init("racePoints", \.racePoints, "Points for first, second, ..."),
            .init("constructorRacePoints", \.constructorRacePoints, "The constructors' points per place when they differed; null otherwise."),
            .init("sprintPoints", \.sprintPoints, "Points per place in a sprint; empty without sprints."),
            .init("fastestLap", \.fastestLap, "The fastest-lap point; null without one."),
            .init("sharedDrives", \.sharedDrives, "What drivers sharing a car received.", .oneOf(["split", "none"])),
            .init("constructors", \.constructors, "Which cars scored for the constructor.", .oneOf(["none", "bestCar", "everyCar"])),
            .init("driverCounting", \.driverCounting, "Which drivers' results counted; empty: every one."),
            .init("constructorCounting", \.constructorCounting, "Which constructors' results counted; empty: every one."),
            .init("shortenedRace", \.shortenedRace, "Points for races stopped early, by the share run."),
            .init("seasons", \.seasons, "The seasons scored by this system."),
        ])
}

extension RulesExport.FastestLap: ExportObject {
    static let shape = ObjectShape<Self>(
        "fastestLap", "",
        [
            .init("points", \.points, "The point's value."),
            .init("withinTop", \.withinTop, "The place a driver had to finish within."),
            .init("constructors", \.constructors, "Whether it counted for the constructor."),
        ])
}

extension RulesExport.Shortened: ExportObject {
    static let shape = ObjectShape<Self>(
        "shortened", "A shortened-race rule.",
        [
            .init("below", \.below, "The share of the distance up to which this applies."),
            .init("scale", \.scale, "A factor on the full points."),
            .init("points", \.points, "A table of its own."),
        ])
}

extension RulesExport.Counting: ExportObject {
    static let shape = ObjectShape<Self>(
        "counting", "A counting period.",
        [
            .init("part", \.part, "The part of the season.", .oneOf(["whole", "firstHalf", "secondHalf"])),
            .init("races", \.races, "The period's length when fixed by count."),
            .init("best", \.best, "Only the best this many results counted."),
            .init("dropWorst", \.dropWorst, "All but the worst this many counted."),
        ])
}

extension RulesListExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Every scoring system"
    static let shape = ObjectShape<Self>(
        kind, "Every scoring system in F1Kit's rulebook with the seasons that used it.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("systems", \.systems, "Every system, oldest first."),
        ])
}

extension RulesExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A season's scoring rules"
    static let shape = ObjectShape<Self>(
        kind, "A season's scoring rules from F1Kit's rulebook: its system, the races scored otherwise and the decisions taken after them.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("season", \.season, "The season's year."),
            .init("system", \.system, ""),
            .init(
                "countback", \.countback, "How ties on points were broken.", .oneOf(["scoringPlaces", "scoringPlacesThenFirstToScore", "everyPlace"])),
            .init("rulings", \.rulings, "The races scored otherwise than the system's rules."),
            .init("adjustments", \.adjustments, "The decisions taken after the races."),
        ])
}

extension RulesExport.SeasonRuling: ExportObject {
    static let shape = ObjectShape<Self>(
        "ruling", "A race ruling.",
        [
            .init("round", \.round, "The round.", .minimum(1)),
            .init("reason", \.reason, "Why, in a sentence."),
        ])
}
