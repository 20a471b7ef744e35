import F1Domain
import F1UI
import F1UseCases

/// `f1report records`, `streaks`, `youngest`, `oldest` and `grid-wins`: the history's records,
/// one row per place, in one shape whichever the question.
public struct RecordsExport: CSVExportable {
    public static let kind = "records"
    let source: ExportSource
    let record: String
    let title: String
    let rows: [Row]

    struct Row: Encodable, Sendable {
        var place: Int
        /// The driver's id, or the team's for a team's streak.
        var id: String
        var name: String
        var nationality: String?
        /// The count, the streak's races, the age in days or the grid place.
        var value: Double
        /// The race of an age or a grid win; a streak's last.
        var race: Race?
        /// A streak's first race.
        var firstRace: Race?
        var age: Age?
        /// A streak still running at the last race the source holds.
        var running: Bool?
    }

    struct Race: Encodable, Sendable {
        var season: Int
        var round: Int
        var name: String
        var date: String

        init(_ race: HistoryRace) {
            season = race.season
            round = race.round
            name = race.name
            date = race.date.description
        }
    }

    struct Age: Encodable, Sendable {
        var years: Int
        var days: Int
    }

    public init(question: HistoryQuestion, title: String, answer: HistoryAnswer, source: ExportSource) {
        self.source = source
        self.title = title
        record = question.recordName
        switch answer {
        case .counts(let entries):
            rows = entries.map {
                Row(place: $0.place, id: $0.driver.id.rawValue, name: $0.driver.fullName, nationality: $0.driver.nationality, value: $0.value)
            }
        case .streaks(let streaks):
            rows = streaks.map {
                Row(
                    place: $0.place, id: $0.id, name: $0.name, value: Double($0.length), race: Race($0.last), firstRace: Race($0.first),
                    running: $0.isCurrent)
            }
        case .ages(let records):
            rows = records.map {
                Row(
                    place: $0.place, id: $0.driver.id.rawValue, name: $0.driver.fullName, nationality: $0.driver.nationality,
                    value: Double($0.age.totalDays), race: Race($0.race), age: Age(years: $0.age.years, days: $0.age.days))
            }
        case .gridWins(let wins):
            rows = wins.map {
                Row(
                    place: $0.place, id: $0.driver.id.rawValue, name: $0.driver.fullName, nationality: $0.driver.nationality,
                    value: Double($0.grid ?? 0), race: Race($0.race))
            }
        }
    }

    public static let csvColumns = [
        "record", "place", "id", "name", "nationality", "value", "season", "round", "race", "date", "first_season", "first_round",
        "first_race", "age_years", "age_days", "running",
    ]

    public var csvRecords: [[CSVField]] {
        rows.map { row in
            [.field(record), .field(row.place), .field(row.id), .field(row.name), .field(row.nationality), .number(row.value)]
                + [.field(row.race?.season), .field(row.race?.round), .field(row.race?.name), .field(row.race?.date)]
                + [.field(row.firstRace?.season), .field(row.firstRace?.round), .field(row.firstRace?.name)]
                + [.field(row.age?.years), .field(row.age?.days), row.running.map(CSVField.bool) ?? .null]
        }
    }
}

extension HistoryQuestion {
    /// "wins", "streaks.wins", "youngest.winners", "grid-wins": what a machine reads the rows as.
    var recordName: String {
        switch self {
        case .counts(let count, _, let under, _): count.rawValue + (under.map { ".under." + $0 } ?? "")
        case .streaks(let kind, _, _): "streaks." + kind.rawValue
        case .ages(let kind, let youngest, _): (youngest ? "youngest." : "oldest.") + kind.rawValue
        case .gridWins: "grid-wins"
        }
    }
}

extension RecordsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [RecordsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { RecordsExport(question: $0.question, title: $0.title, answer: $0.answer, source: source) }
    }
}

// MARK: - Machine shape

extension RecordsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "History records"
    static let shape = ObjectShape<Self>(
        kind, "The whole history's records: career counts, streaks, youngest and oldest, wins from the lowest grid places.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init(
                "record", \.record,
                "What the rows are: a count (\"wins\", \"points.under.2010\"), \"streaks.KIND\", \"youngest.KIND\" or \"oldest.KIND\", or \"grid-wins\"."
            ),
            .init("title", \.title, "The question in words, filters included."),
            .init("rows", \.rows, "Best first; ties share a place."),
        ])
}

extension RecordsExport.Row: ExportObject {
    static let shape = ObjectShape<Self>(
        "recordRow", "One place of a record.",
        [
            .init("place", \.place, "The place; tied rows share one.", .minimum(1)),
            .init("id", \.id, "The driver's id in the source (the team's for a team's streak)."),
            .init("name", \.name, "The driver's (or team's) name."),
            .init("nationality", \.nationality, "The driver's nationality as an adjective; null for a team or when unknown."),
            .init(
                "value", \.value,
                "The count (points as scored), the streak's races, the age in days on race day, or the grid place (0: the pit lane)."),
            .init("race", \.race, "The race of an age record or a grid win, a streak's last race; null for a count."),
            .init("firstRace", \.firstRace, "A streak's first race; null otherwise."),
            .init("age", \.age, "Age on race day in whole years and days; null but for an age record."),
            .init("running", \.running, "Whether a streak still runs at the last race the source holds; null but for a streak."),
        ])
}

extension RecordsExport.Race: ExportObject {
    static let shape = ObjectShape<Self>(
        "recordRace", "A race of the history.",
        [
            .init("season", \.season, "The season's year."),
            .init("round", \.round, "The race's round.", .minimum(1)),
            .init("name", \.name, "The race's name."),
            .init("date", \.date, "The race day (ISO 8601 date).", .pattern(#"^\d{4}-\d{2}-\d{2}$"#)),
        ])
}

extension RecordsExport.Age: ExportObject {
    static let shape = ObjectShape<Self>(
        "age", "An age on race day.",
        [
            .init("years", \.years, "Whole years.", .minimum(0)),
            .init("days", \.days, "Days since the last birthday.", .minimum(0)),
        ])
}
