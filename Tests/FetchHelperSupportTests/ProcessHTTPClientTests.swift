import F1Data
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@testable import FetchHelperSupport

/// f1report's requests go through a run of f1report-fetch: the outcome crosses the process
/// boundary whole, and a missing or broken helper is a transport failure with a plain reason.
@Suite struct FetchWireTests {
    @Test func aResponseCrossesWhole() throws {
        let body = Data("{\"MRData\": {}}\nsecond line\n\u{0}\u{ff}".utf8) + Data([0, 10, 255])
        let response = HTTPResponse(status: 429, headers: ["Retry-After": "3", "Content-Type": "application/json"], body: body)
        let decoded = try FetchWire.decode(FetchWire.encode(.success(response))).get()
        #expect(decoded.status == 429)
        #expect(decoded.headers == ["retry-after": "3", "content-type": "application/json"])
        #expect(decoded.body == body)
    }

    @Test(arguments: [
        TransportFailure.timedOut, .connectionDropped, .refused, .hostNotFound, .notConnected, .secureConnectionFailed,
        .malformedURL, .unsupportedURL, .redirectLoop, .invalidResponse, .responseTooLarge, .loginRequired,
        .resourceUnavailable, .cancelled, .connectionFailed("nothing accepted the connection"), .connectionFailed("two\nlines"),
        .answerPastLimit(limit: 1_048_576), .deadlinePassed(limit: .seconds(75)), .crossOriginRedirect(target: "http://127.0.0.1:8001"),
        .redirectToScheme("ftp"),
    ])
    func aFailureCrossesWhole(failure: TransportFailure) throws {
        let decoded = try FetchWire.decode(FetchWire.encode(.failure(failure)))
        let expected = failure == .connectionFailed("two\nlines") ? .connectionFailed("two lines") : failure
        #expect(throws: expected) { try decoded.get() }
    }

    @Test(arguments: [
        "", "f1kit-fetch 1\nok 200\n", "f1kit-fetch 2\nok 200\n{}\n", "f1kit-fetch 1\nok two\n{}\n",
        "f1kit-fetch 1\nfailed meltdown\n{}\n", "f1kit-fetch 1\nok 200\n[1]\n",
    ])
    func anythingElseIsMalformed(text: String) {
        #expect(throws: FetchWire.Malformed.self) { try FetchWire.decode(Data(text.utf8)) }
    }
}

@Suite struct ProcessHTTPClientTests {
    /// A stand-in for f1report-fetch: a shell script that prints `output` and exits with `status`.
    static func fakeFetcher(printing output: String, status: Int = 0) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "fake-fetch-\(UUID().uuidString)")
        try writeExecutable("#!/bin/sh\nprintf '%s' '\(output)'\n[ \"$1\" = https://example.org/x.json ] || exit 9\nexit \(status)\n", to: url)
        return url
    }

    /// Writes through a close-on-exec descriptor: a process another test starts while the file
    /// is being written (a tmux server lives for minutes) would otherwise inherit the descriptor
    /// and keep the file "busy" for exec long after this write.
    static func writeExecutable(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func theHelpersAnswerIsTheResponse() async throws {
        let fetcher = try Self.fakeFetcher(printing: "f1kit-fetch 1\nok 200\n{\"ETag\":\"x\"}\nbody")
        defer { try? FileManager.default.removeItem(at: fetcher) }
        let response = try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
        #expect(response.status == 200)
        #expect(response.headers == ["etag": "x"])
        #expect(response.body == Data("body".utf8))
    }

    /// Each run's pipe is closed once its answer is read: a program that asks many times must not
    /// pile up descriptors, since past about 1,360 of them Foundation's `Process.run()` can crash
    /// (docs/ARCHITECTURE.md, "Starting other programs"; the tests' runner once did pile them up).
    @Test(.enabled(if: OpenDescriptors.areListed, "needs Linux's /proc"))
    func eachRunClosesItsPipe() async throws {
        // The helper answers with the pipe it writes to, as /proc names it: "pipe:[inode]", the
        // same for both ends, and this run's alone while either end is open.
        let fetcher = FileManager.default.temporaryDirectory.appending(path: "fake-fetch-\(UUID().uuidString)")
        try Self.writeExecutable("#!/bin/sh\nprintf 'f1kit-fetch 1\\nok 200\\n{}\\n%s' \"$(readlink /proc/self/fd/1)\"\n", to: fetcher)
        defer { try? FileManager.default.removeItem(at: fetcher) }
        var pipes: [String] = []
        for _ in 0..<10 {
            let response = try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
            pipes.append(String(decoding: response.body, as: UTF8.self))
        }
        #expect(pipes.allSatisfy { $0.hasPrefix("pipe:[") } && Set(pipes).count == pipes.count, "\(pipes)")
        let open = try OpenDescriptors.targets()
        #expect(open.intersection(pipes).isEmpty, "still open: \(open.intersection(pipes).sorted())")
    }

    /// A descriptor that wrote the helper, still open somewhere (a fork elsewhere in the program
    /// inherited it), makes exec fail with "Text file busy" until it closes: that is waited out.
    @Test func aHelperStillOpenForWritingIsWaitedFor() async throws {
        let fetcher = try Self.fakeFetcher(printing: "f1kit-fetch 1\nok 200\n{}\nbody")
        defer { try? FileManager.default.removeItem(at: fetcher) }
        // Close-on-exec: without it, every process another test starts meanwhile would inherit the
        // descriptor and keep the file busy for its whole run, far past the close below.
        let writer = open(fetcher.path, O_WRONLY | O_CLOEXEC)
        #expect(writer >= 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { close(writer) }
        let response = try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
        #expect(response.body == Data("body".utf8))
    }

    @Test func aHelperThatCannotBeRunSaysWhy() async throws {
        let fetcher = try Self.fakeFetcher(printing: "")
        defer { try? FileManager.default.removeItem(at: fetcher) }
        try Self.writeExecutable("#!/nonexistent/interpreter\n", to: fetcher)
        await #expect(throws: TransportFailure.connectionFailed("its helper f1report-fetch did not start (no such file or directory)")) {
            try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
        }
    }

    @Test func theHelpersFailureIsThrown() async throws {
        let fetcher = try Self.fakeFetcher(printing: "f1kit-fetch 1\nfailed timedOut\n{}\n")
        defer { try? FileManager.default.removeItem(at: fetcher) }
        await #expect(throws: TransportFailure.timedOut) {
            try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
        }
    }

    @Test func aBrokenHelperSaysHowItStopped() async throws {
        let fetcher = try Self.fakeFetcher(printing: "Segmentation fault", status: 139)
        defer { try? FileManager.default.removeItem(at: fetcher) }
        await #expect(throws: TransportFailure.connectionFailed("its helper f1report-fetch stopped with status 139")) {
            try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)
        }
    }

    @Test func aMissingHelperSaysHowToBuildIt() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/f1report-fetch")
        await #expect(
            throws: TransportFailure.connectionFailed(
                "its helper /nonexistent/f1report-fetch is missing (build it with `swift build --product f1report-fetch`)")
        ) {
            try await ProcessHTTPClient(fetcher: missing).get(URL(string: "https://example.org/x.json")!)
        }
    }
}
