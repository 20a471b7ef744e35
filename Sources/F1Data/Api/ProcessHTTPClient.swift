import Foundation

/// Sends each GET through a run of `f1report-fetch`, which holds the real URLSession client.
///
/// URLSession (FoundationNetworking) loads libcurl and its thirty-odd libraries when a process
/// starts, about 10 ms, whether or not it ever goes online. Keeping it in a helper means every
/// f1report run answered from the demo data, f1db or the cache never pays for it; a request that
/// really goes out pays a few milliseconds more, next to the network's tens or hundreds.
public struct ProcessHTTPClient: HTTPClient {
    /// The `f1report-fetch` executable.
    public let fetcher: URL

    public init(fetcher: URL) {
        self.fetcher = fetcher
    }

    /// `f1report-fetch` beside the running executable, symbolic links resolved.
    public static func besideThisExecutable() -> ProcessHTTPClient {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        return ProcessHTTPClient(fetcher: folder.appending(path: "f1report-fetch"))
    }

    public func get(_ url: URL) async throws -> HTTPResponse {
        guard FileManager.default.isExecutableFile(atPath: fetcher.path) else {
            throw TransportFailure.connectionFailed(
                "its helper \(fetcher.path) is missing (build it with `swift build --product f1report-fetch`)")
        }
        let process = Process()
        process.executableURL = fetcher
        process.arguments = [url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let (data, status) = try await withTaskCancellationHandler {
            try await Self.run(process, reading: output)
        } onCancel: {
            // Only a started helper can be stopped; one not yet started is never waited for long.
            if process.isRunning { process.terminate() }
        }
        try Task.checkCancellation()
        do {
            return try FetchWire.decode(data).get()
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            throw TransportFailure.connectionFailed("its helper f1report-fetch stopped with status \(status)")
        }
    }

    /// Starts `process` and reads all it writes, off the cooperative threads: both block.
    private static func run(_ process: Process, reading output: Pipe) async throws -> (Data, Int32) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: TransportFailure.connectionFailed("its helper f1report-fetch did not start"))
                    return
                }
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (data, process.terminationStatus))
            }
        }
    }
}
