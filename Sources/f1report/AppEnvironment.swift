import ArgumentParser
import F1CommandLine
import F1Data
import F1Domain
import F1Export
import F1Report
import F1ReportCatalog
import F1UI
import F1UseCases
import Foundation

/// The composition root: the one place that knows every layer and wires them. The source and
/// its clock come from F1CommandLine's `DataSource`, opened as every program opens it; the
/// reports are f1report's own.
struct AppEnvironment: Sendable {
    /// The source the flags chose (the commands read its optional repositories through it).
    let sources: DataSource
    /// What every report reads: the source, its telemetry overlaid where asked, and in
    /// spoiler-free mode nothing after the moment (`SpoilerFreeSource`).
    let reports: any ReportSource
    let format: F1UI.Format
    let builder: ReportBuilder
    /// Every report, declared once for every face.
    let catalog: ReportCatalog
    let output: OutputOptions
    let terminal = Terminal()
    /// --verbose: every request logged, and their count said at the end.
    let verbose: Bool
    /// --cache-dir, else the default folder: where the calendar's ledger is kept.
    let cacheFolder: Result<URL, NoCacheFolder>

    /// `servesTiming` for the live command, the one that can show OpenF1's timing.
    /// `telemetry` stands in for the source's telemetry (a recording a command was given); else
    /// `--telemetry DIR` does, else the source's own.
    init(
        output: OutputOptions, source: SourceOptions, servesTiming: Bool = false, telemetry: (any TelemetryRepository)? = nil,
        sectorPalette: SectorPalette = .standard
    ) async throws {
        sources = try DataSource.open(source, program: F1ReportCommand.programName, servesTiming: servesTiming)
        reports = try await DataSource.spoilerFree(
            try sources.reportSource(telemetry: telemetry, options: source), options: source.spoilers, program: F1ReportCommand.programName)
        verbose = source.verbose
        cacheFolder = source.cache.location.map(\.directory)
        format = F1UI.Format(timeZone: output.timeZone.resolvedTimeZone ?? .current)
        var builder = ReportBuilder(source: reports.info.name, timeZoneName: output.timeZone.timeZoneName, now: reports.clock.now())
        builder.sectorPalette = sectorPalette
        self.builder = builder
        catalog = ReportCatalog(source: reports, format: format, builder: builder)
        self.output = output
    }

    // Short names the commands read the source's repositories by.
    var races: any RaceRepository { reports.raceRepository }
    var standings: any StandingsRepository { reports.standingsRepository }
    var raceHistory: any RaceHistoryRepository { reports.historyRepository }
    var live: any LiveRaceRepository { shown(sources.live) }
    var weekend: any WeekendRepository { reports.weekendRepository }
    var today: @Sendable () -> CalendarDate { reports.clock.today }
    var now: @Sendable () -> Moment { reports.clock.now }
    var sourceID: String { sources.sourceID }
    var latestSeason: Int { sources.latestSeason }

    /// Qualifying, sprint, grid and pit stops by round.
    var sessions: LoadWeekendSessions { LoadWeekendSessions(races: races, weekend: weekend, now: now) }

    /// The championships computed from the source's results under F1Kit's rulebook.
    func loadChampionship() throws -> LoadChampionship {
        LoadChampionship(races: races, weekends: weekend, rulebook: try sources.rulebook())
    }

    /// A live race as it reaches the board: withheld in spoiler-free mode when past the moment.
    func shown(_ live: any LiveRaceRepository) -> any LiveRaceRepository {
        (reports as? SpoilerFreeSource)?.live(live) ?? live
    }

    var style: ReportStyle {
        ReportStyle(usesColor: terminal.usesColor(output.color), width: terminal.width)
    }

    /// F1UI's sentence for a failure with f1report's flags in it.
    func hint(for failure: F1UI.Failure) -> String {
        CommandLineHint.line(for: failure, program: F1ReportCommand.programName)
    }

    /// F1UI's sentence for an error with f1report's flags in it.
    func hint(for error: any Error) -> String {
        CommandLineHint.line(for: error, program: F1ReportCommand.programName)
    }

    /// Writes the loaded report, or the friendly error and a failing exit code.
    func emit(_ outcome: ReportOutcome) throws {
        switch outcome {
        case .loaded(let report):
            terminal.write(try written(report))
            reportRequests()
        case .empty(let sentence):
            reportRequests()
            terminal.complain(sentence)
            throw ExitCode.failure
        case .failed(let failure):
            reportRequests()
            terminal.complain(hint(for: failure))
            throw ExitCode.failure
        }
    }

    /// With --verbose, how many requests the run sent and how many the cache answered.
    func reportRequests() {
        sources.reportRequests(terminal: terminal, verbose: verbose)
    }
}

extension SeasonArgument {
    /// The year, with `current` meaning the source's latest season.
    func resolved(in environment: AppEnvironment) -> Int {
        resolved(in: environment.sources)
    }
}
