import F1Domain
import Synchronization

/// A source as it stood just before a moment: every report of every face reads through it, so
/// none can show what happened after (spoiler-free mode). Sessions from the moment on stay on
/// the calendars, without results; results, standings, championships, laps, telemetry and the
/// live race after it are withheld, and the clock stands just before it, so "next" and the
/// weekends' states follow. Standings of a season cut short are computed from the results left.
public struct SpoilerFreeSource: ReportSource {
    public let base: any ReportSource
    /// The line, shared by every repository made from this source: a reveal moves it for all.
    let line: SpoilerLine
    let calendars: SpoilerCalendars

    public init(base: any ReportSource, cutoff: SpoilerCutoff) {
        self.base = base
        line = SpoilerLine(cutoff)
        calendars = SpoilerCalendars(races: base.raceRepository)
    }

    /// Where the line stands now.
    public var cutoff: SpoilerCutoff { line.cutoff }

    /// Moves the line past the next session with results it hides, for every report read from
    /// this source from now on (a screen shown reloads to see it); false when it hides none.
    public func revealNext() async throws -> Bool {
        guard let next = try await SpoilerTimetable(races: base.raceRepository).firstSession(hiddenBy: cutoff) else { return false }
        line.move(to: SpoilerCutoff(next.latestStart.adding(milliseconds: 1)))
        return true
    }

    /// `base` with `moment` resolved in it; `base` itself when the moment hides nothing.
    public static func wrapping(_ base: any ReportSource, at moment: SpoilerMoment) async throws -> any ReportSource {
        guard let cutoff = try await SpoilerCutoff.resolve(moment, in: base) else { return base }
        return SpoilerFreeSource(base: base, cutoff: cutoff)
    }

    public var sourceID: String { base.sourceID }
    public var info: DataSourceInfo { base.info }
    public var weekendsHaveLapCharts: Bool { base.weekendsHaveLapCharts }
    public func rulebook() throws -> ScoringRulebook { try base.rulebook() }

    public var raceRepository: any RaceRepository { SpoilerFreeRaces(base: base.raceRepository, line: line, calendars: calendars) }
    public var weekendRepository: any WeekendRepository {
        SpoilerFreeWeekends(base: base.weekendRepository, line: line, calendars: calendars)
    }
    public var standingsRepository: any StandingsRepository { SpoilerFreeStandings(source: self) }
    public var historyRepository: any RaceHistoryRepository {
        SpoilerFreeHistories(base: base.historyRepository, line: line, calendars: calendars)
    }
    public var telemetryRepository: any TelemetryRepository {
        SpoilerFreeTelemetry(base: base.telemetryRepository, line: line, calendars: calendars)
    }
    public var championsRepository: (any ChampionsRepository)? {
        base.championsRepository.map { SpoilerFreeChampions(base: $0, source: self) }
    }
    public var scoringRepository: (any ScoringResultsRepository)? {
        base.scoringRepository.map { SpoilerFreeScoring(base: $0, line: line, calendars: calendars) }
    }

    /// The base's clock, held just before the line once it reaches it.
    public var clock: SourceClock {
        let base = base.clock
        let line = line
        let last: @Sendable () -> Moment = { line.cutoff.moment.adding(milliseconds: -1) }
        return SourceClock(
            today: { base.now() < last() ? base.today() : last().date }, now: { min(base.now(), last()) }, moves: base.moves)
    }
}

/// The calendars the line is drawn on, each read once.
final class SpoilerCalendars: Sendable {
    let races: any RaceRepository
    private let seasons = Mutex<[Int: [Race]]>([:])

    init(races: any RaceRepository) {
        self.races = races
    }

    func calendar(_ season: Int) async throws -> [Race] {
        if let known = seasons.withLock({ $0[season] }) { return known }
        let calendar = try await races.races(season: season)
        seasons.withLock { $0[season] = calendar }
        return calendar
    }

    /// The round's race on the calendar; nil for a round it does not have (the base says so).
    func race(_ season: Int, _ round: Int) async throws -> Race? {
        try await calendar(season).first { $0.round == round }
    }
}

/// The line of one spoiler-free source, moved by a reveal.
final class SpoilerLine: Sendable {
    private let current: Mutex<SpoilerCutoff>

    init(_ cutoff: SpoilerCutoff) {
        current = Mutex(cutoff)
    }

    var cutoff: SpoilerCutoff { current.withLock { $0 } }

    func move(to cutoff: SpoilerCutoff) {
        current.withLock { $0 = cutoff }
    }
}
