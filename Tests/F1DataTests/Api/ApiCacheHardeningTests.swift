import Foundation
import Testing

@testable import F1Data

/// The cache against damaged, forged, foreign and racing files (issue 10, class 5): looking never
/// changes anything, clearing removes only entries, the fetch time is sealed, and removing a
/// damaged entry never removes a fresh one put in its place.
@Suite final class ApiCacheHardeningTests {
    let cache = ApiCache(directory: FileManager.default.temporaryDirectory.appending(path: "f1kit-hard-\(UUID().uuidString)"))
    let url = URL(string: "https://api.jolpi.ca/ergast/f1/2023/9/results.json?limit=100&offset=0")!
    let other = URL(string: "https://api.jolpi.ca/ergast/f1/2022.json?limit=100&offset=0")!
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)

    deinit {
        try? FileManager.default.removeItem(at: cache.directory)
    }

    /// Every file under the cache folder with its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = cache.directory.path
        for path in FileManager.default.subpaths(atPath: root) ?? [] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return files
    }

    /// One good entry, one damaged, one of format version 1, a stranger's file beside them, one
    /// in the responses folder itself, a leftover of an interrupted write and a write in progress.
    func fillWithEveryKindOfFile() throws {
        try cache.write(url, body: Data("{\"good\":1}".utf8), fetchedAt: fetched)
        try cache.write(other, body: Data("{\"damaged\":1}".utf8), fetchedAt: fetched)
        var damaged = try Data(contentsOf: cache.file(for: other))
        damaged[damaged.count - 3] ^= 0x20
        try damaged.write(to: cache.file(for: other))
        let folder = cache.file(for: url).deletingLastPathComponent()
        try Data("f1kit-cache 1 1700000000000 2 1234\n{}".utf8).write(to: folder.appending(path: "2021.json^limit=100&offset=0"))
        try Data("my notes\n".utf8).write(to: folder.appending(path: "notes.txt"))
        try Data("keep me\n".utf8).write(to: cache.responses.appending(path: "README"))
        let leftover = folder.appending(path: ".writing.1.2.tmp")
        try CacheEntryFormat.encode(body: Data("{}".utf8), fetchedAt: fetched, key: "x").write(to: leftover)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: leftover.path)
        try CacheEntryFormat.encode(body: Data("{}".utf8), fetchedAt: fetched, key: "y").write(to: folder.appending(path: ".writing.3.4.tmp"))
    }

    @Test func summaryCountsEveryKindAndChangesNothing() throws {
        try fillWithEveryKindOfFile()
        let before = try snapshot()
        let summary = try cache.summary()
        #expect(try snapshot() == before)
        #expect(summary.entries == 1)
        #expect(summary.damaged == 1)
        #expect(summary.outdated == 1)
        #expect(summary.others == 2)
        #expect(summary.exists)
    }

    @Test func clearRemovesOnlyEntriesAndSaysWhatItLeft() throws {
        try fillWithEveryKindOfFile()
        let clearing = try cache.clear()
        #expect(clearing.removed == 3)
        #expect(clearing.left == ["README", "api.jolpi.ca/notes.txt"])
        #expect(clearing.failures.isEmpty)
        #expect(
            try snapshot() == [
                "responses/README": Data("keep me\n".utf8), "responses/api.jolpi.ca/notes.txt": Data("my notes\n".utf8),
                "responses/api.jolpi.ca/.writing.3.4.tmp": CacheEntryFormat.encode(body: Data("{}".utf8), fetchedAt: fetched, key: "y"),
            ])
    }

    @Test func aFolderThatIsAFileIsOneClause() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "f1kit-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let cache = ApiCache(directory: file)
        #expect(throws: CacheFailure(message: "\(file.path) is a file, not a folder")) { try cache.summary() }
        #expect(throws: CacheFailure(message: "\(file.path) is a file, not a folder")) { try cache.clear() }
        #expect(throws: CacheFailure(message: "\(file.path) is a file, not a folder")) {
            try cache.write(url, body: Data(), fetchedAt: fetched)
        }
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    /// sysfs refuses new folders even to root, so this runs whoever runs the tests.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel"), "needs sysfs at /sys"))
    func anUncreatableFolderNamesTheSystemsReason() {
        let cache = ApiCache(directory: URL(fileURLWithPath: "/sys/f1kit-\(UUID().uuidString)"))
        let error = #expect(throws: CacheFailure.self) { try cache.write(url, body: Data(), fetchedAt: fetched) }
        #expect(error?.message == "\(cache.directory.path) could not be created (operation not permitted)")
    }

    @Test(arguments: ["date", "length"])
    func anEditedHeaderIsDamaged(field: String) throws {
        try cache.write(url, body: Data("{\"a\":1}".utf8), fetchedAt: fetched)
        let file = cache.file(for: url)
        let text = try #require(String(data: try Data(contentsOf: file), encoding: .utf8))
        // Same length, so only the checksum can tell: a date in 2286, or a length one shorter.
        let edited =
            field == "date"
            ? text.replacingOccurrences(of: "1700000000000", with: "9999999999999")
            : text.replacingOccurrences(of: " 7 ", with: " 6 ")
        #expect(edited != text)
        try Data(edited.utf8).write(to: file)
        guard case .corrupt = cache.read(url) else {
            Issue.record("an edited \(field) was served")
            return
        }
    }

    @Test func anEntryCopiedToAnotherRequestIsDamaged() throws {
        try cache.write(url, body: Data("{\"a\":1}".utf8), fetchedAt: fetched)
        try FileManager.default.copyItem(at: cache.file(for: url), to: cache.file(for: other))
        guard case .corrupt = cache.read(other) else {
            Issue.record("served under another request's name")
            return
        }
        guard case .hit = cache.read(url) else {
            Issue.record("the original is gone")
            return
        }
    }

    @Test func anOldFormatEntryIsAbsentNotAnError() throws {
        let file = cache.file(for: url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let body = Data("{}".utf8)
        try (Data("f1kit-cache 1 1700000000000 2 \(String(CacheEntryFormat.checksum("", body), radix: 16))\n".utf8) + body).write(to: file)
        guard case .missing = cache.read(url) else {
            Issue.record("a version 1 entry was not read as absent")
            return
        }
        try cache.write(url, body: body, fetchedAt: fetched)
        guard case .hit = cache.read(url) else {
            Issue.record("the refetched entry did not replace it")
            return
        }
    }

    @Test(arguments: [(60.0, true), (3600.0, false), (86_400.0 * 365 * 50, false)] as [(TimeInterval, Bool)])
    func aFetchTimeInTheFutureIsExpired(ahead: TimeInterval, fresh: Bool) {
        let now = Date(timeIntervalSince1970: 1_705_000_000)  // January 2024
        let freshness = CacheFreshness(timeToLive: .seconds(600))
        // Even a past season's entry, otherwise kept for good.
        #expect(freshness.isFresh(fetchedAt: now.addingTimeInterval(ahead), path: "2023/9/results.json", now: now) == fresh)
        #expect(freshness.isFresh(fetchedAt: now.addingTimeInterval(ahead), path: "seasons.json", now: now) == fresh)
    }

    @Test func aFreshEntryRenamedInPlaceIsNotRemoved() throws {
        try cache.write(url, body: Data("{\"old\":1}".utf8), fetchedAt: fetched)
        guard case .hit(let read) = cache.read(url) else {
            Issue.record("no entry")
            return
        }
        // Another process writes a fresh entry (a new file renamed over the old) before this one removes what it read.
        try cache.write(url, body: Data("{\"new\":1}".utf8), fetchedAt: fetched)
        cache.remove(read, for: url)
        guard case .hit(let entry) = cache.read(url) else {
            Issue.record("the fresh entry was removed")
            return
        }
        #expect(entry.body == Data("{\"new\":1}".utf8))

        cache.remove(entry, for: url)
        guard case .missing = cache.read(url) else {
            Issue.record("the entry read was not removed")
            return
        }
        #expect(try snapshot().isEmpty)
    }

    @Test func aFIFOOrAFolderInAnEntrysPlaceIsUnreadableAndLeftAlone() throws {
        let file = cache.file(for: url)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        guard case .unreadable(let reason) = cache.read(url) else {
            Issue.record("a folder was not unreadable")
            return
        }
        #expect(reason == "\(file.path) cannot be read (it is not a regular file)")
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        guard case .unreadable = cache.read(url) else {
            Issue.record("a FIFO was not unreadable")
            return
        }
        #expect(try cache.summary().unreadable == 1)
        #expect(try cache.clear().left == ["api.jolpi.ca/\(file.lastPathComponent)"])
    }

    @Test(arguments: [
        (["HOME": ""], "HOME is empty and XDG_CACHE_HOME is not an absolute path"),
        (["HOME": "home", "XDG_CACHE_HOME": "cache"], "HOME is the relative path 'home' and XDG_CACHE_HOME is not an absolute path"),
        (["HOME": "", "XDG_CACHE_HOME": ""], "HOME is empty and XDG_CACHE_HOME is not an absolute path"),
    ])
    func noUsableHomeMeansNoCacheFolder(environment: [String: String], why: String) {
        #expect(throws: NoCacheFolder(why: why)) { try ApiCache.defaultDirectory(environment: environment) }
    }

    @Test func aRelativeXDGCacheHomeIsIgnored() throws {
        let directory = try ApiCache.defaultDirectory(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "cache"])
        #expect(directory.path == "/home/me/.cache/f1kit")
    }
}
