import F1Data
import F1UseCases
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running `f1report-fetch --serve`: its standard input is one end of a socket pair (writes
/// to a helper that has gone fail with EPIPE instead of raising SIGPIPE), its output a pipe read
/// with `poll` against a deadline.
final class KeptHelper: @unchecked Sendable {  // `pending` and the descriptors are used by one exchange at a time (HelperLine).
    enum Reply {
        case frame(Data)
        case pastDeadline
        /// The helper sent more than it may: it ignored the answer limit it was given.
        case pastLimit
        case stopped(String)
    }

    private let child: ChildProcess
    private let input: Int32
    private let output: Int32
    /// The most read for one frame.
    private let limit: Int
    /// Bytes read past the last frame.
    private var pending = Data()
    private let ended = Mutex(false)

    private init(child: ChildProcess, input: Int32, output: Int32, limit: Int) {
        self.child = child
        self.limit = limit
        self.input = input
        self.output = output
    }

    static func start(_ fetcher: URL, answerLimit: Int) throws -> KeptHelper {
        var pair: [Int32] = [0, 0]
        #if canImport(Glibc)
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair)
        #else
        let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &pair)
        #endif
        guard made == 0 else {
            throw TransportFailure.connectionFailed("its helper could not be given a socket (\(String(cString: strerror(errno))))")
        }
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let output: (read: Int32, write: Int32)
        let child: ChildProcess
        do {
            output = try ChildProcess.pipe()
            defer { close(output.write) }
            child = try ChildProcess.spawn(
                fetcher.path, arguments: [FetchWire.serveFlag], environment: FetchWire.environment(answerLimit: answerLimit), input: pair[1],
                output: output.write)
        } catch {
            close(pair[0])
            close(pair[1])
            throw TransportFailure.connectionFailed("its helper f1report-fetch did not start (\(error.reason))")
        }
        // The helper's end is its own now: with this process's copy closed, a helper that has gone
        // leaves no reader, and writing to it is EPIPE at once.
        close(pair[1])
        // Reaped whenever it ends, whoever ends it: a kept helper is not waited for otherwise.
        Thread.detachNewThread { child.waitUntilExit() }
        return KeptHelper(child: child, input: pair[0], output: output.read, limit: ProcessHTTPClient.outputLimit(answerLimit: answerLimit))
    }

    var isRunning: Bool { child.isRunning }

    var processIdentifier: Int32 { child.processIdentifier }

    /// Sends one request line and reads its frame, on a thread of its own: the reads block.
    func exchange(_ request: Data, deadline: Duration) async -> Reply {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in continuation.resume(returning: exchangeNow(request, deadline: deadline)) }
        }
    }

    private func exchangeNow(_ request: Data, deadline: Duration) -> Reply {
        let end = ContinuousClock.now + deadline
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < request.count {
            // trap-ok: a request line is never empty
            let count = request.withUnsafeBytes { send(input, $0.baseAddress! + sent, $0.count - sent, flags) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .stopped("stopped before taking the request") }
            sent += count
        }
        let descriptor = output
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            do {
                if let (frame, used) = try FetchWire.firstFrame(in: pending) {
                    pending = Data(pending.dropFirst(used))
                    return .frame(frame)
                }
            } catch {
                return .stopped("answered in a form f1report cannot read: \(error.reason)")
            }
            if pending.count > limit { return .pastLimit }
            let remaining = ContinuousClock.now.duration(to: end)
            guard remaining > .zero else { return .pastDeadline }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(min(remaining.seconds * 1000 + 1, 60_000)))  // trap-ok: clamped to a minute
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            guard ready > 0 else { return .stopped("could not be read") }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .stopped("stopped") }
            pending.append(contentsOf: buffer[0..<count])
        }
    }

    /// Closes its input, which ends a helper waiting for a request; one still working is terminated.
    /// Once only: the descriptor's number may be another file's after it is closed.
    func end() {
        let first = ended.withLock { wasEnded in
            defer { wasEnded = true }
            return !wasEnded
        }
        guard first else { return }
        close(input)
        close(output)
        child.send(SIGTERM)
    }

    /// For a request given up on while the exchange's thread still reads: the helper is stopped,
    /// so the read ends, and `end()` closes the rest afterwards.
    func terminate() {
        child.send(SIGTERM)
    }

    deinit {
        end()
    }
}
