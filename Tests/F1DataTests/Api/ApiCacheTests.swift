import Foundation
import Testing

@testable import F1Data

@Suite struct ApiCacheTests {
    let cache = ApiCache(directory: FileManager.default.temporaryDirectory.appending(path: "f1kit-cache-\(UUID().uuidString)"))
    let url = URL(string: "https://api.jolpi.ca/ergast/f1/2023/9/results.json?limit=100&offset=0")!
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func anEntryReadsBackWithItsTime() throws {
        try cache.write(url, body: Data("{\"a\":1}".utf8), fetchedAt: fetched)
        guard case .hit(let entry) = cache.read(url) else {
            Issue.record("no entry")
            return
        }
        #expect(entry.body == Data("{\"a\":1}".utf8))
        #expect(entry.fetchedAt == fetched)
        #expect(cache.file(for: url).lastPathComponent == "2023@9@results.json^limit=100&offset=0")
    }

    @Test(arguments: ["flip", "truncate", "garbage"])
    func aDamagedEntryIsDetectedAndRemoved(damage: String) throws {
        try cache.write(url, body: Data(String(repeating: "{\"MRData\":{}}", count: 20).utf8), fetchedAt: fetched)
        let file = cache.file(for: url)
        var bytes = try Data(contentsOf: file)
        switch damage {
        case "flip": bytes[bytes.count - 5] ^= 0x20
        case "truncate": bytes = bytes.prefix(bytes.count / 2)
        default: bytes = Data("not a cache file".utf8)
        }
        try bytes.write(to: file)

        guard case .corrupt = cache.read(url) else {
            Issue.record("damage not detected")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        guard case .missing = cache.read(url) else {
            Issue.record("entry still there")
            return
        }
    }

    @Test func concurrentWritersNeverLeaveATornEntry() async throws {
        let bodies = (0..<8).map { Data(String(repeating: "\($0)", count: 50_000).utf8) }
        await withTaskGroup(of: Void.self) { group in
            for round in 0..<40 {
                group.addTask { try? cache.write(url, body: bodies[round % bodies.count], fetchedAt: fetched) }
                group.addTask {
                    if case .corrupt = cache.read(url) { Issue.record("a reader saw a torn entry") }
                }
            }
        }
        guard case .hit(let entry) = cache.read(url) else {
            Issue.record("no entry")
            return
        }
        #expect(bodies.contains(entry.body))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.file(for: url).deletingLastPathComponent().path)
        #expect(leftovers == [cache.file(for: url).lastPathComponent])
    }

    @Test func summaryCountsAndClearEmpties() throws {
        try cache.write(url, body: Data("{}".utf8), fetchedAt: fetched)
        try cache.write(
            URL(string: "http://127.0.0.1:8080/ergast/f1/2023.json?limit=100&offset=0")!, body: Data("{}".utf8),
            fetchedAt: fetched.addingTimeInterval(60))
        let summary = try cache.summary()
        #expect(summary.entries == 2)
        #expect(summary.servers == ["api.jolpi.ca": 1, "127.0.0.1:8080": 1])
        #expect(summary.oldest == fetched && summary.newest == fetched.addingTimeInterval(60))
        #expect(try cache.clear() == CacheClearing(removed: 2))
        #expect(try cache.summary().entries == 0)
    }

    @Test func pastSeasonsAreKeptAndTheRestExpires() {
        let freshness = CacheFreshness(timeToLive: .seconds(600))
        let inSeason = Date(timeIntervalSince1970: 1_700_000_000)  // November 2023
        let later = inSeason.addingTimeInterval(86_400 * 400)
        let afterSeason = Date(timeIntervalSince1970: 1_705_000_000)  // January 2024
        #expect(freshness.isFresh(fetchedAt: afterSeason, path: "2023/9/results.json", now: later))
        #expect(!freshness.isFresh(fetchedAt: inSeason, path: "2023/9/results.json", now: later))
        #expect(freshness.isFresh(fetchedAt: inSeason, path: "2023/9/results.json", now: inSeason.addingTimeInterval(599)))
        #expect(!freshness.isFresh(fetchedAt: afterSeason, path: "seasons.json", now: afterSeason.addingTimeInterval(601)))
        #expect(freshness.isFresh(fetchedAt: afterSeason, path: "2023.json", now: later))
    }

    @Test func requestHistoryCountsTheLastHour() throws {
        let history = RequestHistory(cache: cache)
        let now = Date()
        try history.record(now: now.addingTimeInterval(-4000))
        try history.record(now: now.addingTimeInterval(-100))
        try history.record(now: now.addingTimeInterval(-1))
        #expect(history.ages(now: now).count == 2)
    }
}
