import ArgumentParser
import Dispatch
import F1CommandLine
import F1Data
import F1Domain
import F1Export
import F1Report
import F1UI
import F1UseCases
import Foundation

/// `f1report live`: a race in progress, updated lap by lap.
struct Live: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Follow a race in progress: lap counter, leader, positions and gaps.",
        discussion: """
            On a terminal the board is redrawn in place; otherwise one block is printed per update. Ctrl-C stops.
            With --source api, YEAR and ROUND replay a real race lap by lap from its lap times (1996 on).
            With --replay DIR, a recorded OpenF1 session plays with its gaps, tyres, pit stops and flags, at
            --speed times real time; after the flag, each car's official place is shown where the chosen
            source's result differs from the road (e.g. --source f1db for a penalty given after the race).
            With --source openf1, the session running now is followed live from OpenF1, or with --session KEY
            (or 'latest') an ended one is replayed from it; --record DIR keeps what it brings, for --replay. Followed live, --delay holds
            every update back (to match a TV picture), and --from-lap starts at a lap already run and catches up at --speed (up to 4).
            While a session is live OpenF1 serves only
            signed-in users: put an access token in OPENF1_ACCESS_TOKEN (it is never logged or stored).
            """)

    @Argument(help: "With --source api: the season of the race to replay.")
    var year: SeasonArgument?

    @Argument(help: "With --source api: the round to replay, or 'last'.")
    var round: RoundArgument?

    @OptionGroup var interval: LiveIntervalOption

    @Option(help: "Stop after this many laps.")
    var laps: Int?

    @Option(help: ArgumentHelp("Replay a recorded OpenF1 session: the folder of its answers (session.json, laps.json...).", valueName: "DIR"))
    var replay: String?

    @Option(help: ArgumentHelp("With --source openf1: replay this session (its session_key, or 'latest') from the API.", valueName: "key"))
    var session: String?

    @Option(help: "With --replay or --session: how many times real time, from 0.25 to 60.")
    var speed: Double = 1

    @OptionGroup var delay: LiveDelayOption

    @Option(help: "With --replay or --session: start at this lap.")
    var fromLap: Int?

    @Option(
        help: ArgumentHelp(
            "Run CMD with /bin/sh -c once for each event: the session's start, a red flag, a safety car or virtual safety car deployed or ending, the chequered flag. The event is JSON on its standard input and its kind in F1_EVENT (docs/timing.md#alerts).",
            valueName: "CMD"))
    var onEvent: String?

    @Flag(inversion: .prefixedNo, help: "On a terminal, draw the track map with every car on it under the board, where the source has the circuit.")
    var map = true

    @OptionGroup var recording: RecordOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let laps, laps < 1 { throw ValidationError("--laps must be at least 1.") }
        if let onEvent, onEvent.allSatisfy(\.isWhitespace) {
            throw ValidationError("--on-event needs a command to run, e.g. --on-event 'cat >> events.jsonl'.")
        }
        let isOpenF1 = source.resolvedKind == .openf1
        if session != nil, !isOpenF1 { throw ValidationError("--session replays an OpenF1 session; add --source openf1.") }
        if let session, session != "latest", Int(session).map({ $0 > 0 }) != true {
            throw ValidationError("--session must be an OpenF1 session_key (a number, e.g. 11280) or 'latest'.")
        }
        if recording.record != nil, !isOpenF1 { throw ValidationError(RecordOptions.notOpenF1("--source openf1")) }
        if isOpenF1, replay != nil {
            throw ValidationError("--replay plays a recorded folder; with --source openf1, --session KEY replays a session from the API.")
        }
        if isOpenF1, year != nil {
            throw ValidationError(
                "With --source openf1, live follows the session running now, or replays one with --session KEY; leave out YEAR and ROUND.")
        }
        let follows = isOpenF1 && session == nil
        if replay == nil, session == nil, !follows, speed != 1 || fromLap != nil {
            throw ValidationError("--speed and --from-lap go with --replay DIR, --session KEY, or a session followed live (--source openf1).")
        }
        if follows, !LivePlayhead.speeds.contains(where: { $0 >= speed }) || speed < LivePlayhead.speeds[0] {
            throw ValidationError("--speed while following live is how fast a board started back (--from-lap) catches up: from 0.25 to 4.")
        }
        if replay != nil, year != nil { throw ValidationError("--replay plays a recorded session; leave out YEAR and ROUND.") }
        guard speed.isFinite, (0.25...60).contains(speed) else { throw ValidationError("--speed must be from 0.25 to 60.") }
        if delay.text != nil, !isOpenF1 || session != nil {
            throw ValidationError(
                "--delay holds back a session followed live (--source openf1 without --session); a replay plays from where you start it.")
        }
        if let fromLap, fromLap < 1 { throw ValidationError("--from-lap must be at least 1.") }
        if replay != nil || isOpenF1 { return }
        if source.resolvedKind == .api, round == nil {
            throw ValidationError("With --source api, live replays a finished race: give its YEAR and ROUND, e.g. f1report live 2023 9 --source api.")
        }
        if source.resolvedKind != .api, year != nil {
            throw ValidationError("YEAR and ROUND replay a race from the API; add --source api.")
        }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source, servesTiming: true)
        let interval = self.interval.duration
        let laps = self.laps
        let follow: FollowLiveRace
        // The circuit is looked up only for a board drawn on a terminal, the one face that draws the map.
        let drawsMap = map && output.format == .text && environment.terminal.isInteractive
        var layout: TrackLayout?
        var exportSource = environment.exportSource
        var credit = environment.builder.source
        // Closed when following ends, Ctrl-C too, so each file is a JSON list again.
        var recorder: OpenF1SessionRecorder?
        defer { recorder?.finish() }
        if environment.sources.kind == .openf1 {
            let host = source.resolvedOpenF1URL.host ?? "OpenF1"
            if let session {
                let replay = try await openF1Replay(session: session, environment)
                if drawsMap { layout = await LiveSession.layout(of: replay, sources: environment.sources, source: source) }
                follow = FollowLiveRace(repository: environment.shown(replay), clock: PlaybackClock(base: ContinuousClock(), speed: speed))
                exportSource = ExportSource(id: "openf1", name: "OpenF1 (\(host))")
                credit = "OpenF1 timing (\(host)), replayed"
            } else {
                let playback = environment.sources.livePlayback(delay: delay.duration)
                playback?.speed = speed
                if let fromLap { playback?.start(atLap: fromLap) }
                let feed = try await followed(environment, playback: playback)
                recorder = feed.recorder
                follow = FollowLiveRace(repository: environment.shown(feed), clock: ContinuousClock())
                exportSource = ExportSource(id: "openf1", name: "OpenF1 (\(host))")
                credit = "OpenF1 live timing (\(host))"
            }
        } else if let replay {
            let (repository, hasOfficialResult) = try await Self.replaySource(replay, fromLap: fromLap, environment)
            if drawsMap { layout = await LiveSession.layout(of: repository, sources: environment.sources, source: source) }
            follow = FollowLiveRace(repository: environment.shown(repository), clock: PlaybackClock(base: ContinuousClock(), speed: speed))
            exportSource = ExportSource(id: "openf1", name: "OpenF1 (recorded)")
            credit = "OpenF1 timing (recorded)" + (hasOfficialResult ? "; official result: \(environment.builder.source)" : "")
        } else {
            let repository = environment.shown(try await liveSource(environment))
            if drawsMap { layout = await environment.sources.layout(of: repository) }
            follow = FollowLiveRace(repository: repository, clock: ContinuousClock())
        }
        let commands = onEvent.map { EventCommand(command: $0, source: exportSource, terminal: environment.terminal) }
        let events = LiveRaceEventLog()
        let task = Task { @MainActor [exportSource, credit, layout] in
            try await Self.show(environment, source: exportSource, credit: credit, layout: layout) {
                let frames = follow(every: interval, laps: laps)
                guard let commands else { return frames }
                return frames.announcingEvents(to: events) { commands.announce($0) }
            }
        }
        // Ctrl-C cancels the feed; the board already drawn stays on screen.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler { task.cancel() }
        interrupt.resume()
        defer { interrupt.cancel() }
        let ended = await task.result
        // Interrupted, the commands stop with the board; otherwise the last events' commands run to their end.
        if task.isCancelled { commands?.stop() } else { await commands?.finish() }
        try ended.get()
        if task.isCancelled { throw ExitCode(130) }
    }

    /// The demo's race in progress, or with the API a finished race replayed from its lap times.
    private func liveSource(_ environment: AppEnvironment) async throws -> any LiveRaceRepository {
        do {
            return try await environment.sources.liveReplay(season: year?.year, round: round?.selector)
        } catch let refusal as LiveReplayRefusal {
            environment.terminal.complain(refusal.message)
            throw ExitCode.validationFailure
        } catch {
            environment.reportRequests()
            environment.terminal.complain(environment.hint(for: error))
            throw ExitCode.failure
        }
    }

    /// An OpenF1 session fetched for a replay; a lap it lacks, or a failure, is one sentence.
    private func openF1Replay(session: String, _ environment: AppEnvironment) async throws -> TimedSessionReplay {
        let replay: TimedSessionReplay
        do {
            replay = try await environment.sources.fetchedReplay(session: Int(session), recording: recording.options, notice: RecordOptions.notice)
        } catch let refusal as OpenF1RecorderRefusal {
            environment.terminal.complain(refusal.description)
            throw ExitCode.failure
        } catch {
            environment.reportRequests()
            environment.terminal.complain(environment.hint(for: error))
            throw ExitCode.failure
        }
        try Self.start(replay, atLap: fromLap, named: "session", environment)
        return replay
    }

    /// Moves the replay to `lap`'s start; a lap it lacks is one sentence naming the laps it can
    /// start at, from the same starts the jump looks for.
    private static func start(_ replay: TimedSessionReplay, atLap lap: Int?, named what: String, _ environment: AppEnvironment) throws {
        guard let lap, !replay.cursor.jump(toLap: lap) else { return }
        let laps = replay.cursor.lapsWithStarts.isEmpty ? "no lap" : "laps \(replay.cursor.lapsWithStartsText)"
        environment.terminal.complain("The \(what) has no start of lap \(lap); it has the start of \(laps).")
        throw ExitCode.validationFailure
    }

    /// The session running now on OpenF1; none running, or a refusal, is one sentence.
    private func followed(_ environment: AppEnvironment, playback: LiveSessionPlayback?) async throws -> OpenF1LiveFeed {
        do {
            var feed = try await environment.sources.followedSession(playback: playback)
            if let options = recording.options { try feed.record(options, notice: RecordOptions.notice) }
            return feed
        } catch let refusal as OpenF1RecorderRefusal {
            environment.terminal.complain(refusal.description)
            throw ExitCode.failure
        } catch {
            environment.reportRequests()
            environment.terminal.complain(environment.hint(for: error))
            throw ExitCode.failure
        }
    }

    /// A recorded session's replay, with the chosen source's official result for after the flag.
    private static func replaySource(
        _ folder: String, fromLap: Int?, _ environment: AppEnvironment
    ) async throws -> (replay: TimedSessionReplay, hasOfficialResult: Bool) {
        let replay: TimedSessionReplay
        let hasOfficialResult: Bool
        do {
            (replay, hasOfficialResult) = try await environment.sources.recordedReplay(folder: folder)
        } catch {
            environment.terminal.complain("\(error)")
            throw ExitCode.failure
        }
        try start(replay, atLap: fromLap, named: "recording", environment)
        return (replay, hasOfficialResult)
    }

    /// The map's rows on a terminal: at most this many, and none when the board leaves fewer.
    static let mostMapRows = 24
    static let fewestMapRows = 8

    /// Follows the race and writes each board; with `layout` (only for a board drawn on a
    /// terminal), the map of the cars under it in the rows the board leaves.
    @MainActor
    static func show(
        _ environment: AppEnvironment, source: ExportSource? = nil, credit: String? = nil, layout: TrackLayout? = nil,
        follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    ) async throws {
        var builder = environment.builder
        builder.source = credit ?? builder.source
        let screen = LiveRaceScreen(layout: layout, follow: follow)
        let redrawsInPlace = environment.terminal.isInteractive && environment.output.format == .text
        var linesDrawn = 0
        var updates = 0
        var leftOut = LeftOutNote()
        // Only a report that cannot be encoded fails here; the feed stops being drawn and the run fails.
        var failure: (any Error)?
        await screen.run { content in
            guard failure == nil else { return }
            // Said before the first board, or at the end where a board is redrawn in place.
            leftOut.note(content.race.leftOut, sayNow: !redrawsInPlace || updates == 0, environment.terminal)
            let text: String
            do {
                let update = LiveRaceExport(race: content.race, source: source ?? environment.exportSource)
                let (board, style) = boardWithMap(content, builder: builder, environment)
                text = try environment.writtenUpdate(update, board: board, style: style, isFirst: updates == 0)
            } catch {
                failure = error
                return
            }
            // Boards for people are redrawn or set apart; JSON Lines and CSV records just follow each other.
            if environment.output.format.drawn != nil, updates > 0 {
                // A board redrawn in place: up to its first line, then clear to the end of the screen.
                environment.terminal.write(redrawsInPlace ? "\u{1B}[\(linesDrawn)A\u{1B}[J" : "\n")
            }
            environment.terminal.write(text)
            linesDrawn = text.filter { $0 == "\n" }.count
            updates += 1
        }
        environment.reportRequests()
        leftOut.sayPending(environment.terminal)
        if let failure { throw failure }
        if case .error(let failure) = screen.state, !Task.isCancelled {
            environment.terminal.complain(environment.hint(for: failure))
            throw ExitCode.failure
        }
    }

    /// The board, and under it the map where the content has the circuit and the terminal the
    /// rows: a board redrawn in place must fit the screen, so the map takes what the board leaves.
    @MainActor
    private static func boardWithMap(
        _ content: LiveRaceScreen.Content, builder: ReportBuilder, _ environment: AppEnvironment
    ) -> (ReportDocument, ReportStyle) {
        let board = builder.live(content.board)
        var style = environment.style
        guard content.layout != nil else { return (board, style) }
        let boardRows = board.rendered(as: .text, style: style).filter { $0 == "\n" }.count
        let mapRows = min(environment.terminal.height - boardRows - 1, mostMapRows)
        guard mapRows >= fewestMapRows else { return (board, style) }
        style.chartHeight = mapRows
        return (builder.live(content), style)
    }
}
