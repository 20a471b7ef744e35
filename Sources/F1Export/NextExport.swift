import F1Domain
import F1UseCases

/// `f1report next`: the session under way or next to start, its race, and that weekend's timetable.
public struct NextExport: CSVExportable {
    public static let kind = "next"
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

// MARK: - Machine shape

extension NextExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "The session under way or next"
    static let shape = ObjectShape<Self>(
        kind, "The session under way or next to start, its race, and that weekend's timetable.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init(
                "now", \.now, "The moment the states and countdowns were worked out for, in UTC (ISO 8601).",
                .pattern(#"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#)),
            .init("session", \.session, "The session under way, or else the next to start."),
            .init("race", \.race, "The race the session belongs to."),
            .init("sessions", \.sessions, "The weekend's timetable, in the order the sessions start, the race last."),
        ])
}
