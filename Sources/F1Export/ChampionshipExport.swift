import F1Domain

/// `f1report championship`: a championship computed from results after a round, with each
/// entrant's place the round before and, for a what-if, under other rules.
public struct ChampionshipExport: CSVExportable {
    public static let kind = "championship"
    let source: ExportSource
    let season: Int
    let round: Int
    /// "drivers" or "constructors".
    let table: String
    let system: SystemReference
    var whatIfSystem: SystemReference?
    let standings: [Standing]
    let rulings: [Ruling]
    let adjustments: [Adjustment]
    let disagreements: [Disagreement]

    struct Standing: Encodable, Sendable {
        var position: Int?
        var positionText: String
        /// The place after the round run before; null for a first appearance or the first round.
        var previousPosition: Int?
        var entrant: EntrantReference
        var points: Double
        var grossPoints: Double
        var droppedPoints: Double
        var wins: Int
        var whatIf: WhatIf?
    }

    struct WhatIf: Encodable, Sendable {
        var position: Int?
        var positionText: String
        var points: Double
    }

    public init(
        table: ChampionshipTable, previous: ChampionshipTable?, whatIf: ChampionshipTable?, constructors: Bool,
        rulings: [RaceRuling], adjustments: [ChampionshipAdjustment], disagreements: [PointsDisagreement],
        raceNames: [Int: String], source: ExportSource
    ) {
        self.source = source
        season = table.season
        round = table.round
        self.table = constructors ? "constructors" : "drivers"
        system = SystemReference(table.system)
        whatIfSystem = whatIf.map { SystemReference($0.system) }
        standings =
            constructors
            ? Self.standings(table.constructors, previous: previous?.constructors, whatIf: whatIf?.constructors, entrant: EntrantReference.init)
            : Self.standings(table.drivers, previous: previous?.drivers, whatIf: whatIf?.drivers, entrant: EntrantReference.init)
        self.rulings = rulings.map { Ruling($0, raceName: raceNames[$0.round]) }
        self.adjustments = adjustments.map(Adjustment.init)
        self.disagreements = disagreements.map(Disagreement.init)
    }

    static func standings<Entrant>(
        _ rows: [ChampionshipStanding<Entrant>], previous: [ChampionshipStanding<Entrant>]?, whatIf: [ChampionshipStanding<Entrant>]?,
        entrant: (Entrant) -> EntrantReference
    ) -> [Standing] {
        let movement = ChampionshipMovement(since: previous)
        let other = Dictionary((whatIf ?? []).map { ($0.entrant, $0) }, uniquingKeysWith: { first, _ in first })
        return rows.map { row in
            Standing(
                position: row.position, positionText: row.positionText, previousPosition: movement.previousPosition(of: row.entrant),
                entrant: entrant(row.entrant), points: row.points, grossPoints: row.grossPoints, droppedPoints: row.droppedPoints,
                wins: row.wins, whatIf: other[row.entrant].map { WhatIf(position: $0.position, positionText: $0.positionText, points: $0.points) })
        }
    }

    public static let csvColumns = [
        "season", "round", "table", "position", "position_text", "previous_position", "entrant_id", "entrant_code", "entrant_name",
        "engine_id", "points", "gross_points", "dropped_points", "wins", "what_if_system_id", "what_if_position", "what_if_points",
    ]

    public var csvRecords: [[CSVField]] {
        standings.map { row in
            [.field(season), .field(round), .text(table), .field(row.position), .text(row.positionText), .field(row.previousPosition)]
                + row.entrant.csvFields
                + [
                    .number(row.points), .number(row.grossPoints), .number(row.droppedPoints), .field(row.wins),
                    .field(whatIfSystem?.id), .field(row.whatIf?.position), .field(row.whatIf?.points),
                ]
        }
    }
}

/// A driver or a team as the championship reports name one: for a team, the constructor's id
/// and name and, where the source has it, the engine's id.
struct EntrantReference: Encodable, Sendable {
    var id: String
    var code: String?
    var name: String
    var engineId: String?

    init(_ driver: Driver) {
        id = driver.id.rawValue
        code = driver.code
        name = driver.fullName
        engineId = nil
    }

    init(_ team: ChampionshipTeam) {
        id = team.constructor.id.rawValue
        code = nil
        name = team.constructor.name
        engineId = team.engine
    }

    var csvFields: [CSVField] { [.field(id), .field(code), .field(name), .field(engineId)] }
}

/// A scoring system by its id and name.
struct SystemReference: Encodable, Sendable {
    var id: String
    var name: String

    init(_ system: ScoringSystem) {
        id = system.id.rawValue
        name = system.name
    }
}

/// A race scored otherwise than its system's rules, and why.
struct Ruling: Encodable, Sendable {
    var round: Int
    var raceName: String?
    var reason: String

    init(_ ruling: RaceRuling, raceName: String?) {
        round = ruling.round
        self.raceName = raceName
        reason = ruling.reason
    }
}

/// A decision that changed a table after the races.
struct Adjustment: Encodable, Sendable {
    var driver: String?
    var constructor: String?
    /// "excluded", "forfeited" or "deduction".
    var kind: String
    var points: Double?
    var throughRound: Int?
    var fromRound: Int?
    var reason: String

