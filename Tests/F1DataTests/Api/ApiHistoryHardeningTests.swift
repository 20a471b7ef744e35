import F1UseCases
import Foundation
import InMemoryLogging
import Logging
import Synchronization
import Testing

@testable import F1Data

/// The request history and the client's use of the cache when files are damaged or unwritable
/// (issue 10, class 5): a huge or garbled log is read by its tail, future times count for
/// nothing, and a cache that cannot be written is told of, once, without failing the report.
@Suite final class ApiHistoryHardeningTests {
    let cache = ApiCache(directory: FileManager.default.temporaryDirectory.appending(path: "f1kit-history-\(UUID().uuidString)"))
    var log: URL { cache.directory.appending(path: "requests.log") }

    deinit {
        try? FileManager.default.removeItem(at: cache.directory)
    }

    @Test func aHugeGarbledLogIsReadByItsTailAndTrimmed() throws {
        let now = Date()
        try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
        var text = String(repeating: "garbage, not a time\n", count: 100_000)  // 2 MB
        text += "nan\ninf\n1e400\n-\n"
        for age in [3000.0, 30, 1] { text += String(format: "%.3f\n", now.timeIntervalSince1970 - age) }
        try Data(text.utf8).write(to: log)

        let history = RequestHistory(cache: cache)
        #expect(history.ages(now: now).count == 3)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int)
        #expect(size < 100, "the log was not trimmed to its valid lines: \(size) bytes")
        #expect(history.ages(now: now).count == 3)
    }

    @Test func futureTimesCountForNothingBeyondClockSkew() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let history = RequestHistory(cache: cache)
        for offset: TimeInterval in [-10, 10, 3600, 86_400 * 365] { try history.record(now: now.addingTimeInterval(offset)) }
        #expect(history.ages(now: now).sorted() == [.zero, .seconds(10)])
    }

    @Test func anUnwritableLogIsAnError() throws {
        try FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
        #expect(throws: CacheFailure(message: "\(log.path) could not be opened (is a directory)")) {
            try RequestHistory(cache: cache).record()
        }
    }
}

/// ErgastClient with a cache it cannot write or read, against a server that always answers.
@Suite struct ApiClientCacheFailureTests {
    struct FixedServer: HTTPClient {
        static let body = Data(
            #"{"MRData":{"series":"f1","url":"http://u/","limit":"100","offset":"0","total":"1","SeasonTable":{"Seasons":[{"season":"2023","url":"http://u/"}]}}}"#
                .utf8)
        func get(_ url: URL) async throws -> HTTPResponse { HTTPResponse(status: 200, body: Self.body) }
    }

    struct Open: RequestGate {
        func acquire() async throws {}
    }

    final class Heard: Sendable {
        let log: InMemoryLogHandler = {
            var handler = InMemoryLogHandler()
            handler.logLevel = .trace
            return handler
        }()
        var entries: [InMemoryLogHandler.Entry] { log.entries }
        let notices = Mutex<[SourceNotice]>([])
    }

    static func client(cache: ApiCache, mode: CacheMode = .normal, heard: Heard) -> ErgastClient {
        ErgastClient(
            configuration: .init(baseURL: URL(string: "http://127.0.0.1:1/ergast/f1/")!, cacheMode: mode), http: FixedServer(), gate: Open(),
            cache: cache, history: RequestHistory(cache: cache),
            logger: Logger(label: "test", factory: { _ in heard.log }),
            notices: { notice in heard.notices.withLock { $0.append(notice) } })
    }

    @Test func anUnwritableCacheIsANoteOnceAndTheReportGoesOn() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "f1kit-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let heard = Heard()
        let client = Self.client(cache: ApiCache(directory: file), heard: heard)
        for path in ["seasons.json", "2023.json"] {
            let page = try await client.page(path, offset: 0)
            #expect(page.seasonTable?.seasons.count == 1)
        }
        let reason = "\(file.path) is a file, not a folder"
        #expect(heard.notices.withLock { $0 } == [.cacheNotWritten(reason: reason)])
        let failures = heard.entries.filter { $0.metadata["cache"] == "write-failed" }
        #expect(failures.map(\.metadata["reason"]) == ["\(reason)", "\(reason)"])
        #expect(failures.allSatisfy { $0.level == .warning })
        #expect(heard.entries.contains { $0.metadata["outcome"] == "history-write-failed" && $0.metadata["reason"] == "\(reason)" })
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
    }

    @Test func offlineWithAnUnreadableEntrySaysWhyNotThatItIsMissing() async throws {
        let cache = ApiCache(directory: FileManager.default.temporaryDirectory.appending(path: "f1kit-unreadable-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let client = Self.client(cache: cache, mode: .offline, heard: Heard())
        let url = client.url("seasons.json", offset: 0)
        try FileManager.default.createDirectory(at: cache.file(for: url), withIntermediateDirectories: true)
        let error = await #expect(throws: SourceError.self) { try await client.page("seasons.json", offset: 0) }
        #expect(
            error
                == .offline(
                    request: url.absoluteString,
                    cachedCopy: .unusable(reason: "\(cache.file(for: url).path) cannot be read (it is not a regular file)")))
    }
}
