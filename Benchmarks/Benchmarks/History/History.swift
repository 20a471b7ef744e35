import BenchSupport
import Benchmark
import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation

// The whole f1db history: every season's results read through the repository, each pass on a
// fresh repository (nothing cached between passes), and the championships computed from them
// (docs/performance.md, "The whole history").
// The same commands as whole f1report processes are in the Processes suite.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 11)
    let checkout = Locations.f1dbCheckout.path
    guard Locations.isDirectory(Locations.f1dbData) else {
        return Locations.skipping("History", because: "no f1db checkout at \(checkout)")
    }
    Benchmark("allResults(), every season's race and sprint results") { _ in
        blackHole(try await F1dbRepository(path: checkout).allResults().reduce(0) { $0 + $1.races.count + $1.sprints.count })
    }
    let rulebook: ScoringRulebook
    do { rulebook = try ScoringRulebook.builtIn() } catch { return Locations.skipping("History", because: "\(error)") }
    for under in [nil, "1991", "2019"] as [String?] {
        let name = under.map { "every season's championships, and under \($0) rules beside them" } ?? "every season's championships (read and score)"
        Benchmark(name) { _ in
            let repository = try F1dbRepository(path: checkout)
            let load = LoadHistoryChampions(races: repository, weekends: repository, scoring: repository, rulebook: rulebook)
            blackHole(try await load(under: under.map { .named($0) }).count)
        }
    }
    // The engine alone, on results already in memory: what computing costs beside reading.
    for everyRound in [false, true] {
        Benchmark(
            everyRound ? "tables after every round, all seasons (no I/O)" : "final tables, all seasons (no I/O)",
            closure: { _, computation in blackHole(computation.run(everyRound: everyRound)) },
            setup: { try await ChampionshipComputation(checkout: checkout, rulebook: rulebook) })
    }
}

/// Every season's championships computed from results already in memory.
struct ChampionshipComputation: Sendable {
    let seasons: [(SeasonResults, ChampionshipRules, scheduled: Int)]

    init(checkout: String, rulebook: ScoringRulebook) async throws {
        let repository = try F1dbRepository(path: checkout)
        var seasons: [(SeasonResults, ChampionshipRules, scheduled: Int)] = []
        for season in try await repository.allResults() where !season.races.isEmpty {
            guard let rules = rulebook.rules(season: season.season) else { throw BenchmarkError("no scoring rules for \(season.season)") }
            seasons.append((season, rules, try await repository.races(season: season.season).count))
        }
        self.seasons = seasons
    }

    /// The number of entrants in every table made, so no work can be optimised away.
    func run(everyRound: Bool) -> Int {
        var entrants = 0
        for (season, rules, scheduled) in seasons {
            let championship = season.championship(rules: rules, scheduledRounds: scheduled)
            let tables = everyRound ? championship.progression() : [championship.table()]
            entrants += tables.reduce(0) { $0 + $1.drivers.count + $1.constructors.count }
        }
        return entrants
    }
}
