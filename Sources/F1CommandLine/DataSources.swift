import ArgumentParser
import F1Data
import F1DataF1db
import F1Domain
import F1UseCases

/// The source the flags chose, with its clock: the repositories every command-line program reads.
package struct DataSources: Sendable {
    package let races: any RaceRepository
    package let standings: any StandingsRepository
    /// The whole history's champions at less cost than every season's standings, where a source can.
    package let champions: (any ChampionsRepository)?
    /// Every season's results for the championships at less cost than their full reading, where a source can.
    package let scoring: (any ScoringResultsRepository)?
    /// The demo's race in progress; no source but the demo has one running (see `liveReplay`).
    package let live: any LiveRaceRepository
    package let weekend: any WeekendRepository
    package let today: @Sendable () -> CalendarDate
    /// "Now" for what is next and which session is under way: the clock, or the demo's as-of moment.
    package let now: @Sendable () -> Moment
    /// The API source, when it is the one in use; `liveReplay` builds its replay from it.
    package let api: ApiRepository?
    /// OpenF1, when it is the source in use: `f1report live` follows or replays its sessions.
    package let openF1: OpenF1Source?
    package let verbose: Bool
    /// "demo", "f1db" or "api", as machine-readable reports name the source.
    package let sourceID: String
    /// The program's name as its user types it, for the hints in failures.
    package let program: String

    /// Opens the source the flags name. A source that cannot be opened is one sentence on
    /// standard error and `ExitCode.failure`, so `program` needs no message of its own.
    /// `servesTiming` is for the one command that shows session timing (live): any other is
    /// refused OpenF1, which has nothing else.
    package init(_ source: SourceOptions, program: String, servesTiming: Bool = false) throws {
        verbose = source.verbose
        sourceID = source.resolvedKind.rawValue
        self.program = program
        VerboseLogHandler.install(verbose: verbose)
        openF1 = source.resolvedKind == .openf1 ? try Self.makeOpenF1(source) : nil
        switch source.resolvedKind {
        case .openf1 where !servesTiming:
            Terminal().complain("OpenF1 has session timing only, which `f1report live --source openf1` follows; here use --source demo, f1db or api.")
            throw ExitCode.validationFailure
        case .f1db:
            let f1db: F1dbRepository
            do {
                f1db = try F1dbRepository(path: source.resolvedF1dbPath ?? "")
            } catch {
                Terminal().complain(CommandLineHint.line(for: error, program: program))
                throw ExitCode.failure
            }
            races = f1db
            standings = f1db
            champions = f1db
            scoring = f1db
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
            champions = nil
            scoring = nil
            weekend = api
            live = NoLiveRace()
            today = { Self.realToday() }
            now = { Self.realNow() }
        case .demo, .openf1:
            // With OpenF1 only the live board is read; the demo stands behind the rest, which the
            // commands that serve timing never ask for.
            let demo: DemoRepository
            do {
                demo = try DemoRepository()
            } catch {
                Terminal().complain("The built-in demo data could not be read: \(error)")
                throw ExitCode.failure
            }
            races = demo
            standings = demo
            champions = nil
            scoring = nil
            weekend = demo
            api = nil
            guard source.resolvedKind == .demo else {
                live = NoLiveRace()
                today = { Self.realToday() }
                now = { Self.realNow() }
                return
            }
            live = DemoLiveRace(start: demo.dataset.liveRace)
            let asOf = demo.today
            today = { asOf }
            let moment = demo.now
            now = { moment }
        }
    }

    /// The newest season the source holds, for commands whose year is optional.
    package var latestSeason: Int { races.info.seasons.upperBound }

    /// With --verbose, how many requests the run sent and how many the cache answered.
    package func reportRequests(terminal: Terminal) {
        guard verbose, let counts = api?.client.counts ?? openF1?.client.requestCounts else { return }
        terminal.complain("\(counts.network) request\(counts.network == 1 ? "" : "s") sent to the API, \(counts.cache) answered from the cache.")
    }
}
