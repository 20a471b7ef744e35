import ArgumentParser
import Dispatch
import F1Domain
import F1Report
import F1UI
import F1UseCases
import Foundation

/// `f1report live`: a race in progress, updated lap by lap.
struct Live: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Follow a race in progress: lap counter, leader, positions and gaps.",
        discussion: "On a terminal the board is redrawn in place; otherwise one block is printed per update. Ctrl-C stops.")

    @Option(help: "Seconds between updates.")
    var interval: Double = 3

    @Option(help: "Stop after this many laps.")
    var laps: Int?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        guard interval > 0, interval <= 3600 else { throw ValidationError("--interval must be more than 0 and at most 3600 seconds.") }
        if let laps, laps < 1 { throw ValidationError("--laps must be at least 1.") }
    }

    func run() async throws {
        let environment = try AppEnvironment(output: output, source: source)
        let interval = Duration.milliseconds(Int((self.interval * 1000).rounded()))
        let laps = self.laps
        let follow = FollowLiveRace(repository: environment.live, clock: ContinuousClock())
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

    @MainActor
    static func show(
        _ environment: AppEnvironment, follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    ) async throws {
        let screen = LiveRaceScreen(follow: follow)
        let redrawsInPlace = environment.terminal.isInteractive && environment.output.format == .text
        var linesDrawn = 0
        await screen.run { board in
            let text = environment.builder.live(board).rendered(as: environment.output.format, style: environment.style)
            if redrawsInPlace, linesDrawn > 0 {
                // Up to the board's first line, then clear to the end of the screen.
                environment.terminal.write("\u{1B}[\(linesDrawn)A\u{1B}[J")
            } else if linesDrawn > 0 {
                environment.terminal.write("\n")
            }
            environment.terminal.write(text)
            linesDrawn = text.filter { $0 == "\n" }.count
        }
        if case .error(let message) = screen.state, !Task.isCancelled {
            environment.terminal.complain(message)
            throw ExitCode.failure
        }
    }
}
