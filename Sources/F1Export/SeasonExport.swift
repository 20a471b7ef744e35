import F1Domain
import F1UseCases

/// `f1report season`: a season's calendar, races run (with their winners) and races to come.
public struct SeasonExport: CSVExportable {
    public static let kind = "season"
    let schemaVersion = ExportSchema.version
    let report = SeasonExport.kind
    let source: ExportSource
    let season: Int
    /// The day the schedule was split on: "2025-05-14".
    let today: String
    /// Races with results, and races whose results are still to come: the counts every face shows.
    let racesRun: Int
    let racesToCome: Int
    let races: [Entry]

    struct Entry: Encodable, Sendable {
        var race: RaceReference
        /// "past" (run, or its day is over) or "upcoming".
        var status: String
        /// Whole days from `today` to the race day; null for a past race.
        @Nullable var daysUntil: Int?
        /// The first upcoming race.
        var isNext: Bool
        /// The classified winner of a past race; null for one to come or without a result.
        @Nullable var winner: DriverReference?
        @Nullable var winnerConstructor: ConstructorReference?
    }

    public init(schedule: SeasonSchedule, source: ExportSource) {
        self.source = source
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
