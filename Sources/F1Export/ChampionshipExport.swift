import F1Domain

/// `f1report championship`: a championship computed from results after a round, with each
/// entrant's place the round before and, for a what-if, under other rules.
public struct ChampionshipExport: CSVExportable {
    public static let kind = "championship"
    let schemaVersion = ExportSchema.version
    let report = ChampionshipExport.kind
    let source: ExportSource
    let season: Int
    let round: Int
    /// "drivers" or "constructors".
    let table: String
    let system: SystemReference
    @Nullable var whatIfSystem: SystemReference?
    let standings: [Standing]
    let rulings: [Ruling]
    let adjustments: [Adjustment]
    let disagreements: [Disagreement]

    struct Standing: Encodable, Sendable {
        @Nullable var position: Int?
        var positionText: String
        /// The place after the round run before; null for a first appearance or the first round.
        @Nullable var previousPosition: Int?
        var entrant: EntrantReference
        var points: Double
        var grossPoints: Double
        var droppedPoints: Double
        var wins: Int
        @Nullable var whatIf: WhatIf?
    }

    struct WhatIf: Encodable, Sendable {
        @Nullable var position: Int?
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
    @Nullable var code: String?
    var name: String
    @Nullable var engineId: String?

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
    @Nullable var raceName: String?
    var reason: String

    init(_ ruling: RaceRuling, raceName: String?) {
        round = ruling.round
        self.raceName = raceName
        reason = ruling.reason
    }
}

/// A decision that changed a table after the races.
struct Adjustment: Encodable, Sendable {
    @Nullable var driver: String?
    @Nullable var constructor: String?
    /// "excluded", "forfeited" or "deduction".
    var kind: String
    @Nullable var points: Double?
    @Nullable var throughRound: Int?
    @Nullable var fromRound: Int?
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
