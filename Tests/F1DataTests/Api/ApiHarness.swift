import ErgastEmulator
import F1DataF1db
import F1DataLive
import F1Domain
import F1UseCases
import Foundation
import InMemoryLogging
import Logging
import Synchronization
import Testing

@testable import F1Data

/// A real emulator on 127.0.0.1 with the recorded 2023 responses (plus, for what was not
/// recorded, 2023 as f1db has it), and an API client with a fresh cache pointed at it.
final class ApiHarness: Sendable {
    /// ../shared/data: the one place this target spells it. f1reportTests has its own (SharedData):
    /// F1TestSupport, which both could share, depends on neither F1Data nor ErgastEmulator, and
    /// f1reportTests does not depend on it.
    static let shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "shared/data")
    static var responses: URL { shared.appending(path: "ergast/responses") }
    static var f1db: URL { shared.appending(path: "f1db") }
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: responses.path) && FileManager.default.fileExists(atPath: f1db.path)
    }
    static let skipMessage: Comment = "../shared/data (ergast responses and f1db) is absent: the API tests need it"

    /// 2023 as f1db has it, in Ergast JSON: built once, it takes a moment.
    static func season2023() async throws -> [String: Data] {
        try await Season2023.shared.responses()
    }

    let emulator: ErgastEmulator
    /// Kept from the start: the cache is per server, and a stopped emulator has no port.
    let baseURL: URL
    let cacheDirectory: URL
    /// What the clients log, every level.
    let log: InMemoryLogHandler = {
        var handler = InMemoryLogHandler()
        handler.logLevel = .trace
        return handler
    }()
    let notices = Mutex<[SourceNotice]>([])

    init(synthesized: Bool = true) async throws {
        emulator = try ErgastEmulator(responses: Self.responses)
        if synthesized {
            let season = try await Self.season2023()
            // Recorded responses are real; only what the recordings lack, or hold only a page of, is taken from f1db.
            for (path, json) in season where !Self.isRecordedWhole(path) { emulator.add(json: json, forPath: path) }
        }
        try emulator.start()
        baseURL = emulator.baseURL
        cacheDirectory = FileManager.default.temporaryDirectory.appending(path: "f1kit-api-\(UUID().uuidString)")
    }

    deinit {
        emulator.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// Whether a recording holds every row of `path`.
    static func isRecordedWhole(_ path: String) -> Bool {
        let name = path.replacingOccurrences(of: "/", with: "@").lowercased()
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: responses.path)) ?? []
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: responses.appending(path: folder).path)) ?? []
            guard let file = files.first(where: { $0.lowercased() == name }),
                let data = FileManager.default.contents(atPath: responses.appending(path: folder).appending(path: file).path),
                let page = try? JSONDecoder().decode(ErgastResponse.self, from: data).data
            else { continue }
            return page.offset == 0 && page.rowCount == page.total
        }
        return false
    }

    /// The deadline of test policies that are not about the deadline: it runs in real time, and a
    /// loaded machine running the whole suite kept a test's task waiting for a thread past the
    /// standard 75 seconds, which ended requests that were meant to be retried.
    static let testDeadline: Duration = .seconds(3600)

    /// Quick retries, so fault tests take milliseconds; the policy's shape is what is tested.
    static let quickRetry = RetryPolicy(
        maxAttempts: 3, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100), maxRetryAfter: .seconds(2),
        deadline: testDeadline, random: { 0.5 })

    /// A client of the emulator with a fresh limiter, unless `gate` is given, and `clock` for the
    /// waits between attempts (give a test clock to check them without waiting).
    func client(
        mode: CacheMode = .normal, retry: RetryPolicy = ApiHarness.quickRetry, timeout: Duration = .seconds(5),
        gate: (any RequestGate)? = nil, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> ErgastClient {
        ErgastClient(
            configuration: .init(baseURL: baseURL, cacheMode: mode, retry: retry),
            http: URLSessionHTTPClient(timeout: timeout, idleTimeout: timeout),
            gate: gate ?? RateLimiter(clock: ContinuousClock()), cache: ApiCache(directory: cacheDirectory), clock: clock, now: now,
            logger: Logger(label: "test", factory: { [log] _ in log }),
            notices: { [weak self] notice in self?.notices.withLock { $0.append(notice) } })
    }

    func repository(_ client: ErgastClient) -> ApiRepository {
        ApiRepository(client: client, today: { CalendarDate(year: 2023, month: 12, day: 1) })
    }

    /// Request targets the emulator received, without the API prefix.
    var requests: [String] {
        emulator.requests.map { $0.replacingOccurrences(of: "/ergast/f1/", with: "") }
    }

    /// The metadata of every record logged so far.
    var logged: [Logger.Metadata] { log.entries.map(\.metadata) }
}

/// f1db's 2023, converted once for every test that needs it.
actor Season2023 {
    static let shared = Season2023()
    private var cached: [String: Data]?

    func responses() async throws -> [String: Data] {
        if let cached { return cached }
        let responses = try await ErgastDatasets.responses(season: 2023, from: F1dbRepository(path: ApiHarness.f1db.path))
        cached = responses
        return responses
    }
}