    init(_ adjustment: ChampionshipAdjustment) {
        driver = adjustment.driver
        constructor = adjustment.constructor
        kind = adjustment.kind.rawValue
        points = adjustment.points
        throughRound = adjustment.throughRound
        fromRound = adjustment.fromRound
        reason = adjustment.reason
    }
}

/// A result whose points in the source differ from the rules'.
struct Disagreement: Encodable, Sendable {
    var round: Int
    var raceName: String
    var driver: DriverReference
    var isSprint: Bool
    var sourcePoints: Double
    var rulesPoints: Double

    init(_ disagreement: PointsDisagreement) {
        round = disagreement.round
        raceName = disagreement.raceName
        driver = DriverReference(disagreement.driver)
        isSprint = disagreement.isSprint
        sourcePoints = disagreement.recorded
        rulesPoints = disagreement.computed
    }
}

// MARK: - Machine shape

extension SystemReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "system", "A scoring system.",
        [
            .init("id", \.id, "The system's id in F1Kit's rulebook: the first season that used it, e.g. \"1991\"."),
            .init("name", \.name, "How people name it, e.g. \"10-6-4-3-2-1, every result (1991–2002)\"."),
        ])
}

extension EntrantReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "entrant", "A driver, or a team: a constructor with its engine where the source has it.",
        [
            .init("id", \.id, "The driver's or constructor's id in the source: stable, for joining."),
            .init("code", \.code, "A driver's three-letter code; null for teams and drivers without one."),
            .init("name", \.name, "The driver's given and family name, or the constructor's name."),
            .init("engineId", \.engineId, "For a team, the engine maker's id where the source tells them apart (f1db: \"climax\"); null otherwise."),
        ])
}

extension Adjustment: ExportObject {
    static let shape = ObjectShape<Self>(
        "adjustment", "A decision that changed a table after the races.",
        [
            .init("driver", \.driver, "The driver's full name, for the drivers' championship."),
            .init("constructor", \.constructor, "The constructor's name, for the constructors' championship."),
            .init(
                "kind", \.kind, "Excluded (points shown, place taken away), forfeited (points lost), or a deduction.",
                .oneOf(["excluded", "forfeited", "deduction"])),
            .init("points", \.points, "The points deducted, for a deduction."),
            .init("throughRound", \.throughRound, "For a partial forfeit, the last round whose points were lost."),
            .init("fromRound", \.fromRound, "The first round whose table shows the decision; null: only the final table."),
            .init("reason", \.reason, "Why, in a sentence."),
        ])
}

extension ChampionshipExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A championship computed from the results"
    static let shape = ObjectShape<Self>(
        kind,
        "A championship computed from a season's results under its rules after a round, with what changed since the round before and, with --under, the same results under other rules.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("round", \.round, "The last round counted.", .minimum(1)),
            .init("table", \.table, "Which championship.", .oneOf(["drivers", "constructors"])),
            .init("system", \.system, "The season's own scoring system."),
            .init("whatIfSystem", \.whatIfSystem, "The system of the what-if (--under); null without one."),
            .init("standings", \.standings, "The table, leader first; excluded entrants last."),
            .init("rulings", \.rulings, "The season's races scored otherwise than the system's rules, up to the round."),
            .init("adjustments", \.adjustments, "The decisions shown in this table."),
            .init("disagreements", \.disagreements, "Results up to the round whose points in the source differ from the rules'."),
        ])
}

extension ChampionshipExport.Standing: ExportObject {
    static let shape = ObjectShape<Self>(
        "standing", "An entrant's place after the round.",
        [
            .init("position", \.position, "The place; null for an entrant excluded from the championship."),
            .init("positionText", \.positionText, "The place as published: \"3\", or \"EX\" for an exclusion."),
            .init(
                "previousPosition", \.previousPosition,
                "The place after the round run before; null in the first round, for a first appearance or an exclusion."),
            .init("entrant", \.entrant, "The driver or team."),
            .init("points", \.points, "The points that count: after dropped results and decisions."),
            .init("grossPoints", \.grossPoints, "Every point scored."),
            .init("droppedPoints", \.droppedPoints, "Points scored but not counted under best-N rules."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
            .init("whatIf", \.whatIf, "The entrant under the what-if rules; null without --under."),
        ])
}

extension ChampionshipExport.WhatIf: ExportObject {
    static let shape = ObjectShape<Self>(
        "whatIf", "",
        [
            .init("position", \.position, "The place under the what-if rules; null for an exclusion."),
            .init("positionText", \.positionText, "The place as it would be published."),
            .init("points", \.points, "The points that would count."),
        ])
}

extension Ruling: ExportObject {
    static let shape = ObjectShape<Self>(
        "ruling", "A race ruling.",
        [
            .init("round", \.round, "The race's round.", .minimum(1)),
            .init("raceName", \.raceName, "The race's name; null when the calendar lacks it."),
            .init("reason", \.reason, "Why, in a sentence."),
        ])
}

extension Disagreement: ExportObject {
    static let shape = ObjectShape<Self>(
        "disagreement", "A points disagreement.",
        [
            .init("round", \.round, "The race's round.", .minimum(1)),
            .init("raceName", \.raceName, "The race's name."),
            .init("driver", \.driver, "The driver."),
            .init("isSprint", \.isSprint, "The sprint's result rather than the race's."),
            .init("sourcePoints", \.sourcePoints, "The points the source gives."),
            .init("rulesPoints", \.rulesPoints, "The points the rules give."),
        ])
}
