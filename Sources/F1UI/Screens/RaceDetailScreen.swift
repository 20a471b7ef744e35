import F1Domain
import F1UseCases
import Observation

/// Everything about one race weekend, a section at a time: the timetable first, the results once
/// the race has run; each section loads the first time it is shown and keeps its content after.
@MainActor
@Observable
public final class RaceDetailScreen {
    public enum Section: String, CaseIterable, Sendable {
        case timetable, results, qualifying, sprint, grid, pitStops, lapChart

        public var title: String {
            switch self {
            case .timetable: "Timetable"
            case .results: "Results"
            case .qualifying: "Qualifying"
            case .sprint: "Sprint"
            case .grid: "Grid"
            case .pitStops: "Pit stops"
            case .lapChart: "Lap chart"
            }
        }
    }

    public let season: Int
    public let round: Int
    public private(set) var section: Section = .timetable
    public let weekend: RaceWeekendScreen
    public let results: RaceResultsScreen
    public let qualifying: QualifyingScreen
    public let sprint: SprintScreen
    public let grid: StartingGridScreen
    public let pitStops: PitStopsScreen
    /// The race lap by lap, where the source has lap times.
    public let lapChart: RaceChartScreen?

    /// How the detail screen reaches the sources.
    public struct Loaders: Sendable {
        public var weekend: LoadRaceWeekend
        public var results: LoadRaceResults
        public var sessions: LoadWeekendSessions
        /// Lap by lap, for the lap chart section; nil leaves the section out.
        public var history: LoadRaceHistory?

        public init(weekend: LoadRaceWeekend, results: LoadRaceResults, sessions: LoadWeekendSessions, history: LoadRaceHistory? = nil) {
            self.weekend = weekend
            self.results = results
            self.sessions = sessions
            self.history = history
        }
    }

    @ObservationIgnored private let router: Router?

    /// With `router`, choosing a driver in the results opens that driver's season.
    public init(season: Int, round: Int, format: F1UI.Format, loaders: Loaders, router: Router? = nil) {
        self.season = season
        self.round = round
        self.router = router
        let selector = RoundSelector.round(round)
        weekend = RaceWeekendScreen(season: season, round: selector, format: format) { try await loaders.weekend(season: $0, round: $1) }
        results = RaceResultsScreen(season: season, round: selector, format: format) { try await loaders.results(season: $0, round: $1) }
        qualifying = QualifyingScreen(format: format) { try await loaders.sessions.qualifying(season: season, round: selector) }
        sprint = SprintScreen(format: format) { try await loaders.sessions.sprint(season: season, round: selector) }
        grid = StartingGridScreen(format: format) { try await loaders.sessions.startingGrid(season: season, round: selector) }
        pitStops = PitStopsScreen(format: format) { try await loaders.sessions.pitStops(season: season, round: selector) }
        lapChart = loaders.history.map { load in RaceChartScreen { try await load(season: season, round: selector) } }
    }

    /// The sections this weekend has: no sprint at a weekend without one (known once the timetable is in).
    public var sections: [Section] {
        let hasSprint = weekend.state.content?.weekend.race.hasSprint ?? true
        return Section.allCases.filter { ($0 != .sprint || hasSprint) && ($0 != .lapChart || lapChart != nil) }
    }

    /// "Monaco Grand Prix", once the timetable is in.
    public var title: String? { weekend.state.content?.race.name }

    /// The section's loading and failure, for a renderer that treats them alike.
    public var sectionState: (isLoading: Bool, failure: F1UI.Failure?, refreshFailure: F1UI.Failure?) {
        switch section {
        case .timetable: (weekend.state.isLoading, weekend.state.failure, weekend.refreshFailure)
        case .results: (results.state.isLoading, results.state.failure, results.refreshFailure)
        case .qualifying: (qualifying.state.isLoading, qualifying.state.failure, qualifying.refreshFailure)
        case .sprint: (sprint.state.isLoading, sprint.state.failure, sprint.refreshFailure)
        case .grid: (grid.state.isLoading, grid.state.failure, grid.refreshFailure)
        case .pitStops: (pitStops.state.isLoading, pitStops.state.failure, pitStops.refreshFailure)
        case .lapChart: (lapChart?.state.isLoading ?? false, lapChart?.state.failure, lapChart?.refreshFailure)
        }
    }

    /// Loads the timetable; a race already run opens on its results.
    public func onAppear() async {
        let first = weekend.state == .idle
        await weekend.onAppear()
        if first, weekend.state.content?.winner != nil, section == .timetable {
            await onSelectSection(.results)
        }
    }

    /// Opens the season of the driver on row `index` of the results; nothing on other sections,
    /// whose rows are not one per classified driver.
    public func onSelectResult(at index: Int) {
        guard section == .results, let result = results.state.content?.results.results[safe: index] else { return }
        router?.push(.driverSeason(season: season, driver: result.driver.id))
    }

    public func onSelectSection(_ section: Section) async {
        guard sections.contains(section) else { return }
        self.section = section
        await perform { await $0.onAppear() }
    }

    /// The next or the previous section, wrapping around.
    public func onMoveSection(by offset: Int) async {
        let sections = sections
        guard let index = sections.firstIndex(of: section), !sections.isEmpty else { return }
        let next = ((index + offset) % sections.count + sections.count) % sections.count
        await onSelectSection(sections[next])
    }

    public func onRefresh() async {
        await perform { await $0.onRefresh() }
    }

    public func onTappedRetry() async {
        await perform { await $0.onTappedRetry() }
    }

    private func perform(_ action: (any LoadingScreen) async -> Void) async {
        switch section {
        case .timetable: await action(weekend)
        case .results: await action(results)
        case .qualifying: await action(qualifying)
        case .sprint: await action(sprint)
        case .grid: await action(grid)
        case .pitStops: await action(pitStops)
        case .lapChart: if let lapChart { await action(lapChart) }
        }
    }
}
