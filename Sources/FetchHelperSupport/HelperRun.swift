import F1Data
import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a fetch helper, read to its end or stopped at its deadline.
///
/// The output is read with `poll`, not `readDataToEndOfFile`: a helper that never exits, or one
/// whose children keep its output open, must not keep f1report waiting past the deadline.
struct HelperRun: @unchecked Sendable {  // Pipe is not Sendable; only the helper's own thread reads it.
    enum Ending {
        case finished(Data)
        case pastDeadline
        case tooLarge
    }

    let process: Process
    let output: Pipe
    let deadline: Duration
    /// The most read from the helper.
    let limit: Int

    /// Starts the helper and waits on a thread of its own: reading and waiting both block, and
    /// Dispatch's global queues run only about as many blocked threads as there are cores.
    func start() async throws -> Ending {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                if let reason = launch() {
                    continuation.resume(throwing: TransportFailure.connectionFailed("its helper f1report-fetch did not start (\(reason))"))
                    return
                }
                let ending = readUntilDeadline()
                if case .finished = ending {} else { stop() }
                process.waitUntilExit()
                // Closed here, not left to the pipe's deinit: a Process that outlives its run (the
                // tests' runner's did) would keep it open, and a program that asks many times
                // would pile up descriptors (docs/ARCHITECTURE.md, "Starting other programs").
                try? output.fileHandleForReading.close()
                continuation.resume(returning: ending)
            }
        }
    }

    /// Starts the helper; nil, or why it could not be started. "Text file busy" is retried for up
    /// to three seconds: it means a process forked elsewhere in this program still holds a
    /// descriptor that wrote the helper (a helper just installed, or a test's fake one), and it
    /// passes. The window is a deadline, not a count of tries, so a loaded machine that runs the
    /// closing process late still gets it (a one-second count ran out on CI).
    private func launch() -> String? {
        let giveUp = ContinuousClock.now + .seconds(3)
        while true {
            do {
                try process.run()
                return nil
            } catch {
                let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                let code = underlying?.domain == NSPOSIXErrorDomain ? Int32(truncatingIfNeeded: underlying?.code ?? 0) : 0
                if code == ETXTBSY, ContinuousClock.now < giveUp {
                    usleep(25_000)
                    continue
                }
                return code != 0 ? String(cString: strerror(code)).lowercased() : "it could not be run"
            }
        }
    }

    private func readUntilDeadline() -> Ending {
        let descriptor = output.fileHandleForReading.fileDescriptor
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
            guard ready > 0 else { return .finished(data) }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .finished(data) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .tooLarge }
        }
    }

    /// SIGTERM, then SIGKILL if the helper is still there after the grace period.
    private func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let end = ContinuousClock.now + ProcessHTTPClient.grace
        while process.isRunning && ContinuousClock.now < end { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
