import F1Domain

/// `f1report progression`: every entrant's place and points after each round run.
public struct ProgressionExport: CSVExportable {
    public static let kind = "progression"
    let schemaVersion = ExportSchema.version
    let report = ProgressionExport.kind
    let source: ExportSource
    let season: Int
    let table: String
    @Nullable var system: SystemReference?
    let rounds: [Round]

    struct Round: Encodable, Sendable {
        var round: Int
        @Nullable var raceName: String?
        var standings: [Standing]
    }

    struct Standing: Encodable, Sendable {
        var entrant: EntrantReference
        @Nullable var position: Int?
        var positionText: String
        /// Counted points after the round, and every point scored so far.
        var points: Double
        var grossPoints: Double
        /// What the entrant scored at this round (race and sprint), and whether it counts in the
        /// table after it; null when the entrant did not take part.
        @Nullable var roundPoints: Double?
        @Nullable var counted: Bool?
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
