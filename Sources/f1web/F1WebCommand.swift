import ArgumentParser
import F1CommandLine
import F1UI
import F1Web
import Hummingbird
import Logging
import ServiceLifecycle
import StandardStreams
import UnixSignals

/// `f1web`: F1Kit's screens as web pages and a JSON API, from the same sources and flags as f1report.
@main
struct F1WebCommand: AsyncParsableCommand {
    static let programName = "f1web"

    static let configuration = CommandConfiguration(
        commandName: programName,
        abstract: "Serve the seasons, races, standings and championships as web pages and a JSON API.",
        discussion: """
            Pages: / (the latest season), /seasons, /YEAR, /YEAR/ROUND, /YEAR/standings/drivers, \
            /YEAR/championship, /YEAR/progression, /YEAR/title, /YEAR/rules, /YEAR/drivers/ID, /champions. \
            The same addresses under /api/v1 answer the JSON `f1report --format json` prints.

            Examples:
              f1web                                   the demo season on http://127.0.0.1:8080
              f1web --f1db ../f1db --port 9000
              f1web --source api --host 0.0.0.0       reachable from other machines: mind who can reach it
            """,
        version: ProgramVersion.line(of: programName))

    /// Failures and the request log on standard error start with the program's name.
    static func main() async {
        CommandLineOutput.install(programName: programName)
        await CommandMain.run(Self.self)
    }

    @Option(help: "The address to listen on; 0.0.0.0 reaches every network the machine is on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one, printed at start.")
    var port = 8080

    @OptionGroup var timeZone: TimeZoneOption
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
        if host.isEmpty { throw ValidationError("--host needs an address, such as 127.0.0.1.") }
    }

    func run() async throws {
        let sources = try DataSource.open(source, program: Self.programName)
        let site = WebSite(
            sources: sources, format: F1UI.Format(timeZone: timeZone.resolvedTimeZone ?? .current), timeZoneName: timeZone.timeZoneName)
        // The request log, one line a request on standard error, whatever --verbose says of the libraries.
        let logger = Logger(label: Self.programName) { _ in
            var handler = VerboseLogHandler()
            handler.logLevel = .info
            return handler
        }
        let app = Application(
            router: WebServer.router(site: site, logger: logger),
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: .init(address: .hostname(host, port: port), serverName: Self.programName),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                Terminal().write("f1web: serving \(sources.races.info.name) on http://\(host):\(bound)/ (Ctrl-C stops)\n")
            },
            logger: logger)
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // A request still loading at shutdown gets ten seconds to finish.
        group.maximumGracefulShutdownDuration = .seconds(10)
        do {
            try await ServiceGroup(configuration: group).run()
        } catch {
            Terminal().complain("f1web could not serve on \(host):\(port): \(error)")
            throw ExitCode.failure
        }
    }
}
