import BenchSupport
import Benchmark
import F1Data
@_spi(Benchmarks) import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Synchronization
import YAMLKit

// The whole f1db history: every season's results read through the repository, each pass on a
// fresh repository (nothing cached between passes), and the championships computed from them
// (docs/performance.md, "The whole history"); beside them the floor, libyaml's raw events over
// the files one `allResults()` reads, and how apps read before it, season by season.
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
    Benchmark(
        "libyaml raw events over the files allResults() reads, 1 core",
        closure: { _, floor in for file in floor.files { blackHole(try YAMLParser.countEvents(bytes: file.bytes, path: file.path)) } },
        setup: { try await filesRead(checkout) })
    Benchmark(
        "libyaml raw events over the files allResults() reads, all cores", configuration: .init(metrics: [.wallClock]),
        closure: { _, floor in try countEventsInParallel(floor) },
        setup: { try await filesRead(checkout) })
    Benchmark("per season: results(season:) + sprint(season:round:)") { _ in
        blackHole(try await perSeasonRead(checkout))
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

/// The files one `allResults()` reads, in memory (each once).
func filesRead(_ checkout: String) async throws -> Corpus {
    let paths = Mutex<Set<String>>([])
    let repository = try F1dbRepository.observingReads(path: checkout) { path in _ = paths.withLock { $0.insert(path) } }
    _ = try await repository.allResults()
    let data = try F1dbLayout(path: checkout).data
    let files = try paths.withLock { $0 }.sorted().map { Corpus.File(path: $0, bytes: [UInt8](try Data(contentsOf: data.appending(path: $0)))) }
    return Corpus(files: files)
}

/// libyaml's raw events over every file, the files dealt out to one worker per core.
func countEventsInParallel(_ corpus: Corpus) throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let failures = Mutex<[any Error]>([])
    DispatchQueue.concurrentPerform(iterations: cores) { core in
        for index in stride(from: core, to: corpus.files.count, by: cores) {
            do { blackHole(try YAMLParser.countEvents(bytes: corpus.files[index].bytes, path: corpus.files[index].path)) } catch {
                failures.withLock { $0.append(error) }
            }
        }
    }
    if let error = failures.withLock({ $0.first }) { throw error }
}

/// What an app had before `allResults()`: each season's results, and each sprint weekend's sprint.
func perSeasonRead(_ checkout: String) async throws -> Int {
    let repository = try F1dbRepository(path: checkout)
    return try await withThrowingTaskGroup(of: Int.self) { group in
        for season in repository.info.seasons {
            group.addTask {
                var count = try await repository.results(season: season).reduce(0) { $0 + $1.results.count }
                for race in try await repository.races(season: season) where race.hasSprint {
                    do {
                        count += try await repository.sprint(season: season, round: race.round).results.count
                    } catch is LookupError {
                        continue  // a sprint still to come
                    }
                }
                return count
            }
        }
        return try await group.reduce(0, +)
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
