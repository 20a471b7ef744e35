import F1DataF1db
import F1Domain
import F1History
import F1Sources
import F1UseCases
import Testing

/// The whole-history reports give the same answers from the index as from the checkout, over
/// every season: the index is a faster way to the same values, never other values.
@Suite(.enabled(if: SharedHistory.isPresent, Comment(rawValue: SharedHistory.absent)))
struct HistoryPathsTests {
    func sources() async throws -> (f1db: F1dbRepository, index: HistoryIndex) {
        (try F1dbRepository(path: SharedHistory.data.path), try HistoryIndex(path: try await SharedHistory.built.value))
    }

    @Test func everyCalendarIsTheCheckoutsOwn() async throws {
        let (f1db, index) = try await sources()
        for season in f1db.info.seasons {
            let fromIndex = try index.races(season: season)
            let fromCheckout = try await f1db.races(season: season)
            #expect(fromIndex == fromCheckout, "the calendar of \(season)")
        }
    }

    @Test func everySeasonsChampionsAreTheCheckoutsOwn() async throws {
        let (f1db, index) = try await sources()
        let fromIndex = try index.champions()
        #expect(fromIndex.count == f1db.info.seasons.count)
        #expect(fromIndex == (try await f1db.champions()))
    }

    /// `champions --under RULES`: every season's computed tables, under its own rules and under
    /// 1991's, 2010's and 2019's (fastest-lap points are read only where a system scores them).
    @Test(arguments: [nil, "1991", "2010", "2019"])
    func everyComputedChampionshipIsTheCheckoutsOwn(_ under: String?) async throws {
        let f1db = try F1dbRepository(path: SharedHistory.data.path)
        _ = try await SharedHistory.built.value
        let lookup = HistoryIndexLookup(store: HistoryStore(cacheFolder: SharedHistory.cache, dataFolder: f1db.dataFolder))
        #expect(lookup.index() != nil, "the index built for the checkout is found by its lookup")
        let backed = HistoryBackedF1db(f1db: f1db, lookup: lookup)
        let rules = under.map { LoadChampionship.Rules.named($0) }
        let fromCheckout = try await LoadHistoryChampions(
            races: f1db, weekends: f1db, scoring: f1db, rulebook: try f1db.rulebook())(under: rules)
        let fromIndex = try await LoadHistoryChampions(
            races: backed.raceRepository, weekends: backed.weekendRepository, scoring: backed.scoringRepository, rulebook: try backed.rulebook())(
                under: rules)
        #expect(fromIndex.count == fromCheckout.count)
        for (indexed, read) in zip(fromIndex, fromCheckout) {
            #expect(indexed == read, "season \(read.season)")
        }
    }
}
