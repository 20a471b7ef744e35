import F1Domain

/// `f1report rules`: a season's scoring system, its race rulings and decisions.
public struct RulesExport: CSVExportable {
    public static let kind = "rules"
    let schemaVersion = ExportSchema.version
    let report = RulesExport.kind
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
        @Nullable var constructorRacePoints: [Double]?
        var sprintPoints: [Double]
        @Nullable var fastestLap: FastestLap?
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
        @Nullable var withinTop: Int?
        var constructors: Bool
    }

    struct Counting: Encodable, Sendable {
        var part: String
        @Nullable var races: Int?
        @Nullable var best: Int?
        @Nullable var dropWorst: Int?

        init(_ period: CountingPeriod) {
            part = period.part.rawValue
            races = period.races
            best = period.best
            dropWorst = period.dropWorst
        }
    }

    struct Shortened: Encodable, Sendable {
        var below: Double
        @Nullable var scale: Double?
        @Nullable var points: [Double]?
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
    let schemaVersion = ExportSchema.version
    let report = RulesListExport.kind
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
