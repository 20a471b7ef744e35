import ArgumentParser
import F1Data
import F1DataF1db
import F1Domain
import F1Export
import F1Report
import F1UI
import F1UseCases
import FetchHelperSupport
import Foundation

/// The composition root: the one place that knows every layer and wires them.
struct AppEnvironment: Sendable {
    let races: any RaceRepository
    let standings: any StandingsRepository
    let live: any LiveRaceRepository
    let weekend: any WeekendRepository
    let today: @Sendable () -> CalendarDate
    /// "Now" for what is next and which session is under way: the clock, or the demo's as-of moment.
    let now: @Sendable () -> Moment
    let format: F1UI.Format
    let builder: ReportBuilder
    let output: OutputOptions
    let terminal = Terminal()

    /// The API source, when it is the one in use; `live` builds its replay from it.
    let api: ApiRepository?
    let verbose: Bool
    /// "demo", "f1db" or "api", as machine-readable reports name the source.
    let sourceID: String

    init(output: OutputOptions, source: SourceOptions) throws {
        verbose = source.verbose
        sourceID = source.resolvedKind.rawValue
        VerboseLogHandler.install(verbose: verbose)
        switch source.resolvedKind {
        case .f1db:
            let f1db: F1dbRepository
            do {
                f1db = try F1dbRepository(path: source.resolvedF1dbPath ?? "")
            } catch {
                Terminal().complain(CommandLineHint.line(for: error))
                throw ExitCode.failure
            }
            races = f1db
            standings = f1db
            weekend = f1db
            api = nil
            live = NoLiveRace()
            today = { Self.realToday() }
            now = { Self.realNow() }
        case .api:
            let api = try Self.makeAPI(source)
            self.api = api
            races = api
            standings = api
            weekend = api
            live = NoLiveRace()
            today = { Self.realToday() }
            now = { Self.realNow() }
        case .demo:
            let demo: DemoRepository
            do {
                demo = try DemoRepository()
            } catch {
                Terminal().complain("The built-in demo data could not be read: \(error)")
                throw ExitCode.failure
            }
            races = demo
            standings = demo
            weekend = demo
            api = nil
            live = DemoLiveRace(start: demo.dataset.liveRace)
            let asOf = demo.today
            today = { asOf }
            let moment = demo.now
            now = { moment }
        }
        let timeZone = output.resolvedTimeZone ?? .current
        format = F1UI.Format(timeZone: timeZone)
        builder = ReportBuilder(source: races.info.name, timeZoneName: output.timeZoneName)
        self.output = output
    }

    /// The API through the cache, the shared rate limiter (which also counts this machine's
    /// requests of the last hour from earlier runs) and the retry policy. Without a folder for the
    /// cache the run goes on without one; only --offline, which reads nothing else, fails.
    static func makeAPI(_ source: SourceOptions) throws -> ApiRepository {
        let terminal = Terminal()
        let verbose = source.verbose
        var cache: ApiCache?
        switch source.cache.location {
        case .success(let found): cache = found
        case .failure(let none) where source.cacheMode == .offline:
            terminal.complain("--offline reads the API cache, and there is no folder for one: \(none.why); pass --cache-dir PATH.")
            throw ExitCode.failure
        case .failure(let none):
            if verbose { terminal.complain("No API cache this run: \(none.why); pass --cache-dir PATH to keep one.") }
        }
        let history = cache.map { RequestHistory(cache: $0) }
        let client = ErgastClient(
            configuration: .init(baseURL: source.resolvedAPIURL, cacheMode: source.cacheMode),
            http: ProcessHTTPClient.besideThisExecutable(deadline: helperDeadline()),
            gate: RateLimiter(clock: ContinuousClock(), earlier: history?.ages() ?? []),
            cache: cache, history: history,
            notices: { terminal.complain(F1UI.FriendlyError.message(for: $0)) })
        return ApiRepository(client: client, today: { realToday() })
    }

    /// How long a fetch helper may run: F1REPORT_FETCH_DEADLINE seconds (tests shorten it to see
    /// a hung helper stopped), else the standard deadline.
    static func helperDeadline() -> Duration {
        guard let text = ProcessInfo.processInfo.environment["F1REPORT_FETCH_DEADLINE"], let seconds = Double(text),
              seconds > 0, seconds <= 3600
        else { return ProcessHTTPClient.standardDeadline }
        return .milliseconds(Int(seconds * 1000))  // trap-ok: at most an hour
    }

    /// Today's date in UTC, for real sources.
    static func realToday() -> CalendarDate {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))  // trap-ok: today's date
    }

    /// This moment in UTC, for real sources.
    static func realNow() -> Moment {
        Moment(millisecondsSince1970: Int((Date().timeIntervalSince1970 * 1000).rounded(.down)))  // trap-ok: today's time
    }

    /// Qualifying, sprint, grid and pit stops by round.
    var sessions: LoadWeekendSessions {
        LoadWeekendSessions(races: races, weekend: weekend, now: now)
    }

    /// The newest season the source holds, for commands whose year is optional.
    var latestSeason: Int { races.info.seasons.upperBound }

    var style: ReportStyle {
        ReportStyle(usesColor: terminal.usesColor(output.color), width: terminal.width)
    }

    /// Writes the loaded content as a report, or the friendly error and a failing exit code.
    func emit<Content>(
        _ state: F1UI.ViewState<Content>, _ document: (Content) -> ReportDocument, export: (Content) -> any ExportDocument
    ) throws {
        switch state {
        case .loaded(let content), .refreshing(let content):
            terminal.write(try written(content, document, export: export))
            reportRequests()
        case .empty(let sentence):
            reportRequests()
            terminal.complain(sentence)
            throw ExitCode.failure
        case .error(let failure):
            reportRequests()
            terminal.complain(CommandLineHint.line(for: failure))
            throw ExitCode.failure
        case .idle, .loading:
            terminal.complain("The report did not finish loading.")
            throw ExitCode.failure
        }
    }

    /// With --verbose, how many requests the run sent and how many the cache answered.
    func reportRequests() {
        guard verbose, let counts = api?.client.counts else { return }
        terminal.complain("\(counts.network) request\(counts.network == 1 ? "" : "s") sent to the API, \(counts.cache) answered from the cache.")
    }
}
