import F1Domain
import F1UseCases

/// `f1report driver ID [YEAR]`: a driver's season race by race, with the teams they drove for.
public struct DriverSeasonExport: CSVExportable {
    public static let kind = "driver"
    let schemaVersion = ExportSchema.version
    let report = DriverSeasonExport.kind
    let source: ExportSource
    let season: Int
    let driver: DriverReference
    /// The teams they drove for, in the order they first did.
    let teams: [ConstructorReference]
    let totals: CompetitorTotalsEntry
    let rounds: [CompetitorRoundEntry]

    public init(season: DriverSeason, source: ExportSource) {
        self.source = source
        self.season = season.season
        driver = DriverReference(season.driver)
        teams = season.teams.map(ConstructorReference.init)
        totals = CompetitorTotalsEntry(season.totals)
        rounds = season.rounds.map(CompetitorRoundEntry.init)
    }

    public static let csvColumns = CompetitorRoundEntry.csvColumns
    public var csvRecords: [[CSVField]] { rounds.flatMap(\.csvRecords) }
}

/// `f1report team ID [YEAR]`: a constructor's season race by race, every car of it.
public struct TeamSeasonExport: CSVExportable {
    public static let kind = "team"
    let schemaVersion = ExportSchema.version
    let report = TeamSeasonExport.kind
    let source: ExportSource
    let season: Int
    let constructor: ConstructorReference
    /// The drivers who raced its cars, in the order they first did.
    let drivers: [DriverReference]
    let totals: CompetitorTotalsEntry
    let rounds: [CompetitorRoundEntry]

    public init(season: ConstructorSeason, source: ExportSource) {
        self.source = source
        self.season = season.season
        constructor = ConstructorReference(season.constructor)
        drivers = season.drivers.map(DriverReference.init)
        totals = CompetitorTotalsEntry(season.totals)
        rounds = season.rounds.map(CompetitorRoundEntry.init)
    }

    public static let csvColumns = CompetitorRoundEntry.csvColumns
    public var csvRecords: [[CSVField]] { rounds.flatMap(\.csvRecords) }
}

/// The season's totals as `CompetitorTotals` counts them: race points from the results, and the
/// championship's own points and place beside them where the source has standings.
struct CompetitorTotalsEntry: Encodable, Sendable {
    var racePoints: Double
    var wins: Int
    var podiums: Int
    var starts: Int
    @Nullable var bestFinish: Int?
    /// The points that count in the championship (dropped scores taken off, sprints added); null
    /// without standings.
    @Nullable var championshipPoints: Double?
    /// "2", or "-" for an excluded entrant; null without standings.
    @Nullable var championshipPosition: String?

    init(_ totals: CompetitorTotals) {
        racePoints = totals.racePoints
        wins = totals.wins
        podiums = totals.podiums
        starts = totals.starts
        bestFinish = totals.bestFinish
        championshipPoints = totals.championship?.points
        championshipPosition = totals.championship?.positionText
    }
}

/// A race of the season with their results in it, each as `f1report race` gives a car's.
struct CompetitorRoundEntry: Encodable, Sendable {
    var race: RaceReference
    /// "run" (with their results), "absent" (run without them) or "toCome".
    var status: String
    var results: [RaceResultsExport.Entry]

    init(_ round: CompetitorRound) {
        race = RaceReference(round.race)
        status = round.isToCome ? "toCome" : round.didNotTakePart ? "absent" : "run"
        results = round.results.map(RaceResultsExport.entry)
    }

    /// The race's columns, the round's status, then a car's as in the race's CSV (less its season and round).
    static let csvColumns = ["season"] + RaceReference.csvColumns + ["round_status"] + RaceResultsExport.csvColumns.dropFirst(2)

    /// One record a car; a round without their cars, one record with the car's fields empty.
    var csvRecords: [[CSVField]] {
        let lead: [CSVField] = [.field(race.season)] + race.csvFields + [.field(status)]
        guard !results.isEmpty else { return [lead + Array(repeating: .null, count: RaceResultsExport.csvColumns.count - 2)] }
        return results.map { lead + RaceResultsExport.csvRecord(race, $0).dropFirst(2) }
    }
}
