import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Synchronization
import YAMLKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `f1-bench history`: the whole history read from an f1db checkout, through the repository and
/// as `f1report champions`, each pass on a fresh repository (nothing cached between passes), the
/// readers interleaved pass by pass so a change in machine load touches them all alike.
struct HistoryBenchmark {
    let checkout: String
    let report: URL
    let runs: Int

    func run() async throws -> String {
        let (corpus, reads) = try await Self.filesRead(checkout)
        let megabytes = Double(corpus.byteCount) / 1_000_000
        var raw: [Pass] = []
        var rawParallel: [Pass] = []
        var history: [Pass] = []
        var perSeason: [Pass] = []
        var champions: [Pass] = []
        var computeFinal: [Pass] = []
        var computeEveryRound: [Pass] = []
        var allChampionships: [Pass] = []
        var underOther: [Pass] = []
        var underFastestLap: [Pass] = []
        var underOtherProcess: [Pass] = []
        var underFastestLapProcess: [Pass] = []
        let computing = try await ChampionshipComputation(checkout: checkout)
        let rulebook = try ScoringRulebook.builtIn()
        let championships = { @Sendable (under: String?) async throws -> Int in
            let repository = try F1dbRepository(path: checkout)
            let load = LoadHistoryChampions(races: repository, weekends: repository, scoring: repository, rulebook: rulebook)
            return try await load(under: under.map { .named($0) }).count
        }
        for _ in 0..<runs {
            computeFinal.append(Pass.measureSync { computing.run(everyRound: false) })
            computeEveryRound.append(Pass.measureSync { computing.run(everyRound: true) })
            raw.append(try Pass.measureSync { for file in corpus.files { _ = try YAMLParser.countEvents(bytes: file.bytes, path: file.path) } })
            rawParallel.append(try Pass.measureSync { try Self.countEventsInParallel(corpus) })
            history.append(
                try await Pass.measure { try await F1dbRepository(path: checkout).allResults().reduce(0) { $0 + $1.races.count + $1.sprints.count } })
            perSeason.append(try await Pass.measure { try await Self.perSeasonRead(checkout) })
            champions.append(try Pass.process(report, ["champions", "--f1db", checkout]))
            allChampionships.append(try await Pass.measure { try await championships(nil) })
            underOther.append(try await Pass.measure { try await championships("1991") })
            underFastestLap.append(try await Pass.measure { try await championships("2019") })
            underOtherProcess.append(try Pass.process(report, ["champions", "--under", "1991", "--f1db", checkout]))
            underFastestLapProcess.append(try Pass.process(report, ["champions", "--under", "2019", "--f1db", checkout]))
        }
        var lines = [
            "Whole history from \(checkout), median of \(runs) interleaved runs (release), on \(ProcessInfo.processInfo.activeProcessorCount) cores",
            String(format: "allResults() reads %d files (%.1f MB), %d reads in all", corpus.files.count, megabytes, reads),
            "", "reader".padding(toLength: 58, withPad: " ", startingAt: 0) + "     wall       CPU",
        ]
        for (name, passes) in [
            ("libyaml raw events over those files, 1 core", raw), ("libyaml raw events over those files, all cores", rawParallel),
            ("allResults() through the repository", history),
            ("per season: results(season:) + sprint(season:round:)", perSeason),
            ("f1report champions --f1db (process)", champions),
            ("every season's championships computed (read + score)", allChampionships),
            ("  the same, and under 1991 rules beside them", underOther),
            ("  the same, and under 2019 rules (every fastest lap read)", underFastestLap),
            ("f1report champions --under 1991 --f1db (process)", underOtherProcess),
            ("f1report champions --under 2019 --f1db (process)", underFastestLapProcess),
        ] {
            lines.append(Pass.median(passes).line(name))
        }
        let read = Pass.median(history).cpu
        lines += ["", "computing every season's championships from those results (one core, no I/O):"]
        for (name, passes) in [
            ("final tables, \(computing.seasons.count) seasons", computeFinal),
            ("tables after every round (\(computing.rounds) rounds)", computeEveryRound),
        ] {
            let pass = Pass.median(passes)
            lines.append(pass.line(name) + String(format: "  %4.1f%% of reading", pass.cpu / read * 100))
        }
        return lines.joined(separator: "\n")
    }

