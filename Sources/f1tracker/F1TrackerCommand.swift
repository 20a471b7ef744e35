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
            Space starts and stops the live race, + - change its speed, [ ] jump a lap in a replay, ? shows \
            the keys, q quits. Following a session live (--openf1 live), Space pauses and plays on, < > \
            change the delay by 5 s, , . go 10 s back or on, [ ] a lap, and L catches up with live.

            Examples:
              f1tracker                                  the demo season, offline
              f1tracker --f1db ../f1db 1988              1988 from an f1db checkout
              f1tracker --source api --time-zone Europe/London
              f1tracker --replay ../shared/data/openf1/2026-miami-race --speed 10 --f1db ../f1db
              f1tracker --openf1 latest --speed 10       the last OpenF1 session, replayed from its API
              f1tracker --openf1 live                    the OpenF1 session running now (OPENF1_ACCESS_TOKEN)
              f1tracker --openf1 live --delay 45s        the same, held back to match a TV picture
            """,
        version: ProgramVersion.line(of: programName))

    /// Failures on standard error start with the program's name, as f1report's do.
    static func main() async {
        CommandLineOutput.install(programName: programName)
        await CommandMain.run(Self.self)
    }

    @Argument(help: "The season to open (default: the source's latest).")
    var season: SeasonArgument?

    @OptionGroup var interval: LiveIntervalOption

    @Option(help: ArgumentHelp("On the Live tab, replay a recorded OpenF1 session: the folder of its answers.", valueName: "DIR"))
    var replay: String?

    @Option(
        help: ArgumentHelp(
            "On the Live tab, an OpenF1 session from its API: a session_key or 'latest' to replay one that has ended, 'live' to follow the one running now.",
            valueName: "session"))
    var openf1: String?

    @Option(help: "With --replay or --openf1: how many times real time it starts at, from 0.25 to 60.")
    var speed: Double = 1

    @OptionGroup var delay: LiveDelayOption

    @Flag(
        help:
            "Ring the terminal's bell and send a desktop notification (OSC 9 and OSC 777) for each event of the Live tab's session: its start, a red flag, a safety car or virtual safety car deployed or ending, the chequered flag."
    )
    var alerts = false

    @OptionGroup var recording: RecordOptions

    func validate() throws {
        if replay != nil, openf1 != nil { throw ValidationError("--replay and --openf1 both choose the Live tab's session; give one.") }
        if let openf1, let problem = LiveSession.checkOpenF1(openf1) { throw ValidationError(problem) }
        if replay == nil, openf1 == nil || openf1 == "live", speed != 1 {
            throw ValidationError("--speed goes with a replay: --replay DIR, or --openf1 with a session_key or 'latest'.")
        }
        guard speed.isFinite, (0.25...60).contains(speed) else { throw ValidationError("--speed must be from 0.25 to 60.") }
        if let problem = LiveSession.checkDelay(delay, openf1: openf1) { throw ValidationError(problem) }
        if recording.record != nil, openf1 == nil { throw ValidationError(RecordOptions.notOpenF1("--openf1 KEY|latest|live")) }
    }

    @OptionGroup var timeZone: TimeZoneOption
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        // The terminal is checked before the source opens, so a pipe or TERM=dumb fails at once.
        if let problem = TerminalSession.check(environment: environment) {
            Terminal().complain(problem.description)
            throw ExitCode.failure
        }
        let sources = try DataSource.open(source, program: Self.programName)
        let year = season.map { $0.resolved(in: sources) } ?? sources.latestSeason
        guard sources.races.info.seasons.contains(year) else {
            let range = sources.races.info.seasons
            let holds = range.count == 1 ? "only the \(range.lowerBound) season" : "the seasons \(range.lowerBound)–\(range.upperBound)"
            Terminal().complain("No season \(year) in this source: it holds \(holds).")
            throw ExitCode.failure
        }
        // A session followed live is followed from the Live tab, where a refusal or no session
        // running is shown in place.
        // A recording's notice waits until the screen is given back, so it is not drawn over.
        let notices = RecordingNotices()
        defer { notices.say() }
        let live = try await LiveSession.open(
            replayFolder: replay, openf1: openf1, delay: delay.duration, source: source, sources: sources, program: Self.programName,
            recording: recording.options, notice: notices.add)
        let (replay, following) = (live.replay, live.following)
        // Said before the screen is taken, so it is there again once the tracker ends.
        if let replay, let sentence = LeftOutRecords.sentence(replay.timeline.leftOut) { Terminal().complain(sentence) }
        let session: TerminalSession
        do {
            session = try TerminalSession.open(environment: environment)
        } catch {
            Terminal().complain(error.description)
            throw ExitCode.failure
        }
        let format = F1UI.Format(timeZone: timeZone.resolvedTimeZone ?? .current)
        // Laps' telemetry from what --telemetry names, else the results source's own; in
        // spoiler-free mode nothing after the moment, the Live tab's race included.
        let reports = try await DataSource.spoilerFree(
            try sources.reportSource(telemetry: nil, options: source), options: source.spoilers, program: Self.programName)
        let shown: @Sendable (any LiveRaceRepository) -> any LiveRaceRepository = { race in
            (reports as? SpoilerFreeSource)?.live(race) ?? race
        }
        var liveFeed = TrackerServices.liveFeed(
            sources, interval: interval.duration, replay: replay, speed: speed, following: following, shown: shown)
        liveFeed.layout = live.layout
        liveFeed.timeShift = live.timeShift
        if alerts { liveFeed.follow = TrackerAlerts.announcing(liveFeed.follow, on: session) }
        await Self.runApp(session: session, sources: sources, reports: reports, season: year, format: format, live: liveFeed)
        session.restore()
    }

    @MainActor
    static func runApp(
        session: TerminalSession, sources: DataSource, reports: any ReportSource, season: Int, format: F1UI.Format, live: AppModel.LiveFeed
    ) async {
        let controller = TrackerController(
            model: AppModel(season: season, format: format, source: reports, live: live),
            sourceName: reports.info.name, now: reports.clock.now)
        if let spoilerFree = reports as? SpoilerFreeSource { controller.reveal = { try await spoilerFree.revealNext() } }
        controller.describe = { failure in
            if case .lookup(.noLiveRace) = failure.reason {
                return
                    "There is no live race in this source: the demo data (the default) has one running, and --source api replays the season's last race."
            }
            return CommandLineHint.line(for: failure, program: programName)
        }
        let loop = TrackerLoop(
            controller: controller, size: session.size, usesColor: session.usesColor, clockMoves: sources.clockMoves
        ) { session.write($0) }
        await loop.run(events: session.events())
    }
}
