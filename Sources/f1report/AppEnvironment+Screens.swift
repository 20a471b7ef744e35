import F1Export
import F1Report
import F1UI
import F1UseCases

extension AppEnvironment {
    /// Every command's one shape: loads F1UI's screen, then writes the document the builder makes
    /// of its content (text, Markdown) or its export (JSON, CSV), or the friendly error and a
    /// failing exit code.
    @MainActor
    func show<Screen: LoadingScreen>(
        _ screen: Screen, _ document: (Screen.Content) -> ReportDocument, export: (Screen.Content) -> any ExportDocument
    ) async throws {
        await screen.load()
        try emit(screen.state, document, export: export)
    }

    /// A race weekend's timetable, with the headlines of what has run.
    @MainActor
    func showWeekend(season: Int, round: RoundSelector) async throws {
        let load = LoadRaceWeekend(races: races, weekend: weekend, now: now)
        try await show(RaceWeekendScreen(season: season, round: round, format: format) { try await load(season: $0, round: $1) }, builder.weekend) {
            WeekendExport(weekend: $0.weekend, source: exportSource)
        }
    }
}
