import ArgumentParser
import Foundation
import StandardStreams

@main
enum F1Bench {
    static func main() async {
        // A python3 worker that dies closes its pipe; writing to it must be an error to report, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        await BenchCommand.main()
    }
}

/// `f1-bench yaml|f1db|history|report|api|tracker`: argument parsing and exit codes only (64 for a bad argument, 1 for a failed run).
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "f1-bench",
        abstract: "Benchmarks YAML parsing, the f1db source, f1report processes, the API source and the f1tracker terminal app.",
        subcommands: [
            YAMLCommand.self, F1dbCommand.self, HistoryCommand.self, ReportCommand.self, ApiCommand.self, TrackerCommand.self, TimingCommand.self,
            RequestsCommand.self, ChartsCommand.self, LiveViewersCommand.self, WebChurnCommand.self,
        ])

    func run() async throws {
        throw ValidationError("Name a benchmark: yaml, f1db, history, report, api, tracker, timing or requests.")
    }

    struct LiveViewersCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "live-viewers",
            abstract: "Many viewers of a running f1web's live board: every update to every viewer, and how long each took.")
        @OptionGroup var server: RunningF1web
        @Option(help: "How many viewers follow at once.") var viewers = 1000
        @Option(help: "Seconds to follow once every viewer is connected.") var seconds = 20.0
        @Flag(help: "Fail unless every viewer got every update (a check, not a benchmark).") var requireEveryUpdate = false

        func validate() throws {
            guard viewers > 0, seconds > 0, seconds <= 3600 else {
                throw ValidationError("--viewers needs a positive whole number and --seconds a number of seconds up to 3600.")
            }
        }

        func run() async throws {
            let benchmark = LiveViewersBenchmark(host: server.host, port: server.port, viewers: viewers, seconds: seconds)
            let outcome: LiveViewersBenchmark.Outcome
            do {
                outcome = try await benchmark.run()
            } catch {
                throw BenchCommand.failure("The viewers could not follow \(server.url)/live/events: \(error)")
            }
            print(outcome.report)
            if requireEveryUpdate, outcome.updates == nil || outcome.missing > 0 || outcome.connected < viewers {
                throw BenchCommand.failure("Not every viewer got every update.")
            }
        }
    }

    struct RequestsCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "requests", abstract: "A helper per request, one kept helper, or URLSession linked in, for following a session live.")
        @Option(help: ArgumentHelp("A recorded OpenF1 race (default: ../shared/data/openf1/2026-miami-race).", valueName: "DIR"))
        var recording: String?
        @Option(help: "How many runs to take the median of.") var runs = 5
        @Option(help: "Requests each way makes in a run.") var requests = 40

        func validate() throws {
            try BenchCommand.check(runs: runs)
            guard requests > 0 else { throw ValidationError("--requests needs a positive whole number.") }
        }

        func run() async throws {
            let relative = "../shared/data/openf1/2026-miami-race"
            let package = BenchCommand.executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let candidates =
                recording.map { [URL(fileURLWithPath: $0)] }
                ?? [URL(fileURLWithPath: relative), package.appending(path: relative).standardizedFileURL]
            guard let folder = candidates.first(where: BenchCommand.isDirectory) else {
                throw BenchCommand.failure("No recorded OpenF1 race at \(candidates[0].path); pass --recording DIR.")
            }
            let fetcher = BenchCommand.executable.deletingLastPathComponent().appending(path: "f1report-fetch")
            guard FileManager.default.isExecutableFile(atPath: fetcher.path) else {
                throw BenchCommand.failure("No f1report-fetch beside f1-bench; build it with `swift build -c release --product f1report-fetch`.")
            }
            do {
                print(try await RequestBenchmark(fetcher: fetcher, recording: folder, runs: runs, requestsPerRun: requests).run())
            } catch {
                throw BenchCommand.failure("\(error)")
            }
        }
    }

    struct TimingCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "timing", abstract: "Recorded OpenF1 sessions: decoding, the timeline and seeking.")
        @Option(help: ArgumentHelp("The folder of recorded sessions (default: ../shared/data/openf1).", valueName: "DIR"))
        var recordings: String?
        @Option(help: "How many runs to take the median of.") var runs = 11

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() async throws {
            let relative = "../shared/data/openf1"
            let package = BenchCommand.executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let candidates =
                recordings.map { [URL(fileURLWithPath: $0)] }
                ?? [URL(fileURLWithPath: relative), package.appending(path: relative).standardizedFileURL]
            guard let root = candidates.first(where: BenchCommand.isDirectory) else {
                throw BenchCommand.failure("No recorded OpenF1 sessions at \(candidates[0].path); pass --recordings DIR.")
            }
            let sessions = ((try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? [])
                .filter { FileManager.default.fileExists(atPath: $0.appending(path: "session.json").path) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            guard !sessions.isEmpty else { throw BenchCommand.failure("\(root.path) holds no recorded session (a folder with session.json).") }
            do {
                print(try await TimingBenchmark(sessions: sessions, runs: runs).run())
            } catch {
                throw BenchCommand.failure("\(error)")
            }
        }
    }

    struct YAMLCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "yaml", abstract: "YAMLKit against PyYAML (and its C loader) on the f1db corpus.")
        @OptionGroup var data: DataOption
        @Option(help: "How many runs to take the median of.") var runs = 5

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() throws {
            let directory = try data.directory()
            print(try BenchCommand.reporting { try YAMLBenchmark(corpus: Corpus.load(from: directory), runs: runs).run() })
        }
    }

    struct F1dbCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "f1db", abstract: "Loading the f1db source's reports.")
        @OptionGroup var data: DataOption
        @Option(help: "How many runs to take the median of.") var runs = 5

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() throws {
            let directory = try data.directory()
            print(
                try BenchCommand.reporting {
                    try F1dbBenchmark(corpus: Corpus.load(from: directory), dataPath: directory.path, runs: runs).run()
                })
        }
    }

    struct HistoryCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "The whole history from f1db: every season's results, and f1report champions.")
        @OptionGroup var data: DataOption
        @Option(help: "How many runs to take the median of.") var runs = 11

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() async throws {
            let directory = try data.directory()
            let report = BenchCommand.executable.deletingLastPathComponent().appending(path: "f1report")
            guard FileManager.default.isExecutableFile(atPath: report.path) else {
                throw BenchCommand.failure("No f1report beside f1-bench at \(report.path); run scripts/build-release first.")
            }
            do {
                print(try await HistoryBenchmark(checkout: directory.path, report: report, runs: runs).run())
            } catch {
                throw BenchCommand.failure("\(error)")
            }
        }
    }

    struct ReportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "report", abstract: "Whole f1report processes.")
        @Option(help: "How many runs to take the median of.") var runs = 15
        @Option(help: ArgumentHelp("An f1db data folder, to time f1db reports too.", valueName: "DIR")) var f1db: String?

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() throws {
            // f1report is built beside f1-bench: `swift build -c release` builds both.
            let executable = BenchCommand.executable.deletingLastPathComponent().appendingPathComponent("f1report")
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw BenchCommand.failure("No f1report beside f1-bench at \(executable.path); run 'swift build -c release' first.")
            }
            print(try BenchCommand.reporting { try ReportBenchmark(executable: executable, runs: runs, f1db: f1db).run() })
        }
    }

    struct ChartsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "charts", abstract: "Charts against the same data as a table: the Miami lap chart, the 2021 progression.")
        @Option(help: "How many runs to take the median of.") var runs = 11
        @Option(help: ArgumentHelp("A recorded OpenF1 race (default: ../shared/data/openf1/2026-miami-race).", valueName: "DIR"))
        var recording: String?
        @Option(help: ArgumentHelp("An f1db data folder, for the 2021 progression (default: ../shared/data/f1db/data).", valueName: "DIR"))
        var f1db: String?

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() throws {
            let executable = BenchCommand.executable.deletingLastPathComponent().appendingPathComponent("f1report")
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw BenchCommand.failure("No f1report beside f1-bench at \(executable.path); run 'swift build -c release' first.")
            }
            let relative = "../shared/data/openf1/2026-miami-race"
            let package = BenchCommand.executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let candidates =
                recording.map { [URL(fileURLWithPath: $0)] } ?? [
                    URL(fileURLWithPath: relative), package.appending(path: relative).standardizedFileURL,
                ]
            guard let folder = candidates.first(where: BenchCommand.isDirectory) else {
                throw BenchCommand.failure("No recorded OpenF1 race at \(candidates[0].path); pass --recording DIR.")
            }
            let data = f1db ?? BenchCommand.defaultDataDirectory()?.path
            print(try BenchCommand.reporting { try ChartBenchmark(executable: executable, recording: folder, f1db: data, runs: runs).run() })
        }
    }

    struct ApiCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "api", abstract: "f1report --source api against the emulator, cold and warm cache.")
        @Option(help: "How many runs to take the median of.") var runs = 11

        func validate() throws { try BenchCommand.check(runs: runs) }

        func run() async throws {
            let executable = BenchCommand.executable
            guard let shared = ApiBenchmark.sharedData(beside: executable) else {
                throw BenchCommand.failure("No recorded API responses at ../shared/data/ergast/responses.")
            }
            let benchmark = ApiBenchmark(executable: executable.deletingLastPathComponent().appending(path: "f1report"), shared: shared, runs: runs)
            do {
                print(try await benchmark.run())
            } catch {
                throw BenchCommand.failure("\(error)")
            }
        }
    }

    struct TrackerCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tracker", abstract: "f1tracker in a pseudo-terminal: first frame, key to frame, live updates, idle CPU.")
        @Option(help: "How many starts to take the median of.") var runs = 21
        @Option(help: "How many keys to time.") var keys = 50
        @Option(help: "How many live updates to measure.") var updates = 20
        @Option(help: "Seconds to watch the app idle.") var idleSeconds = 5

        func validate() throws {
            try BenchCommand.check(runs: runs)
            guard keys > 0, updates > 1, idleSeconds > 0 else {
                throw ValidationError("--keys and --idle-seconds need a positive whole number, --updates 2 at least.")
            }
        }

        func run() throws {
            // f1tracker is built beside f1-bench: `swift build -c release --product f1tracker`.
            let executable = BenchCommand.executable.deletingLastPathComponent().appending(path: "f1tracker")
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw BenchCommand.failure(
                    "No f1tracker beside f1-bench at \(executable.path); run 'swift build -c release --product f1tracker' first.")
            }
            print(
                try BenchCommand.reporting {
                    try TrackerBenchmark(executable: executable, runs: runs, keys: keys, updates: updates, idleSeconds: idleSeconds).run()
                })
        }
    }

    /// `--data DIR`, defaulting to ../shared/data/f1db/data.
    struct DataOption: ParsableArguments {
        @Option(help: ArgumentHelp("The f1db data folder (default: ../shared/data/f1db/data).", valueName: "DIR"))
        var data: String?

        func directory() throws -> URL {
            guard let directory = data.map({ URL(fileURLWithPath: $0) }) ?? BenchCommand.defaultDataDirectory() else {
                throw BenchCommand.failure("No f1db data folder at ../shared/data/f1db/data; pass --data DIR.")
            }
            guard BenchCommand.isDirectory(directory) else {
                throw BenchCommand.failure("No f1db data folder at \(directory.path); pass --data DIR.")
            }
            return directory
        }
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    static func check(runs: Int) throws {
        guard runs > 0 else { throw ValidationError("--runs needs a positive whole number.") }
    }

    /// The benchmark's report, or its error printed and exit code 1.
    static func reporting(_ body: () throws -> String) throws -> String {
        do {
            return try body()
        } catch {
            throw failure("\(error)")
        }
    }

    /// Prints `message` and gives the exit code of a failed run.
    static func failure(_ message: String) -> ExitCode {
        printError(message)
        return ExitCode.failure
    }

    /// `../shared/data/f1db/data` from the current directory, else from the package that built the executable.
    static func defaultDataDirectory() -> URL? {
        let relative = "../shared/data/f1db/data"
        let fromCurrent = URL(fileURLWithPath: relative)
        if isDirectory(fromCurrent) { return fromCurrent }
        // .build/<configuration>/f1-bench → the package root is three levels up.
        let package = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fromPackage = package.appendingPathComponent(relative)
        return isDirectory(fromPackage) ? fromPackage.standardizedFileURL : nil
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func printError(_ message: String) {
        try? StandardStream.error.write(message + "\n")
    }
}
