import F1Domain
import F1UseCases

/// `f1report next`: the session under way or next to start, its race, and that weekend's timetable.
public struct NextExport: CSVExportable {
    public static let kind = "next"
    let schemaVersion = ExportSchema.version
    let report = NextExport.kind
    let source: ExportSource
    /// "2025-05-24T10:00:00Z".
    let now: String
    /// The session under way, or else the next to start.
    let session: SessionEntry
    let race: RaceReference
    /// The weekend's timetable, the race last.
    let sessions: [SessionEntry]

    public init(next: NextUp, source: ExportSource) {
        self.source = source
        now = next.now.description
        session = SessionEntry(next.session)
        race = RaceReference(next.race)
        sessions = next.weekend.sessions.map(SessionEntry.init)
    }

    /// One row: the next session, then its race as the season's CSV writes one.
    public static let csvColumns = ["now"] + SessionEntry.csvColumns("session") + ["season"] + RaceReference.csvColumns

    public var csvRecords: [[CSVField]] {
        [[.field(now)] + session.csvFields + [.field(race.season)] + race.csvFields]
    }
}
