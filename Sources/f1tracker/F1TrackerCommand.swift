import ArgumentParser
import F1CommandLine
import F1Data
import F1Domain
import F1TerminalUI
import F1UI
import F1UseCases
import Foundation
import StandardStreams
import TerminalKit

/// `f1tracker`: the races, standings, seasons and a live race, full screen in the terminal.
@main
struct F1TrackerCommand: AsyncParsableCommand {
    static let programName = "f1tracker"

    static let configuration = CommandConfiguration(
        commandName: programName,
        abstract: "Browse races, standings and seasons, and follow a live race, full screen in the terminal.",
        discussion: """
            Keys: ↑ ↓ (j k) move, Enter opens, Esc or Backspace goes back, Tab or 1-4 switch tabs \
            (races, standings, seasons, live), ← → (h l) switch sections, r refreshes or retries, \
            Space starts and stops the live race, + - change its speed, ? shows the keys, q quits.

            Examples:
              f1tracker                                  the demo season, offline
              f1tracker --f1db ../f1db 1988              1988 from an f1db checkout
              f1tracker --source api --time-zone Europe/London
            """)

    /// Failures on standard error start with the program's name, as f1report's do.
    static func main() async {
        CommandLineOutput.install(programName: programName)
        await main(nil)
    }

    @Argument(help: "The season to open (default: the source's latest).")
    var season: SeasonArgument?

    @OptionGroup var interval: LiveIntervalOption

    @OptionGroup var timeZone: TimeZoneOption
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        // The terminal is checked before the source opens, so a pipe or TERM=dumb fails at once.
        if let problem = TerminalSession.check(environment: environment) {
            Terminal().complain(problem.description)
            throw ExitCode.failure
        }
        let sources = try DataSources(source, program: Self.programName)
        let year = season.map { $0.resolved(in: sources) } ?? sources.latestSeason
        guard sources.races.info.seasons.contains(year) else {
            let range = sources.races.info.seasons
            let holds = range.count == 1 ? "only the \(range.lowerBound) season" : "the seasons \(range.lowerBound)–\(range.upperBound)"
            Terminal().complain("No season \(year) in this source: it holds \(holds).")
            throw ExitCode.failure
        }
        let session: TerminalSession
        do {
            session = try TerminalSession.open(environment: environment)
        } catch {
            Terminal().complain(error.description)
            throw ExitCode.failure
        }
        let format = F1UI.Format(timeZone: timeZone.resolvedTimeZone ?? .current)
        await Self.runApp(session: session, sources: sources, season: year, format: format, interval: interval.duration)
        session.restore()
    }

    @MainActor
    static func runApp(session: TerminalSession, sources: DataSources, season: Int, format: F1UI.Format, interval: Duration) async {
        let controller = TrackerController(
            model: AppModel(season: season, format: format, services: TrackerServices.make(sources, interval: interval)),
            sourceName: sources.races.info.name, now: sources.now)
        controller.describe = { failure in
            if case .lookup(.noLiveRace) = failure.reason {
                return "There is no live race in this source: the demo data (the default) has one running, and --source api replays the season's last race."
            }
            return CommandLineHint.line(for: failure, program: programName)
        }
        // The demo data's "now" is its as-of moment, so nothing on screen moves with the clock.
        let loop = TrackerLoop(
            controller: controller, size: session.size, usesColor: session.usesColor, clockMoves: sources.sourceID != "demo"
        ) { session.write($0) }
        await loop.run(events: session.events())
    }
}
