import F1Domain
import F1UI
import F1UseCases

/// `f1report head-to-head A B career`: two drivers compared in every season both started a race in.
public struct HeadToHeadCareerExport: CSVExportable {
    public static let kind = "head-to-head.career"
    let source: ExportSource
    let first: DriverReference
    let second: DriverReference
    let races: Int
    let qualifyingRounds: Int
    let qualifying: HeadToHeadExport.Tally
    let race: HeadToHeadExport.Tally
    let points: HeadToHeadExport.Points
    let sharedTeams: [SharedTeam]
    let seasons: [Season]

    struct SharedTeam: Encodable, Sendable {
        var constructor: ConstructorReference
        var seasons: [Int]
    }

    struct Season: Encodable, Sendable {
        var season: Int
        var constructor: ConstructorReference?
        var races: Int
        var qualifyingRounds: Int
        var qualifying: HeadToHeadExport.Tally
        var race: HeadToHeadExport.Tally
        var points: HeadToHeadExport.Points

        init(_ season: HeadToHeadCareer.Season) {
            self.season = season.season
            constructor = season.pair.constructor.map(ConstructorReference.init)
            races = season.pair.races
            qualifyingRounds = season.qualifyingRounds
            qualifying = .init(season.pair.qualifying)
            race = .init(season.pair.race)
            points = .init(first: season.pair.firstPoints, second: season.pair.secondPoints)
        }
    }

    public init(career: HeadToHeadCareer, source: ExportSource) {
        self.source = source
        first = DriverReference(career.total.first)
        second = DriverReference(career.total.second)
        races = career.total.races
        qualifyingRounds = career.qualifyingRounds
        qualifying = .init(career.total.qualifying)
        race = .init(career.total.race)
        points = .init(first: career.total.firstPoints, second: career.total.secondPoints)
        sharedTeams = career.sharedTeams.map { SharedTeam(constructor: ConstructorReference($0.constructor), seasons: $0.seasons) }
        seasons = career.seasons.map(Season.init)
    }

    public static let csvColumns =
        ["season"] + ConstructorReference.csvColumns("constructor") + DriverReference.csvColumns("first")
        + DriverReference.csvColumns("second")
        + ["races", "qualifying_first", "qualifying_second", "race_first", "race_second", "points_first", "points_second"]

    /// A line per season, as `f1report teammates` writes a pair.
    public var csvRecords: [[CSVField]] {
        seasons.map { season in
            [.field(season.season)] + (season.constructor?.csvFields ?? [.null, .null]) + first.csvFields + second.csvFields
                + [
                    .field(season.races), .field(season.qualifying.first), .field(season.qualifying.second), .field(season.race.first),
                    .field(season.race.second), .number(season.points.first), .number(season.points.second),
                ]
        }
    }
}

extension HeadToHeadExport.Tally {
    init(_ tally: HeadToHead.Tally) {
        self.init(first: tally.first, second: tally.second)
    }
}

extension HeadToHeadCareerScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [HeadToHeadCareerExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { HeadToHeadCareerExport(career: $0.career, source: source) }
    }
}

// MARK: - Machine shape

extension HeadToHeadCareerExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Two drivers head to head across their careers"
    static let shape = ObjectShape<Self>(
        kind,
        "Two drivers compared in every season both started a race in, summed; the driver with more points in those races first, "
            + "every figure theirs first.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("first", \.first, "The driver with more points in the races compared."),
            .init("second", \.second, "The other driver."),
            .init("races", \.races, "The races both started, every season together.", .minimum(1)),
            .init("qualifyingRounds", \.qualifyingRounds, "Of those, the rounds whose qualifying the source has.", .minimum(0)),
            .init("qualifying", \.qualifying, "Who qualified ahead, in the rounds both have a qualifying place."),
            .init("race", \.race, "Who finished ahead, in the races both were classified."),
            .init("points", \.points, "The points each scored in the races compared."),
            .init(
                "sharedTeams", \.sharedTeams,
                "The teams both drove for in races they both started, in the order first shared; empty for drivers never teammates."),
            .init("seasons", \.seasons, "Every season both started a race in, oldest first; the seasons they never raced each other are left out."),
        ])
}

extension HeadToHeadCareerExport.SharedTeam: ExportObject {
    static let shape = ObjectShape<Self>(
        "sharedTeam", "A team both drove for, and the seasons they did so together.",
        [
            .init("constructor", \.constructor, "The team."),
            .init("seasons", \.seasons, "The seasons they were teammates there, oldest first."),
        ])
}

extension HeadToHeadCareerExport.Season: ExportObject {
    static let shape = ObjectShape<Self>(
        "careerSeason", "One season both started a race in, the career's first driver's figures first.",
        [
            .init("season", \.season, "The season's year."),
            .init("constructor", \.constructor, "The team both drove for in every race compared that season; null otherwise."),
            .init("races", \.races, "The races both started that season.", .minimum(1)),
            .init("qualifyingRounds", \.qualifyingRounds, "Of those, the rounds whose qualifying the source has.", .minimum(0)),
            .init("qualifying", \.qualifying, "Who qualified ahead, in the rounds both have a qualifying place."),
            .init("race", \.race, "Who finished ahead, in the races both were classified."),
            .init("points", \.points, "The points each scored in the races compared."),
        ])
}
