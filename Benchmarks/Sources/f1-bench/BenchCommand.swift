import ArgumentParser
import BenchSupport
import Foundation

@main
enum F1Bench {
    static func main() async {
        // A viewer whose server hung up must be a failed read to count, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        await BenchCommand.main()
    }
}

/// `f1-bench live-viewers|web-churn|tracker`: the load client for a running f1web, and f1tracker
/// driven in a pseudo-terminal, which package-benchmark's timed closures cannot be
/// (docs/performance.md, "The Benchmarks package"). Argument parsing and exit codes only (64 for a
/// bad argument, 1 for a failed run).
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "f1-bench",
        abstract: "Load on a running f1web (many live viewers, or viewers churning while pages are asked for), and f1tracker in a terminal.",
        subcommands: [LiveViewersCommand.self, WebChurnCommand.self, TrackerCommand.self])

    func run() async throws {
        throw ValidationError("Name a benchmark: live-viewers, web-churn or tracker.")
    }

    struct TrackerCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tracker", abstract: "f1tracker in a pseudo-terminal: first frame, key to frame, live updates, idle CPU.")
        @Option(help: "How many starts to take the median of.") var runs = 21
        @Option(help: "How many keys to time.") var keys = 50
        @Option(help: "How many live updates to measure.") var updates = 20
        @Option(help: "Seconds to watch the app idle.") var idleSeconds = 5

        func validate() throws {
            guard runs > 0, keys > 0, updates > 1, idleSeconds > 0 else {
                throw ValidationError("--runs, --keys and --idle-seconds need a positive whole number, --updates 2 at least.")
            }
        }

        func run() throws {
            // The checkout's release build (scripts/build-release), or F1_BENCH_BIN's.
            let executable = Locations.program("f1tracker")
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw BenchCommand.failure("No f1tracker at \(executable.path); run scripts/build-release first.")
            }
            do {
                print(try TrackerBenchmark(executable: executable, runs: runs, keys: keys, updates: updates, idleSeconds: idleSeconds).run())
            } catch {
                throw BenchCommand.failure("\(error)")
            }
        }
    }

    struct LiveViewersCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "live-viewers",
            abstract: "Many viewers of a running f1web's live board, or of nchan's channel: every update to every viewer, and how long each took.")
        @OptionGroup var server: RunningF1web
        @Option(
            help: ArgumentHelp(
                "Another address to spread the viewers over in turn, such as a second nginx sharing the channel; repeatable.", valueName: "URL"))
        var alsoURL: [String] = []
        @Flag(help: "Follow an nchan channel that f1web --publish feeds (docs/deploy.md): ids and times from each message's stamp, boards counted.")
        var nchan = false
        @Option(help: "The stream's path (default: /live/events, or /live/channel with --nchan).") var path: String?
        @Option(help: "How many viewers follow at once.") var viewers = 1000
        @Option(help: "Seconds to follow once every viewer is connected.") var seconds = 20.0
        @Option(help: "Seconds to go on reading after them, for updates published at their end; later ones are not counted.") var grace = 3.0
        @Flag(help: "Fail unless every viewer got every update, in order and once (a check, not a benchmark).") var requireEveryUpdate = false

        func validate() throws {
            guard viewers > 0, seconds > 0, seconds <= 3600, (0...600).contains(grace) else {
                throw ValidationError("--viewers needs a positive whole number, --seconds a number of seconds up to 3600 and --grace up to 600.")
            }
            guard path?.hasPrefix("/") ?? true else { throw ValidationError("--path needs a path starting with /, such as /live/channel.") }
            for url in alsoURL {
                guard let address = URLComponents(string: url), address.scheme == "http", address.host?.isEmpty == false else {
                    throw ValidationError("--also-url needs an http address with a host, such as http://127.0.0.1:8081.")
                }
            }
        }

        func run() async throws {
            let others = alsoURL.compactMap(URLComponents.init(string:)).map {
                LiveViewersBenchmark.Address(host: $0.host ?? "127.0.0.1", port: $0.port ?? 80)
            }
            let stream = path ?? (nchan ? "/live/channel" : "/live/events")
            let benchmark = LiveViewersBenchmark(
                addresses: [.init(host: server.host, port: server.port)] + others, path: stream, stamps: nchan ? .nchan : .f1web,
                viewers: viewers, seconds: seconds, grace: grace)
            let outcome: LiveViewersBenchmark.Outcome
            do {
                outcome = try await benchmark.run()
            } catch {
                throw BenchCommand.failure("The viewers could not follow \(server.url)\(stream): \(error)")
            }
            print(outcome.report)
            let whole = outcome.missing == 0 && outcome.disorders == 0 && outcome.gaps == 0
            if requireEveryUpdate, outcome.updates == nil || !whole || outcome.connected < viewers {
                throw BenchCommand.failure("Not every viewer got every update, in order and once.")
            }
        }
    }

    /// Prints `message` and gives the exit code of a failed run.
    static func failure(_ message: String) -> ExitCode {
        printError(message)
        return ExitCode.failure
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
