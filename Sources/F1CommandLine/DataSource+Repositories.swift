import F1Data
import F1Domain
import F1UseCases

extension DataSource {
    package var races: any RaceRepository { results }
    package var standings: any StandingsRepository { results }

    package var weekend: any WeekendRepository {
        switch self {
        case .demo(let demo), .openF1(_, standIn: let demo): demo
        case .f1db(let f1db): f1db
        case .api(let api): api
        }
    }

    /// Races lap by lap, for the lap charts: the demo's made-up laps, the API's lap times; f1db has none.
    package var raceHistory: any RaceHistoryRepository {
        switch self {
        case .demo(let demo), .openF1(_, standIn: let demo): demo
        case .f1db(let f1db): f1db
        case .api(let api): api
        }
    }

    /// The whole history's champions at less cost than every season's standings, where a source can.
    package var champions: (any ChampionsRepository)? {
        guard case .f1db(let f1db) = self else { return nil }
        return f1db
    }

    /// Every season's results for the championships at less cost than their full reading, where a source can.
    package var scoring: (any ScoringResultsRepository)? {
        guard case .f1db(let f1db) = self else { return nil }
        return f1db
    }

    /// The demo's race in progress; no other source has one running (see `liveReplay`).
    package var live: any LiveRaceRepository {
        guard case .demo(let demo) = self else { return NoLiveRace() }
        return DemoLiveRace(start: demo.dataset.liveRace)
    }

    /// Today's date: the demo's as-of date, else the clock's.
    package var today: @Sendable () -> CalendarDate {
        guard case .demo(let demo) = self else { return { Self.realToday() } }
        let asOf = demo.today
        return { asOf }
    }

    /// "Now" for what is next and which session is under way: the demo's as-of moment, else the clock.
    package var now: @Sendable () -> Moment {
        guard case .demo(let demo) = self else { return { Self.realNow() } }
        let moment = demo.now
        return { moment }
    }

    /// Whether "now" moves with the clock: the demo's stands still at its as-of moment.
    package var clockMoves: Bool {
        if case .demo = self { return false }
        return true
    }

    /// The flag's value for this source, as machine-readable reports name it ("demo", "f1db", "api", "openf1").
    package var kind: SourceOptions.Kind {
        switch self {
        case .demo: .demo
        case .f1db: .f1db
        case .api: .api
        case .openF1: .openf1
        }
    }

    package var sourceID: String { kind.rawValue }

    /// The newest season the source holds, for commands whose year is optional.
    package var latestSeason: Int { races.info.seasons.upperBound }

    /// With --verbose, how many requests the run sent and how many the cache answered.
    package func reportRequests(terminal: Terminal, verbose: Bool) {
        let counts: ErgastClient.Counts? =
            switch self {
            case .api(let api): api.client.counts
            case .openF1(let openF1, _): openF1.client.requestCounts
            case .demo, .f1db: nil
            }
        guard verbose, let counts else { return }
        terminal.complain("\(counts.network) request\(counts.network == 1 ? "" : "s") sent to the API, \(counts.cache) answered from the cache.")
    }

    /// The repository of races and standings (the same value answers both).
    private var results: any RaceRepository & StandingsRepository {
        switch self {
        case .demo(let demo), .openF1(_, standIn: let demo): demo
        case .f1db(let f1db): f1db
        case .api(let api): api
        }
    }
}
