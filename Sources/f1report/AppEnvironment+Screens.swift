import F1Export
import F1Report
import F1UI
import F1UseCases

/// A screen a command loads once and writes: the new weekend screens share one way to do it.
@MainActor
protocol LoadableScreen: AnyObject {
    associatedtype Content: Equatable & Sendable
    var state: F1UI.ViewState<Content> { get }
    func load() async
}

extension RaceWeekendScreen: LoadableScreen {}
extension NextSessionScreen: LoadableScreen {}
extension QualifyingScreen: LoadableScreen {}
extension SprintScreen: LoadableScreen {}
extension StartingGridScreen: LoadableScreen {}
extension PitStopsScreen: LoadableScreen {}
extension ChampionshipScreen: LoadableScreen {}
extension ProgressionScreen: LoadableScreen {}
extension TitleScreen: LoadableScreen {}
extension RulesScreen: LoadableScreen {}
extension ChampionsWhatIfScreen: LoadableScreen {}

extension AppEnvironment {
    /// Loads the screen and writes its report, or the friendly error and a failing exit code.
    @MainActor
    func show<Screen: LoadableScreen>(
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
