import F1CommandLine
import F1Export
import F1UseCases
import Foundation
import Synchronization

/// `--on-event CMD`: the person's command, run by `/bin/sh -c CMD` once for each event of the
/// session, one at a time and in order, beside the live board, which never waits for it.
///
/// The command line is the person's own and nothing from the feed is ever put in it: the event
/// reaches the command only as one JSON object on its standard input (`LiveRaceEventExport`) and
/// as `F1_EVENT`, whose value is one of the event kinds' fixed names. Its standard output and
/// error go to f1report's standard error, so the board's data on standard output stays whole.
/// A command that fails, cannot start or runs past `deadline` (then it is stopped) is one line on
/// standard error, and the feed goes on.
final class EventCommand: Sendable {
    let command: String
    let source: ExportSource
    let terminal: Terminal
    private let queue: AsyncStream<LiveRaceEvent>.Continuation
    private let runner: Task<Void, Never>

    /// Events waiting while a command runs; past this many, an event is dropped with a line.
    static let mostWaiting = 16
    /// How long one command may run before it is stopped (SIGTERM to its process group, then SIGKILL 2 s later).
    static let deadline = Duration.seconds(30)

    init(command: String, source: ExportSource, terminal: Terminal) {
        self.command = command
        self.source = source
        self.terminal = terminal
        let (events, queue) = AsyncStream.makeStream(of: LiveRaceEvent.self, bufferingPolicy: .bufferingOldest(Self.mostWaiting))
        self.queue = queue
        runner = Task { [command, source, terminal] in
            for await event in events {
                guard !Task.isCancelled else { return }
                await Self.run(command, for: event, source: source, terminal: terminal)
            }
        }
    }

    /// Queues `events` for the command, in order; returns at once.
    func announce(_ events: [LiveRaceEvent]) {
        for event in events {
            if case .dropped = queue.yield(event) {
                terminal.complain(
                    "The --on-event command is still busy with \(Self.mostWaiting) events waiting; the \(event.kind.rawValue) event was not given to it."
                )
            }
        }
    }

    /// Lets the commands of the events already queued run, then returns.
    func finish() async {
        queue.finish()
        await runner.value
    }

    /// Stops at once: the command running is stopped with the task, the queued ones never run.
    func stop() {
        queue.finish()
        runner.cancel()
    }

    /// Runs the command for one event and waits for it, up to the deadline.
    private static func run(_ command: String, for event: LiveRaceEvent, source: ExportSource, terminal: Terminal) async {
        let json: Data
        do {
            json = Data(try ExportWriter.jsonLine(LiveRaceEventExport(event: event, source: source)).utf8)
        } catch {
            terminal.complain("The \(event.kind.rawValue) event could not be written as JSON for the --on-event command: \(error).")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment["F1_EVENT"] = event.kind.rawValue
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        let (ended, endings) = AsyncStream.makeStream(of: Ending.self)
        let exit = Exit()
        process.terminationHandler = { process in
            exit.happened.store(true, ordering: .releasing)
            endings.yield(process.terminationReason == .uncaughtSignal ? .signal(process.terminationStatus) : .status(process.terminationStatus))
            endings.finish()
        }
        do {
            try process.run()
        } catch {
            terminal.complain(
                "The --on-event command could not be started for the \(event.kind.rawValue) event (/bin/sh: \(error.localizedDescription)).")
            return
        }
        try? input.fileHandleForReading.close()
        // Written on a thread of its own, so a command that never reads a long event cannot hold
        // the wait below past its deadline: once the command is stopped, the write ends in EPIPE.
        let descriptor = fcntl(input.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        try? input.fileHandleForWriting.close()
        if descriptor >= 0 {
            Thread.detachNewThread {
                Self.feed(json, toPipe: descriptor)
                close(descriptor)
            }
        }
        let ending = await Self.ending(of: process.processIdentifier, ended, exit: exit)
        // Stopped with the run (Ctrl-C): the person knows.
        if Task.isCancelled { return }
        if let problem = ending.problem { terminal.complain("The --on-event command \(problem) for the \(event.kind.rawValue) event.") }
    }

    /// Writes `data` to a pipe whose reader may have gone (a command that never reads its input):
    /// SIGPIPE, which would end f1report, is blocked on this thread for the write, and the one the
    /// write raised is taken back before it is unblocked; the command just gets no more input.
    /// Blocks until the command has read it all or gone.
    private static func feed(_ data: Data, toPipe descriptor: Int32) {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count, let start = buffer.baseAddress {
                let count = write(descriptor, start + written, buffer.count - written)
                if count < 0, errno != EINTR { return errno }
                written += max(count, 0)
            }
            return nil
        }
        if failure == EPIPE {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&brokenPipe, nil, &now)
        }
    }

    /// How the command with `pid` ended: by itself, or stopped at the deadline or with the task.
    private static func ending(of pid: Int32, _ ended: AsyncStream<Ending>, exit: Exit) async -> Ending {
        await withTaskGroup(of: Ending?.self) { group in
            group.addTask {
                for await ending in ended { return ending }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return .overran
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            guard first == nil || first == .overran else { return first ?? .overran }
            // Past the deadline (or the run cancelled): asked to stop, then made to.
            // Process starts the shell as the leader of a process group of its own: the whole
            // command (the shell and what it started) is signalled, and only while the shell has not
            // ended, so never another process's group.
            if !exit.happened.load(ordering: .acquiring) { send(SIGTERM, toCommand: pid) }
            try? await Task.sleep(for: .seconds(2))
            if !exit.happened.load(ordering: .acquiring) { send(SIGKILL, toCommand: pid) }
            return .overran
        }
    }

    /// Sends `signal` to the command's process group, or to its shell alone where it has none.
    private static func send(_ signal: Int32, toCommand pid: Int32) {
        if kill(-pid, signal) != 0 { kill(pid, signal) }
    }

    /// Set when the command has ended (and may be reaped, its pid free for another process).
    final class Exit: Sendable {
        let happened = Atomic(false)
    }

    enum Ending: Equatable, Sendable {
        case status(Int32)
        case signal(Int32)
        case overran

        /// What went wrong, as a clause; nil for a command that succeeded.
        var problem: String? {
            switch self {
            case .status(0): nil
            case .status(127): "was not found by the shell (exit status 127)"
            case .status(126): "could not be run by the shell (exit status 126)"
            case .status(let status): "exited with status \(status)"
            case .signal(let signal): "was ended by signal \(signal)"
            case .overran: "ran for more than \(EventCommand.deadline.components.seconds) seconds and was stopped"
            }
        }
    }
}
