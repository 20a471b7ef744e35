import ArgumentParser
import Foundation

extension BenchCommand {
    struct WebChurnCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "web-churn",
            abstract: "A page asked for every 50 ms of a running f1web while live viewers hang up and reconnect: how long each page took.")
        @OptionGroup var server: RunningF1web
        @Option(help: "How many viewers churn at once.") var churners = 1000
        @Option(help: "Seconds to ask for pages while they churn.") var seconds = 20.0
        @Option(help: "The page to ask for.") var page = "/2025/standings/drivers"
        @Option(help: "The longest a viewer stays after its first event, in milliseconds (each a random while); 0 reconnects at once, a flood.")
        var holdMs = 2000

        func validate() throws {
            guard churners > 0, seconds > 0, seconds <= 3600, page.hasPrefix("/"), (0...600_000).contains(holdMs) else {
                throw ValidationError("--churners needs a positive whole number, --seconds up to 3600, --page a path and --hold-ms up to 600000.")
            }
        }

        func run() async throws {
            let benchmark = ChurnBenchmark(
                host: server.host, port: server.port, churners: churners, seconds: seconds, page: page, holdMilliseconds: holdMs)
            print(try await benchmark.run().report)
        }
    }
}

/// `--url`: the running f1web a benchmark talks to.
struct RunningF1web: ParsableArguments {
    @Option(help: ArgumentHelp("The running f1web.", valueName: "URL")) var url = "http://127.0.0.1:8080"

    func validate() throws {
        guard let address = URLComponents(string: url), address.scheme == "http", address.host?.isEmpty == false else {
            throw ValidationError("--url needs an http address with a host, such as http://127.0.0.1:8080.")
        }
    }

    var host: String { URLComponents(string: url)?.host ?? "127.0.0.1" }
    var port: Int { URLComponents(string: url)?.port ?? 80 }
}
