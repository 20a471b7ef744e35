import F1Data
import F1UseCases
import Foundation

/// Sends each GET through a run of `f1report-fetch`, which holds the real HTTP client (F1DataNIO's).
///
/// A network library linked into a program is paid for at every start, whether or not the run
/// goes online (URLSession on Linux loads libcurl and the many libraries it links).
/// Keeping it in a helper means every f1report run answered from the demo data, f1db or the cache
/// never pays for it; a request that really goes out pays a little more, small beside the
/// network's own time (docs/performance.md, "The API source and the fetch helper").
package struct ProcessHTTPClient: HTTPClient {
    /// The `f1report-fetch` executable.
    package let fetcher: URL
    /// How long a helper may run before it is stopped and the attempt counts as timed out. Longer
    /// than the helper's own 30-second limit on a request, so only a helper that hangs meets it.
    package let deadline: Duration

    package static let standardDeadline: Duration = .seconds(45)
    /// Between asking a helper past its deadline to stop (SIGTERM) and making it (SIGKILL).
    static let grace: Duration = .seconds(2)
    /// The most of one answer the helper reads (decompressed), which it enforces as the answer arrives.
    package let answerLimit: Int

    package init(fetcher: URL, deadline: Duration = standardDeadline, answerLimit: Int = HTTPResponse.standardBodyLimit) {
        self.fetcher = fetcher
        self.deadline = deadline
        self.answerLimit = max(answerLimit, 1)
    }

    /// The most read from a helper: its answer's limit and room for the headers. Only a helper
    /// that ignores the limit it was given reaches it.
    static func outputLimit(answerLimit: Int) -> Int {
        answerLimit + 1_048_576
    }

    /// `f1report-fetch` beside the running executable (a build folder, an unpacked archive), else
    /// where scripts/install puts it, `PREFIX/libexec/f1kit/` for a program in `PREFIX/bin/`;
    /// symbolic links resolved. When neither is there, the first, so the failure names the folder
    /// the program runs from.
    package static func besideThisExecutable(
        deadline: Duration = standardDeadline, answerLimit: Int = HTTPResponse.standardBodyLimit
    ) -> ProcessHTTPClient {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        return ProcessHTTPClient(fetcher: helper(forProgramIn: folder), deadline: deadline, answerLimit: answerLimit)
    }

    /// The helper for a program in `folder`: see `besideThisExecutable`.
    package static func helper(forProgramIn folder: URL) -> URL {
        let beside = folder.appending(path: helperName)
        let installed = folder.deletingLastPathComponent().appending(path: "libexec/f1kit/\(helperName)")
        let fileManager = FileManager.default
        if !fileManager.isExecutableFile(atPath: beside.path), fileManager.isExecutableFile(atPath: installed.path) { return installed }
        return beside
    }

    package static let helperName = "f1report-fetch"

    package func get(_ url: URL) async throws -> HTTPResponse {
        try await get(url, headers: [:])
    }

    /// Headers go to the helper in its environment (`FetchWire.headersVariable`), never in its
    /// arguments: any user of the machine can read a process's arguments, and an access token is
    /// among them.
    package func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        guard FileManager.default.isExecutableFile(atPath: fetcher.path) else {
            guard FileManager.default.fileExists(atPath: fetcher.path) else {
                throw TransportFailure.connectionFailed(
                    "its helper \(fetcher.path) is missing (build it with `swift build --product f1report-fetch`)")
            }
            throw TransportFailure.connectionFailed("its helper \(fetcher.path) is not an executable file")
        }
        var environment = FetchWire.environment(answerLimit: answerLimit)
        environment[FetchWire.headersVariable] = headers.isEmpty ? nil : FetchWire.encode(headers: headers)
        let run = HelperRun(
            fetcher: fetcher, arguments: [url.absoluteString], environment: environment, deadline: deadline,
            limit: Self.outputLimit(answerLimit: answerLimit))
        let ending = try await withTaskCancellationHandler {
            try await run.start()
        } onCancel: {
            run.terminate()
        }
        try Task.checkCancellation()
        switch ending {
        case .pastDeadline:
            throw TransportFailure.timedOut
        case .tooLarge:
            throw TransportFailure.answerPastLimit(limit: answerLimit)
        case .finished(let data, let termination):
            do {
                return try FetchWire.decode(data).get()
            } catch let failure as TransportFailure {
                throw failure
            } catch {
                throw Self.explain(termination, malformed: error)
            }
        }
    }

    /// Why a helper's output was not an outcome: how it stopped, else what was wrong with it.
    static func explain(_ termination: ChildProcess.Termination, malformed: any Error) -> TransportFailure {
        switch termination {
        case .signalled(let signal):
            return .connectionFailed("its helper f1report-fetch was stopped by signal \(signal)")
        // The helper takes only a URL: one it cannot read is the request's URL at fault.
        case .exited(FetchWire.usageStatus):
            return .malformedURL
        case .exited(let status) where status != 0:
            return .connectionFailed("its helper f1report-fetch stopped with status \(status)")
        case .exited, .unknown:
            let reason = (malformed as? FetchWire.Malformed)?.reason ?? "it is unreadable"
            return .connectionFailed("its helper f1report-fetch answered in a form f1report cannot read: \(reason)")
        }
    }
}
