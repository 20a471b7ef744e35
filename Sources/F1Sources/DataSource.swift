import F1Data
import F1DataF1db
import F1History
import F1UseCases

/// The source a program chose, each case holding what that source needs. Everything read from
/// it (repositories, clocks, what it can replay) is derived here and in its extensions, so no
/// program or face chooses a repository of its own. Below the catalogue and the web face: the
/// command line only opens it from flags (F1CommandLine's `DataSource.open`).
package enum DataSource: Sendable {
    /// The built-in demo season, with its race in progress; "now" is the demo's as-of moment.
    case demo(DemoRepository)
    /// An f1db checkout: the whole history, with champions and scoring read at less cost than by
    /// season, and from the history index when `history` holds one for the checkout's state.
    case f1db(F1dbRepository, history: HistoryIndexLookup? = nil)
    /// The Jolpica API (or one like it) through the cache; a finished race replays from its lap
    /// times. `history`, when there is a cache, is the index of the seasons the cache holds.
    case api(ApiRepository, history: HistoryIndexLookup? = nil)
    /// OpenF1's session timing, for `f1report live`. The demo data stands behind the other
    /// reports, which the commands that serve timing never ask for.
    case openF1(OpenF1Source, standIn: DemoRepository)

    /// How the flag and machine-readable reports name the source: "demo", "f1db", "api", "openf1".
    package var sourceID: String {
        switch self {
        case .demo: "demo"
        case .f1db: "f1db"
        case .api: "api"
        case .openF1: "openf1"
        }
    }

    /// The source that answers the reports: OpenF1's stand-in for everything but timing.
    package var reports: any ReportSource {
        switch self {
        case .demo(let demo): SourceWithRecords(base: demo)
        case .openF1(_, standIn: let demo): demo
        case .f1db(let f1db, let history): history.map { HistoryBackedF1db(f1db: f1db, lookup: $0) } ?? f1db
        case .api(let api, _):
            historyIndex.map { SourceWithRecords(base: api, records: IndexedRecords(lookup: $0.lookup, feed: $0.feed)) } ?? api
        }
    }

    /// Where the source's history index lives and what fills it: an f1db checkout, or the
    /// seasons the API's cache holds; nil for the other sources (and without a cache folder).
    package var historyIndex: (lookup: HistoryIndexLookup, feed: any HistoryFeed)? {
        switch self {
        case .f1db(let f1db, let history?): (history, F1dbHistoryFeed(f1db))
        case .api(let api, let history?): (history, HistorySourceFeed(api.cacheOnly, onlyCached: true))
        case .f1db, .api, .demo, .openF1: nil
        }
    }
}
