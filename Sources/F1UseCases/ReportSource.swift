import F1Domain

/// Everything the reports read, from the one source a program or an app chose: each source
/// (the demo, an f1db checkout, the API) conforms, and so does the command-line programs' sum
/// type over them. A screen, the catalogue and the web face take this one value, so no caller
/// fills in a bag of optional repositories that could disagree with each other.
public protocol ReportSource: Sendable {
    /// How machine-readable reports name the source: "demo", "f1db", "api".
    var sourceID: String { get }
    /// Its name as reports credit it, and the seasons it holds.
    var info: DataSourceInfo { get }
    var raceRepository: any RaceRepository { get }
    var standingsRepository: any StandingsRepository { get }
    var weekendRepository: any WeekendRepository { get }
    /// Races lap by lap, for the lap charts.
    var historyRepository: any RaceHistoryRepository { get }
    /// Whether a weekend shows its lap chart: a source without lap times leaves the chart out of
    /// its weekends rather than show why not (a chart asked for by name still says why).
    var weekendsHaveLapCharts: Bool { get }
    /// The whole history's champions at less cost than every season's standings, where a source can.
    var championsRepository: (any ChampionsRepository)? { get }
    /// Every season's scoring results at less cost than their full reading, where a source can.
    var scoringRepository: (any ScoringResultsRepository)? { get }
    /// The history's records (counts, streaks, ages) from an index of the whole history, where the source has one.
    var recordsRepository: (any HistoryRecordsRepository)? { get }
    /// Laps' samples, sectors and circuit layouts, for the telemetry reports; `NoTelemetry` where
    /// the source holds results only.
    var telemetryRepository: any TelemetryRepository { get }
    /// Today and now as the source sees them: the demo's stand still.
    var clock: SourceClock { get }
    /// Every era's scoring rules, for the championships computed from results.
    func rulebook() throws -> ScoringRulebook
}

extension ReportSource {
    public var weekendsHaveLapCharts: Bool { true }
    public var championsRepository: (any ChampionsRepository)? { nil }
    public var scoringRepository: (any ScoringResultsRepository)? { nil }
    public var recordsRepository: (any HistoryRecordsRepository)? { nil }
    public var telemetryRepository: any TelemetryRepository { NoTelemetry(sourceName: info.name) }
    /// The newest season the source holds, for reports whose year is optional.
    public var latestSeason: Int { info.seasons.upperBound }
}

/// Today's date and this moment, as one source tells them.
public struct SourceClock: Sendable {
    public var today: @Sendable () -> CalendarDate
    public var now: @Sendable () -> Moment
    /// Whether "now" moves: the demo's stands at its as-of moment.
    public var moves: Bool

    public init(today: @escaping @Sendable () -> CalendarDate, now: @escaping @Sendable () -> Moment, moves: Bool) {
        self.today = today
        self.now = now
        self.moves = moves
    }

    /// A clock stopped at `now`, whose date is `today`.
    public static func fixed(today: CalendarDate, now: Moment) -> SourceClock {
        SourceClock(today: { today }, now: { now }, moves: false)
    }
}
