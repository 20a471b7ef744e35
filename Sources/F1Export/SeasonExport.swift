import F1Domain
import F1UseCases

/// `f1report season`: a season's calendar, races run (with their winners) and races to come.
public struct SeasonExport: CSVExportable {
    public static let kind = "season"
    let source: ExportSource
    let season: Int
    /// The day the schedule was split on: "2025-05-14".
    let today: String
    /// Races with results, and races whose results are still to come: the counts every face shows.
    let racesRun: Int
    let racesToCome: Int
    let races: [Entry]
    /// What the calendar file is made from, when asked for.
    let schedule: SeasonSchedule

    struct Entry: Encodable, Sendable {
        var race: RaceReference
        /// "past" (run, or its day is over) or "upcoming".
        var status: String
        /// Whole days from `today` to the race day; null for a past race.
        var daysUntil: Int?
        /// The first upcoming race.
        var isNext: Bool
        /// The classified winner of a past race; null for one to come or without a result.
        var winner: DriverReference?
        var winnerConstructor: ConstructorReference?
    }

    public init(schedule: SeasonSchedule, source: ExportSource) {
        self.source = source
        self.schedule = schedule
        season = schedule.season
        today = schedule.today.description
        racesRun = schedule.racesRun
        racesToCome = schedule.racesToCome
        let past = schedule.past.map {
            Entry(
                race: RaceReference($0.race), status: "past", daysUntil: nil, isNext: false,
                winner: $0.winner.map { DriverReference($0.driver) }, winnerConstructor: $0.winner.map { ConstructorReference($0.constructor) })
        }
        let upcoming = schedule.upcoming.enumerated().map {
            Entry(
                race: RaceReference($0.element.race), status: "upcoming", daysUntil: $0.element.daysUntil, isNext: $0.offset == 0,
                winner: nil, winnerConstructor: nil)
        }
        races = (past + upcoming).sorted { $0.race.round < $1.race.round }
    }

    public static let csvColumns =
        RaceReference.csvColumns + ["status", "days_until", "is_next"]
        + DriverReference.csvColumns("winner") + ConstructorReference.csvColumns("winner_constructor")

    public var csvRecords: [[CSVField]] {
        races.map { entry in
            entry.race.csvFields + [.field(entry.status), .field(entry.daysUntil), .bool(entry.isNext)]
                + (entry.winner?.csvFields ?? [.null, .null, .null]) + (entry.winnerConstructor?.csvFields ?? [.null, .null])
        }
    }
}

extension SeasonExport: CalendarExportable {
    public var calendar: SeasonCalendar { SeasonCalendar(schedule: schedule, source: source) }
}

// MARK: - Machine shape

extension SeasonExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A season's calendar"
    static let shape = ObjectShape<Self>(
        kind, "A season's calendar: races run with their winners and races to come, in round order.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("today", \.today, "The day the calendar was split on into past and upcoming (ISO 8601 date).", .pattern(#"^\d{4}-\d{2}-\d{2}$"#)),
            .init("racesRun", \.racesRun, "Races with results in the source: the count every face shows as run.", .minimum(0)),
            .init(
                "racesToCome", \.racesToCome, "Races whose results are still to come, including any whose day has passed without results.",
                .minimum(0)),
            .init("races", \.races, "Every race of the season, in round order."),
        ])
}

extension SeasonExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "seasonRace", "A race of the calendar with its status.",
        [
            .init("race", \.race, "When and where."),
            .init("status", \.status, "\"past\" once the race has a result or its day is over, else \"upcoming\".", .oneOf(["past", "upcoming"])),
            .init("daysUntil", \.daysUntil, "Whole days from today to the race day; null for a past race."),
            .init("isNext", \.isNext, "The first upcoming race."),
            .init("winner", \.winner, "The classified winner; null for a race to come or one without a result."),
            .init("winnerConstructor", \.winnerConstructor, "The winner's team; null as for winner."),
        ])
}
