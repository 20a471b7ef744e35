import ArgumentParser
import F1CommandLine
import F1Data
import F1DataNIO
import F1Domain
import F1UI
import F1UseCases
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
            Pages: / (the latest season), /seasons, /YEAR (with /YEAR/calendar.ics, every session for a calendar program), /YEAR/ROUND, /YEAR/standings/drivers, \
            /YEAR/championship, /YEAR/progression, /YEAR/title, /YEAR/rules, /YEAR/drivers/ID, /champions. \
            The same addresses under /api/v1 answer the JSON `f1report --format json` prints.

            Examples:
              f1web                                   the demo season on http://127.0.0.1:8080
              f1web --f1db ../f1db --port 9000
              f1web --source api --host 0.0.0.0       reachable from other machines: mind who can reach it
              f1web --publish http://127.0.0.1:8081/pub   behind nginx with nchan: the one follower of the live race
              f1web --live-from /live/channel --port 8091  behind nginx: a page server (docs/deploy.md)
            """,
        version: ProgramVersion.line(of: programName))

    /// Failures and the request log on standard error start with the program's name.
    static func main() async {
        CommandLineOutput.install(programName: programName)
        await CommandMain.run(Self.self)
    }

    @Option(help: "The address to listen on; 0.0.0.0 reaches every network the machine is on, [::1] is IPv6's loopback.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one, printed at start.")
    var port = 8080

    @Option(help: ArgumentHelp("On /live, replay a recorded OpenF1 session: the folder of its answers.", valueName: "dir"))
    var replay: String?

    @Option(
        help: ArgumentHelp(
            "On /live, an OpenF1 session from its API: a session_key or 'latest' to replay one that has ended, 'live' to follow the one running now.",
            valueName: "session"))
    var openf1: String?

    @Option(help: "With --replay or --openf1: how many times real time it plays at, from 0.25 to 60.")
    var speed: Double = 1

    @OptionGroup var delay: LiveDelayOption

    @OptionGroup var recording: RecordOptions

    @Option(
        help: ArgumentHelp(
            "The most connections open at once; past it the longest idle is closed, and while all are busy new ones wait. Fewer when the descriptor limit is lower.",
            valueName: "count"))
    var maxConnections = 4096

    @Option(
        help: ArgumentHelp(
            "Memory for rendered pages and answers kept for the next request, in MiB; 0 keeps none (to measure rendering).",
            valueName: "MiB"))
    var answerCache = AnswerCache<WebServer.AnswerKey>.Limits.standard.budget >> 20

    @Option(
        help: ArgumentHelp(
            "Serve no viewers: follow the live race once and post each update to this nchan publisher URL (docs/deploy.md).",
            valueName: "url"))
    var publish: String?

    @Option(
        name: .customLong("live-from"),
        help: ArgumentHelp(
            "Follow no live race: /live subscribes the browser to this channel (a path or an http(s) URL) where f1web --publish's updates arrive.",
            valueName: "url"))
    var liveFrom: String?

    @Option(
        name: .customLong("mirror-from"),
        help: ArgumentHelp(
            "With --live-from: keep a copy of the channel from this URL (as this server reaches it), so /live draws the board without JavaScript, every page shows the live summary line and /live?delay= works.",
            valueName: "url"))
    var mirrorFrom: String?

    @OptionGroup var interval: LiveIntervalOption
    @OptionGroup var timeZone: TimeZoneOption
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
        if ListenAddress(host).host.isEmpty { throw ValidationError("--host needs an address, such as 127.0.0.1.") }
        if maxConnections < 1 { throw ValidationError("--max-connections must be 1 or more.") }
        if !(0...65_536).contains(answerCache) { throw ValidationError("--answer-cache must be from 0 to 65536 MiB.") }
        if replay != nil, openf1 != nil { throw ValidationError("--replay and --openf1 both choose /live's session; give one.") }
        if let openf1, let problem = LiveSession.checkOpenF1(openf1) { throw ValidationError(problem) }
        guard speed.isFinite, (0.25...60).contains(speed) else { throw ValidationError("--speed must be from 0.25 to 60.") }
        if let problem = LiveSession.checkDelay(delay, openf1: openf1) { throw ValidationError(problem) }
        if replay == nil, openf1 == nil || openf1 == "live", speed != 1 {
            throw ValidationError("--speed goes with a replay: --replay DIR, or --openf1 with a session_key or 'latest'.")
        }
        if recording.record != nil, openf1 == nil { throw ValidationError(RecordOptions.notOpenF1("--openf1 KEY|latest|live")) }
        try validateRoles()
    }

    func run() async throws {
        let sources = try DataSource.open(source, program: Self.programName)
        if let url = publish.flatMap(LiveChannelAddress.publisher) { return try await publish(to: url, sources: sources) }
        // A page server follows no race: the publisher does, once for every page server. With
        // --mirror-from it keeps a copy of the publisher's updates instead.
        let live = liveFrom == nil ? try await liveFollower(sources) : nil
        let mirrored = mirrorFrom.flatMap(LiveChannelAddress.mirror).map { (url: $0, feed: LiveFeed()) }
        // The live race's session, so a spoiler-free page can tell whether it is past its moment
        // (a recording or a feed names none, and is withheld from any page whose moment has passed).
        let liveSession = replay == nil && openf1 == nil ? try? await sources.seasonLiveRace(season: sources.latestSeason).session : nil
        var site = WebSite(
            sources: try sources.reportSource(telemetry: nil, options: source), format: F1UI.Format(timeZone: timeZone.resolvedTimeZone ?? .current),
            timeZoneName: timeZone.timeZoneName, live: live?.feed ?? mirrored?.feed, liveSession: liveSession ?? nil,
            spoilerFree: try source.spoilers.moment(),
            // Without a cache folder the calendars are published unrecorded (docs/calendar.md).
            ledger: try? source.cache.location.map { PublicationLedgerFile(directory: $0.directory) }.get())
        site.liveFrom = liveFrom.map { LiveChannel(url: $0, origin: LiveChannelAddress.origin(ofSubscription: $0)) }
        let following = Task { @MainActor in await live?.run() }
        defer { following.cancel() }
        // The request log, one line a request on standard error, whatever --verbose says of the libraries.
        let logger = Logger(label: Self.programName) { _ in
            var handler = VerboseLogHandler()
            handler.logLevel = .info
            return handler
        }
        let address = ListenAddress(host)
        // A shell's soft limit of 1,024 descriptors would cap a server far below what it can hold.
        let connections = ConnectionLimit(
            maximum: DescriptorLimit.connections(wanted: maxConnections, descriptors: DescriptorLimit.raiseToHard()))
        let ends = ConnectionEnds()
        let app = Application(
            router: WebServer.router(site: site, logger: logger, cache: AnswerCache(limits: .init(megabytes: answerCache)), connections: ends),
            server: .guardedHTTP1(idleTimeout: .seconds(60), limit: connections, ends: ends, maximumBody: WebServer.maximumBody),
            configuration: .init(
                address: .hostname(address.host, port: port), serverName: Self.programName, backlog: WebServer.listenBacklog,
                availableConnectionsDelegate: connections.delegate),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                Terminal().write("f1web: serving \(sources.races.info.name) on \(address.url(port: bound)) (Ctrl-C stops)\n")
            },
            logger: logger)
        guard let mirrored else { return try await serve([app], at: address.url(port: port), logger: logger) }
        // The copy's stream has no end; each next byte is awaited longer than nchan's 20 s pings.
        try await NIOHTTPClient.run(timeout: .seconds(5), idleTimeout: .seconds(45)) { client in
            let mirror = Self.channelMirror(mirrored.url, into: mirrored.feed, client: client)
            try await serve([app, MirrorService(mirror: mirror)], at: address.url(port: port), logger: logger)
        }
    }

    /// Runs `services`, the server first, until SIGTERM, SIGINT or SIGHUP (a closed terminal or a
    /// service manager's reload, drained as SIGTERM is).
    private func serve(_ services: [any Service], at address: String, logger: Logger) async throws {
        var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint, .sighup], logger: logger)
        // A request still loading at shutdown gets ten seconds to finish.
        group.maximumGracefulShutdownDuration = .seconds(10)
        do {
            try await ServiceGroup(configuration: group).run()
        } catch {
            Terminal().complain("f1web could not serve on \(address): \(error)")
            throw ExitCode.failure
        }
    }

    /// The server's one live race: a recorded session with --replay, an OpenF1 session with
    /// --openf1 (replayed, or followed live), the demo's race in progress, or with the API the
    /// latest season's last race replayed from its lap times; none from f1db, which has no lap
    /// times. A replay starts over when it ends; a session followed live ends with its last board.
    /// After `newest`, the stamp a restarted publisher read from its channel, a replay or the demo
    /// starts where that left it, moved on by the time since (`NchanStamp.race(at:pace:)`).
    func liveFollower(_ sources: DataSource, after newest: NchanStamp? = nil) async throws -> LiveFollower? {
        let builder = ReportBuilder(source: sources.races.info.name, timeZoneName: timeZone.timeZoneName)
        let every = interval.duration
        let live = try await LiveSession.open(
            replayFolder: replay, openf1: openf1, delay: delay.duration, source: source, sources: sources, program: Self.programName,
            recording: recording.options)
        if let following = live.following {
            var credited = builder
            credited.source = "OpenF1 live timing"
            return LiveFollower(feed: LiveFeed(), builder: credited, repeats: false) { Self.updates(every: every, of: following) }
        }
        if let recorded = live.replay {
            var credited = builder
            credited.source = replay == nil ? "OpenF1 timing, replayed" : "OpenF1 timing (recorded)"
            let clock = PlaybackClock(base: ContinuousClock(), speed: speed)
            let resume = ResumePoint(after: newest, pace: speed)
            let cursor = recorded.cursor
            let instant: @Sendable (LiveRaceData) -> Int64? = { _ in Int64(cursor.moment.millisecondsSince1970) }
            return LiveFollower(feed: LiveFeed(), builder: credited, repeats: true, layout: live.layout, instant: instant) {
                // Each run of the recording starts at lap 1 (the first at the recording's start),
                // but a restarted publisher's first run goes on where the last one stood.
                if let moment = resume.take() {
                    cursor.seek(to: Moment(millisecondsSince1970: Int(clamping: moment)))
                } else {
                    _ = cursor.jump(toLap: 1)
                }
                return FollowLiveRace(repository: recorded, clock: clock)(every: every)
            }
        }
        if case .f1db = sources { return nil }
        let season = sources.latestSeason
        guard case .demo = sources else {
            return LiveFollower(feed: LiveFeed(), builder: builder, repeats: true, layout: live.layout) {
                Self.updates(every: every) { try await sources.seasonLiveRace(season: season) }
            }
        }
        // The demo's race is the same every run, so its lap is where it stands.
        let resume = ResumePoint(after: newest, pace: NchanStamp.demoPace(interval: every))
        let instant: @Sendable (LiveRaceData) -> Int64? = { Int64($0.currentLap) }
        return LiveFollower(feed: LiveFeed(), builder: builder, repeats: true, layout: live.layout, instant: instant) {
            let lap = resume.take()
            return Self.updates(every: every) {
                guard let lap, var demo = try await sources.seasonLiveRace(season: season) as? DemoLiveRace else {
                    return try await sources.seasonLiveRace(season: season)
                }
                demo.fromLap = Int(clamping: lap)
                return demo
            }
        }
    }

    /// The race's updates on the wall clock, from a repository that has to be found first (its
    /// failure ends the stream, and the board says why).
    private static func updates(
        every interval: Duration, of repository: @escaping @Sendable () async throws -> any LiveRaceRepository
    ) -> AsyncThrowingStream<LiveRaceData, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await snapshot in FollowLiveRace(repository: try await repository(), clock: ContinuousClock())(every: interval) {
                        continuation.yield(snapshot)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension F1WebCommand {
    /// `--publish` and `--live-from` split the server in two roles (docs/deploy.md): the publisher
    /// follows the race, a page server follows none, so the live source's flags go with the former.
    func validateRoles() throws {
        if publish != nil, liveFrom != nil {
            throw ValidationError("--publish and --live-from are the two roles of a deployment; one process takes one.")
        }
        if let publish, let problem = LiveChannelAddress.problem(publisher: publish) { throw ValidationError(problem) }
        if let liveFrom, let problem = LiveChannelAddress.problem(subscription: liveFrom) { throw ValidationError(problem) }
        if let mirrorFrom {
            guard liveFrom != nil else {
                throw ValidationError("--mirror-from goes with --live-from: it keeps a page server's copy of that channel.")
            }
            if let problem = LiveChannelAddress.problem(mirror: mirrorFrom) { throw ValidationError(problem) }
        }
        if liveFrom != nil, replay != nil || openf1 != nil || delay.text != nil || recording.record != nil {
            throw ValidationError(
                "--live-from follows no race itself: --replay, --openf1, --delay and --record go to the publisher (f1web --publish).")
        }
    }
}
