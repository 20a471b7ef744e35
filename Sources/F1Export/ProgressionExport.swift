import F1Domain

/// `f1report progression`: every entrant's place and points after each round run.
public struct ProgressionExport: CSVExportable {
    public static let kind = "progression"
    let source: ExportSource
    let season: Int
    let table: String
    var system: SystemReference?
    let rounds: [Round]

    struct Round: Encodable, Sendable {
        var round: Int
        var raceName: String?
        var standings: [Standing]
    }

    struct Standing: Encodable, Sendable {
        var entrant: EntrantReference
        var position: Int?
        var positionText: String
        /// Counted points after the round, and every point scored so far.
        var points: Double
        var grossPoints: Double
        /// What the entrant scored at this round (race and sprint), and whether it counts in the
        /// table after it; null when the entrant did not take part.
        var roundPoints: Double?
        var counted: Bool?
    }

    public init(season: Int, tables: [ChampionshipTable], constructors: Bool, raceNames: [Int: String], source: ExportSource) {
        self.source = source
        self.season = season
        table = constructors ? "constructors" : "drivers"
        system = tables.first.map { SystemReference($0.system) }
        rounds = tables.map { table in
            Round(
                round: table.round, raceName: raceNames[table.round],
                standings: constructors
                    ? Self.standings(table.constructors, round: table.round, entrant: EntrantReference.init)
                    : Self.standings(table.drivers, round: table.round, entrant: EntrantReference.init))
        }
    }

    static func standings<Entrant>(_ rows: [ChampionshipStanding<Entrant>], round: Int, entrant: (Entrant) -> EntrantReference) -> [Standing] {
        rows.map { row in
            let score = row.rounds.first { $0.round == round }
            return Standing(
                entrant: entrant(row.entrant), position: row.position, positionText: row.positionText, points: row.points,
                grossPoints: row.grossPoints, roundPoints: score?.points, counted: score?.counted)
        }
    }

    public static let csvColumns = [
        "season", "round", "race_name", "entrant_id", "entrant_code", "entrant_name", "engine_id", "position", "position_text",
        "points", "gross_points", "round_points", "counted",
    ]

    public var csvRecords: [[CSVField]] {
        rounds.flatMap { round in
            round.standings.map { row in
                [.field(season), .field(round.round), .field(round.raceName)] + row.entrant.csvFields
                    + [
                        .field(row.position), .text(row.positionText), .number(row.points), .number(row.grossPoints),
                        .field(row.roundPoints), row.counted.map(CSVField.bool) ?? .null,
                    ]
            }
        }
    }
}

// MARK: - Machine shape

extension ProgressionExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A championship round by round"
    static let shape = ObjectShape<Self>(
        kind, "A championship race by race: every entrant's place and points after each round run.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("table", \.table, "Which championship.", .oneOf(["drivers", "constructors"])),
            .init("system", \.system, "The season's scoring system; null when no round was run."),
            .init("rounds", \.rounds, "Each round run, in order."),
        ])
}

extension ProgressionExport.Round: ExportObject {
    static let shape = ObjectShape<Self>(
        "round", "A round.",
        [
            .init("round", \.round, "The round.", .minimum(1)),
            .init("raceName", \.raceName, "The race's name; null when the calendar lacks it."),
            .init("standings", \.standings, "The table after the round."),
        ])
}

extension ProgressionExport.Standing: ExportObject {
    static let shape = ObjectShape<Self>(
        "standing", "An entrant after the round.",
        [
            .init("entrant", \.entrant, "The driver or team."),
            .init("position", \.position, "The place; null for an exclusion."),
            .init("positionText", \.positionText, "The place as published."),
            .init("points", \.points, "The points that count after the round."),
            .init("grossPoints", \.grossPoints, "Every point scored so far."),
            .init("roundPoints", \.roundPoints, "Points scored at this round (race and sprint); null when the entrant did not take part."),
            .init("counted", \.counted, "Whether this round's points count in the table after it; null when the entrant did not take part."),
        ])
}
