import ArgumentParser
import Dispatch
import F1CommandLine
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
            """)

    @Argument(help: "With --source api: the season of the race to replay.")
    var year: SeasonArgument?

    @Argument(help: "With --source api: the round to replay, or 'last'.")
    var round: RoundArgument?

    @OptionGroup var interval: LiveIntervalOption

    @Option(help: "Stop after this many laps.")
    var laps: Int?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let laps, laps < 1 { throw ValidationError("--laps must be at least 1.") }
        if source.resolvedKind == .api, round == nil {
            throw ValidationError("With --source api, live replays a finished race: give its YEAR and ROUND, e.g. f1report live 2023 9 --source api.")
        }
        if source.resolvedKind != .api, year != nil {
            throw ValidationError("YEAR and ROUND replay a race from the API; add --source api.")
        }
    }

    func run() async throws {
        let environment = try AppEnvironment(output: output, source: source)
        let interval = self.interval.duration
        let laps = self.laps
        let follow = FollowLiveRace(repository: try await liveSource(environment), clock: ContinuousClock())
        let task = Task { @MainActor in
            try await Self.show(environment, follow: { follow(every: interval, laps: laps) })
        }
        // Ctrl-C cancels the feed; the board already drawn stays on screen.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler { task.cancel() }
        interrupt.resume()
        defer { interrupt.cancel() }
        try await task.value
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

    @MainActor
    static func show(
        _ environment: AppEnvironment, follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    ) async throws {
        let screen = LiveRaceScreen(follow: follow)
        let redrawsInPlace = environment.terminal.isInteractive && environment.output.format == .text
        var linesDrawn = 0
        var updates = 0
        // Only a report that cannot be encoded fails here; the feed stops being drawn and the run fails.
        var failure: (any Error)?
        await screen.run { content in
            guard failure == nil else { return }
            let text: String
            do {
                let update = LiveRaceExport(race: content.race, source: environment.exportSource)
                text = try environment.writtenUpdate(update, board: environment.builder.live(content.board), isFirst: updates == 0)
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
        if let failure { throw failure }
        if case .error(let failure) = screen.state, !Task.isCancelled {
            environment.terminal.complain(environment.hint(for: failure))
            throw ExitCode.failure
        }
    }
}
