import ArgumentParser
import F1CommandLine
import F1Data
import F1Domain
import F1UI
import F1UseCases
import Foundation

extension SectorPalette: ExpressibleByArgument {}
extension TrackColouring: ExpressibleByArgument {}

/// `f1report telemetry YEAR ROUND SESSION --drivers RUS,LEC`: laps compared over distance.
struct TelemetryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "telemetry",
        abstract: "Laps compared over distance: speed, throttle, brake and gear, the time gained and lost, and where.",
        discussion: """
            The demo has made-up telemetry for its run sessions. For real laps give a TracingInsights
            checkout with --telemetry DIR (one season's repository), with --f1db for that season's
            calendar, or a recorded OpenF1 session with car data with --replay DIR.

            Examples:
              f1report telemetry 2025 1 q --drivers VER,LEC
              f1report telemetry 2026 8 q --drivers RUS,LEC --telemetry ~/TracingInsights/2026 --f1db ~/f1db
              f1report telemetry 2025 last race --drivers VER --lap 12 --format csv
            """)

    @Argument(help: "The season's year, or 'current'.")
    var year: SeasonArgument

    @Argument(help: "The round, or 'last' for the last race run.")
    var round: RoundArgument

    @Argument(help: "The session: fp1, fp2, fp3, sq, sprint, q or race.")
    var session: SessionArgument

    @Option(help: ArgumentHelp("Whose laps, by code, number or surname: RUS,LEC.", valueName: "list"))
    var drivers: String

    @Option(help: "Which lap of each driver: fastest, or a lap's number.")
    var lap: LapArgument = LapArgument(argument: "fastest")!  // trap-ok: a literal the type accepts.

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        guard !TelemetryNames.split(drivers).isEmpty else {
            throw ValidationError("--drivers needs at least one name: codes, numbers or surnames separated by commas, such as RUS,LEC.")
        }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let address = SessionAddress(season: year.resolved(in: environment), round: round.selector, session: session.kind)
        try await environment.show(.telemetry(address, drivers: TelemetryNames.split(drivers), lap: lap.choice))
    }
}

/// `f1report sectors YEAR ROUND SESSION`: best sectors, ideal laps and mini-sectors.
struct SectorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sectors",
        abstract: "Each driver's best lap in sectors, their best sectors and ideal lap, and the mini-sectors, marked purple, green or yellow.",
        discussion: """
            Marks are symbols too: ◆ best of all (purple), ● the driver's best (green), ○ slower
            (yellow). --palette colour-blind colours them blue, orange and grey.

            Examples:
              f1report sectors 2025 1 q
              f1report sectors --replay ~/openf1/2026-miami-race
              f1report sectors 2026 8 q --telemetry ~/TracingInsights/2026 --f1db ~/f1db --palette colour-blind
            """)

    @Argument(help: "The season's year, or 'current'.")
    var year: SeasonArgument?

    @Argument(help: "The round, or 'last' for the last race run.")
    var round: RoundArgument?

    @Argument(help: "The session: fp1, fp2, fp3, sq, sprint, q or race.")
    var session: SessionArgument?

    @Option(help: ArgumentHelp("Read a recorded OpenF1 session (a folder of its answers).", valueName: "dir"))
    var replay: String?

    @Option(help: "The marks' colours: standard (purple, green, yellow) or colour-blind (blue, orange, grey).")
    var palette: SectorPalette = .standard

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if replay != nil, year != nil || round != nil || session != nil {
            throw ValidationError("--replay reads the recorded session: leave out YEAR, ROUND and SESSION.")
        }
        if replay == nil, year == nil || round == nil || session == nil {
            throw ValidationError("Give the season, the round and the session (such as 2025 1 q), or --replay DIR.")
        }
    }

    func run() async throws {
        if let replay {
            let recording: RecordedSessionTelemetry
            do {
                recording = try RecordedSessionTelemetry(folder: URL(fileURLWithPath: replay))
            } catch {
                Terminal().complain(CommandLineHint.line(for: error, program: F1ReportCommand.programName))
                throw ExitCode.failure
            }
            let environment = try await AppEnvironment(output: output, source: source, telemetry: recording, sectorPalette: palette)
            return try await environment.show(.sectors(recording.address))
        }
        let environment = try await AppEnvironment(output: output, source: source, sectorPalette: palette)
        guard let year, let round, let session else { throw ValidationError("Give the season, the round and the session.") }
        try await environment.show(.sectors(SessionAddress(season: year.resolved(in: environment), round: round.selector, session: session.kind)))
    }
}

/// Names as a person lists them: "RUS, LEC" is two.
enum TelemetryNames {
    static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