    /// The files one `allResults()` reads, in memory, and how many reads it made (a file read twice counts twice).
    static func filesRead(_ checkout: String) async throws -> (Corpus, reads: Int) {
        let paths = Mutex<[String]>([])
        let repository = try F1dbRepository(path: checkout) { path in paths.withLock { $0.append(path) } }
        _ = try await repository.allResults()
        let all = paths.withLock { $0 }
        let data = try F1dbLayout(path: checkout).data
        let files = try Set(all).sorted().map { Corpus.File(path: $0, bytes: [UInt8](try Data(contentsOf: data.appending(path: $0)))) }
        return (Corpus(files: files), all.count)
    }

    private static func countEventsInParallel(_ corpus: Corpus) throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: cores) { core in
            for index in stride(from: core, to: corpus.files.count, by: cores) {
                do { _ = try YAMLParser.countEvents(bytes: corpus.files[index].bytes, path: corpus.files[index].path) } catch {
                    failures.record(error)
                }
            }
        }
        if let error = failures.first { throw error }
    }

    /// What an app had before `allResults`: each season's results, and each sprint weekend's sprint.
    static func perSeasonRead(_ checkout: String) async throws -> Int {
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
}

/// Every season's championships computed from results already in memory: what the engine
/// costs beside reading them.
struct ChampionshipComputation {
    let seasons: [(SeasonResults, ChampionshipRules, scheduled: Int)]
    var rounds: Int { seasons.reduce(0) { $0 + $1.0.races.count } }

    init(checkout: String) async throws {
        let repository = try F1dbRepository(path: checkout)
        let rulebook = try ScoringRulebook.builtIn()
        var seasons: [(SeasonResults, ChampionshipRules, scheduled: Int)] = []
        for season in try await repository.allResults() where !season.races.isEmpty {
            guard let rules = rulebook.rules(season: season.season) else { throw BenchmarkError("no scoring rules for \(season.season)") }
            seasons.append((season, rules, try await repository.races(season: season.season).count))
        }
        self.seasons = seasons
    }

    func run(everyRound: Bool) {
        var entrants = 0
        for (season, rules, scheduled) in seasons {
            let championship = season.championship(rules: rules, scheduledRounds: scheduled)
            let tables = everyRound ? championship.progression() : [championship.table()]
            entrants += tables.reduce(0) { $0 + $1.drivers.count + $1.constructors.count }
        }
        precondition(entrants > 0)
    }
}

/// Wall and CPU seconds of one pass (CPU of every thread of the process, or of the child).
struct Pass {
    var wall: Double
    var cpu: Double

    func line(_ name: String) -> String {
        name.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%6.1f ms  %6.1f ms", wall * 1000, cpu * 1000)
    }

    static func median(_ passes: [Pass]) -> Pass {
        let walls = passes.map(\.wall).sorted()
        let cpus = passes.map(\.cpu).sorted()
        return Pass(wall: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
    }

    static func measure(_ body: () async throws -> Int) async throws -> Pass {
        let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, processCPU())
        _ = try await body()
        return Pass(wall: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpu: processCPU() - cpu)
    }

    static func measureSync(_ body: () throws -> Void) rethrows -> Pass {
        let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, processCPU())
        try body()
        return Pass(wall: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpu: processCPU() - cpu)
    }

    /// A whole process, output to /dev/null, its CPU from wait4.
    static func process(_ program: URL, _ arguments: [String]) throws -> Pass {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, program.path, &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError("cannot start \(program.path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else {
            throw BenchmarkError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed with status \(status)")
        }
        return Pass(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// User and system time of every thread of this process so far.
    static func processCPU() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
