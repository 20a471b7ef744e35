import F1Domain
import F1UseCases
import Observation

/// Everything about one race weekend, a section at a time: the timetable first, the results once
/// the race has run. Each section is the report of its own `ReportRequest`, made by
/// `ReportScreens` as every face makes it; it loads the first time it is shown and keeps its
/// content after.
@MainActor
@Observable
public final class RaceDetailScreen {
    public enum Section: String, CaseIterable, Sendable {
        case timetable, results, qualifying, sprint, grid, pitStops, lapChart
        /// Qualifying's sectors, its two quickest laps' telemetry and the pole lap on the track map.
        case sectors, telemetry, trackMap

        public var title: String {
            switch self {
            case .timetable: "Timetable"
            case .results: "Results"
            case .qualifying: "Qualifying"
            case .sprint: "Sprint"
            case .grid: "Grid"
            case .pitStops: "Pit stops"
            case .lapChart: "Lap chart"
            case .sectors: "Sectors"
            case .telemetry: "Telemetry"
            case .trackMap: "Track map"
            }
        }

        /// The report this section shows for the weekend of `season`'s `round`.
        public func request(season: Int, round: Int) -> ReportRequest {
            let selector = RoundSelector.round(round)
            return switch self {
            case .timetable: .weekend(season: season, round: selector)
            case .results: .race(season: season, round: selector)
            case .qualifying: .qualifying(season: season, round: selector, segment: nil)
            case .sprint: .sprint(season: season, round: selector)
            case .grid: .grid(season: season, round: selector)
            case .pitStops: .pitStops(season: season, round: selector)
            case .lapChart: .raceChart(.positions, season: season, round: selector)
            case .sectors: .sectors(SessionAddress(season: season, round: selector, session: .qualifying))
            case .telemetry: .telemetry(SessionAddress(season: season, round: selector, session: .qualifying), drivers: [], lap: .fastest)
            case .trackMap:
                .trackMap(SessionAddress(season: season, round: selector, session: .qualifying), drivers: [], lap: .fastest, by: .speed)
            }
        }
    }

    public let season: Int
    public let round: Int
    public private(set) var section: Section = .timetable
    /// The timetable, which tells the weekend's name and whether it has a sprint.
    public let weekend: RaceWeekendScreen
    /// Whether the weekend shows its lap chart (a source without lap times leaves it out).
    public let hasLapChart: Bool
    /// Whether the weekend shows qualifying's sectors and telemetry (a source of results only leaves them out).
    public let hasTelemetry: Bool

    @ObservationIgnored private let screens: ReportScreens
    @ObservationIgnored private var made: [Section: any ReportScreen] = [:]

    /// `screens` makes each section's report; with its router, choosing a driver in the results
    /// opens that driver's season.
    public init(season: Int, round: Int, screens: ReportScreens) {
        self.season = season
        self.round = round
        self.screens = screens
        hasLapChart = screens.source.weekendsHaveLapCharts
        hasTelemetry = screens.source.telemetryRepository.hasLaps
        let timetable = screens.screen(for: Section.timetable.request(season: season, round: round))
        guard let weekend = timetable as? RaceWeekendScreen else {
            preconditionFailure("a weekend request makes a weekend screen")  // trap-ok: ReportScreens' declaration
        }
        self.weekend = weekend
        made[.timetable] = timetable
    }

    /// The sections this weekend has: no sprint at a weekend without one (known once the timetable is in).
    public var sections: [Section] {
        let hasSprint = weekend.state.content?.weekend.race.hasSprint ?? true
        let telemetry: Set<Section> = [.sectors, .telemetry, .trackMap]
        return Section.allCases.filter {
            ($0 != .sprint || hasSprint) && ($0 != .lapChart || hasLapChart) && (hasTelemetry || !telemetry.contains($0))
        }
    }

    /// The report of the section shown, made the first time it is shown.
    public var current: any ReportScreen { screen(for: section) }

    /// The report of `section`, made the first time it is asked for.
    public func screen(for section: Section) -> any ReportScreen {
        if let screen = made[section] { return screen }
        let screen = screens.screen(for: section.request(season: season, round: round))
        made[section] = screen
        return screen
    }

    /// "Monaco Grand Prix", once the timetable is in.
    public var title: String? { weekend.state.content?.race.name }

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
        guard section == .results, let results = current as? RaceResultsScreen,
            let result = results.state.content?.results.results[safe: index]
        else { return }
        screens.router?.push(.driverSeason(season: season, driver: result.driver.id))
    }

    public func onSelectSection(_ section: Section) async {
        guard sections.contains(section) else { return }
        self.section = section
        await current.onAppear()
    }

    /// The next or the previous section, wrapping around.
    public func onMoveSection(by offset: Int) async {
        let sections = sections
        guard let index = sections.firstIndex(of: section), !sections.isEmpty else { return }
        let next = ((index + offset) % sections.count + sections.count) % sections.count
        await onSelectSection(sections[next])
    }

    public func onRefresh() async {
        await current.onRefresh()
    }

    public func onTappedRetry() async {
        await current.onTappedRetry()
    }
}
