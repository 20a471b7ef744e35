import F1Data
import F1UseCases
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a fetch helper, read to its end or stopped at its deadline.
///
/// The output is read with `poll`, not to its end: a helper that never exits, or one whose
/// children keep its output open, must not keep f1report waiting past the deadline.
final class HelperRun: Sendable {
    enum Ending {
        case finished(Data, ChildProcess.Termination)
        case pastDeadline
        case tooLarge
    }

    let fetcher: URL
    let arguments: [String]
    let environment: [String: String]
    let deadline: Duration
    /// The most read from the helper.
    let limit: Int
    /// The helper once started; `stopped` once it was asked to stop, so one not started yet never starts.
    private let state = Mutex<(child: ChildProcess?, stopped: Bool)>((nil, false))

    init(fetcher: URL, arguments: [String], environment: [String: String], deadline: Duration, limit: Int) {
        self.fetcher = fetcher
        self.arguments = arguments
        self.environment = environment
        self.deadline = deadline
        self.limit = limit
    }

    /// Starts the helper and waits on a thread of its own: reading and waiting both block, and
    /// Dispatch's global queues run only about as many blocked threads as there are cores.
    func start() async throws -> Ending {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { [self] in continuation.resume(with: Result { try run() }) }
        }
    }

    /// Asks a started helper to stop (SIGTERM); one not started yet is never started.
    func terminate() {
        state.withLock { state in
            state.stopped = true
            state.child?.send(SIGTERM)
        }
    }

    private func run() throws -> Ending {
        let pipe: (read: Int32, write: Int32)
        do {
            pipe = try ChildProcess.pipe()
        } catch {
            throw TransportFailure.connectionFailed("its helper f1report-fetch did not start (\(error.reason))")
        }
        // Closed here as soon as read: a program that asks many times must not pile up descriptors
        // (docs/ARCHITECTURE.md, "Starting other programs").
        defer { close(pipe.read) }
        let child: ChildProcess
        do {
            defer { close(pipe.write) }
            child = try launch(output: pipe.write)
        }
        let ending = readUntilDeadline(pipe.read)
        if case .finished = ending {} else { stop(child) }
        // Every child is reaped before the run returns: none is left a zombie.
        let termination = child.waitUntilExit()
        if case .finished(let data, _) = ending { return .finished(data, termination) }
        return ending
    }

    /// Starts the helper. "Text file busy" is retried for up to three seconds: it means a process
    /// forked elsewhere in this program still holds a descriptor that wrote the helper (a helper
    /// just installed, or a test's fake one), and it passes. The window is a deadline, not a count
    /// of tries, so a loaded machine that runs the closing process late still gets it (a one-second
    /// count ran out on CI).
    private func launch(output: Int32) throws -> ChildProcess {
        let giveUp = ContinuousClock.now + .seconds(3)
        while true {
            do {
                // Under the lock, so a `terminate()` either comes first and nothing starts, or finds the child.
                return try state.withLock { state throws in
                    guard !state.stopped else { throw CancellationError() }
                    let child = try ChildProcess.spawn(fetcher.path, arguments: arguments, environment: environment, output: output)
                    state.child = child
                    return child
                }
            } catch let failure as ChildProcess.Failure {
                if failure.code == ETXTBSY, ContinuousClock.now < giveUp {
                    usleep(25_000)
                    continue
                }
                throw TransportFailure.connectionFailed("its helper f1report-fetch did not start (\(failure.reason))")
            }
        }
    }

    /// What the helper wrote, to its end or its deadline; a finished run's termination is filled
    /// in once the helper is reaped.
    private func readUntilDeadline(_ descriptor: Int32) -> Ending {
        let end = ContinuousClock.now + deadline
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let remaining = ContinuousClock.now.duration(to: end)
            guard remaining > .zero else { return .pastDeadline }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(remaining.seconds * 1000 + 1, 60_000))  // trap-ok: clamped to a minute
            let ready = poll(&request, 1, milliseconds)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            guard ready > 0 else { return .finished(data, .unknown) }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .finished(data, .unknown) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .tooLarge }
        }
    }

    /// SIGTERM, then SIGKILL if the helper is still there after the grace period.
    private func stop(_ child: ChildProcess) {
        guard child.isRunning else { return }
        child.send(SIGTERM)
        let end = ContinuousClock.now + ProcessHTTPClient.grace
        while child.isRunning && ContinuousClock.now < end { usleep(10_000) }
        child.send(SIGKILL)
    }
}
