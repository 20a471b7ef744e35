import F1Data
import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends each GET through one `f1report-fetch --serve` kept for the whole run: for following a
/// session live, a request every few seconds for hours. A helper per request (`ProcessHTTPClient`)
/// pays the process start and its client's setup every time, and opens a new connection; this one
/// pays them once and keeps the connection (`f1-bench requests` measures both). f1report itself
/// still links no network library.
///
/// Requests go one at a time. A helper past the deadline, or one that stopped, is ended and the
/// attempt fails; the next request starts a new one.
package final class KeptHelperHTTPClient: HTTPClient, Sendable {
    package let fetcher: URL
    package let deadline: Duration
    /// The most of one answer the helper reads (decompressed), which it enforces as the answer arrives.
    package let answerLimit: Int
    private let line = HelperLine()

    package init(
        fetcher: URL, deadline: Duration = ProcessHTTPClient.standardDeadline, answerLimit: Int = HTTPResponse.standardBodyLimit
    ) {
        self.fetcher = fetcher
        self.deadline = deadline
        self.answerLimit = max(answerLimit, 1)
    }

    package static func besideThisExecutable(
        deadline: Duration = ProcessHTTPClient.standardDeadline, answerLimit: Int = HTTPResponse.standardBodyLimit
    ) -> KeptHelperHTTPClient {
        KeptHelperHTTPClient(fetcher: ProcessHTTPClient.besideThisExecutable().fetcher, deadline: deadline, answerLimit: answerLimit)
    }

    package func get(_ url: URL) async throws -> HTTPResponse {
        try await get(url, headers: [:])
    }

    /// The headers travel in the request line over the helper's standard input, which only this
    /// process can write.
    package func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        guard FileManager.default.isExecutableFile(atPath: fetcher.path) else {
            throw TransportFailure.connectionFailed("its helper \(fetcher.path) is missing or not an executable file")
        }
        await line.acquire()
        // Cancelled while waiting its turn: the helper is left to the requests still wanted.
        if Task.isCancelled {
            await line.release()
            throw CancellationError()
        }
        let outcome: Result<HTTPResponse, TransportFailure>
        do {
            outcome = try await line.exchange(
                FetchWire.requestLine(url, headers: headers), fetcher: fetcher, deadline: deadline, answerLimit: answerLimit)
        } catch {
            await line.release()
            throw error
        }
        await line.release()
        return try outcome.get()
    }

    /// Stops the helper now rather than when this process ends (its standard input closing stops it too).
    package func stop() async {
        await line.stop()
    }

    /// The running helper's process, if one is running.
    package var helperProcessIdentifier: Int32? {
        get async { await line.processIdentifier }
    }

    /// How many helpers have been started: one for a whole session, unless one had to be ended.
    package var helpersStarted: Int {
        get async { await line.started }
    }
}

/// The one helper and the turn to use it: an actor is re-entered at every await, so the turn is
/// a queue of its own.
actor HelperLine {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var helper: KeptHelper?
    private(set) var started = 0

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }

    func exchange(
        _ request: Data, fetcher: URL, deadline: Duration, answerLimit: Int
    ) async throws -> Result<HTTPResponse, TransportFailure> {
        // A helper that stopped while idle (killed, crashed) is replaced before the request goes.
        if let idle = helper, !idle.isRunning { end() }
        let running: KeptHelper
        if let helper {
            running = helper
        } else {
            running = try KeptHelper.start(fetcher, answerLimit: answerLimit)
            started += 1
            helper = running
        }
        let reply = await withTaskCancellationHandler {
            await running.exchange(request, deadline: deadline)
        } onCancel: {
            running.terminate()
        }
        switch reply {
        case .frame(let data):
            do {
                return try FetchWire.decode(data)
            } catch {
                end()
                throw TransportFailure.connectionFailed("its helper f1report-fetch answered in a form f1report cannot read: \(error.reason)")
            }
        case .pastDeadline:
            end()
            throw Task.isCancelled ? CancellationError() : TransportFailure.timedOut
        case .pastLimit:
            end()
            throw Task.isCancelled ? CancellationError() : TransportFailure.answerPastLimit(limit: answerLimit)
        case .stopped(let why):
            end()
            throw Task.isCancelled ? CancellationError() : TransportFailure.connectionFailed("its helper f1report-fetch \(why)")
        }
    }

    /// Waits its turn, so no request's thread is still writing to the helper it closes.
    func stop() async {
        await acquire()
        end()
        release()
    }

    var processIdentifier: Int32? { helper.flatMap { $0.isRunning ? $0.processIdentifier : nil } }

    private func end() {
        helper?.end()
        helper = nil
    }
}
