import F1UseCases

/// One event of a live session (`LiveRaceEvent`) as `f1report live --on-event` hands it to a
/// command: one JSON object on the command's standard input.
public struct LiveRaceEventExport: ExportDocument {
    public static let kind = "live.event"
    let source: ExportSource
    let event: String
    let session: String
    let at: String?
    let lap: Int?
    let message: String?

    public init(event: LiveRaceEvent, source: ExportSource) {
        self.source = source
        self.event = event.kind.rawValue
        session = event.session
        at = event.at?.iso8601
        lap = event.lap
        message = event.message
    }
}

// MARK: - Machine shape

extension LiveRaceEventExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "An event of a live session (f1report live --on-event)"
    static let shape = ObjectShape<Self>(
        kind, "A moment of a live session worth an alert, as a command run by --on-event reads it on its standard input.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init(
                "kind", \.event,
                "What happened: race control started the session (lights out in a race; each part of a qualifying), a red flag, the safety car deployed or coming in at the end of the lap, the virtual safety car deployed or ending, the chequered flag. The command's F1_EVENT says the same.",
                .oneOf(LiveRaceEvent.Kind.allCases.map(\.rawValue))),
            .init("session", \.session, "The session's name, as the feed gives it."),
            .init(
                "at", \.at,
                "When it happened in the session, ISO 8601 in UTC: the instant of race control's message; null where the source does not time the session (the demo's simulated race)."
            ),
            .init("lap", \.lap, "The lap it happened on: race control's, else the leader's then; null before the first lap.", .minimum(0)),
            .init("message", \.message, "Race control's message that made it, as sent; null where there is none (the demo's finish)."),
        ])
}
