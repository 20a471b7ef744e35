import F1DataF1db
import F1History
import F1Sources
import F1TestSupport
import F1UseCases
import Foundation
import Testing

/// The store on a small f1db tree the test writes: found again while the tree stays, built anew
/// when a file changes as a pull changes it, never left half-written, one build at a time.
@Suite struct HistoryStoreTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1history-store-\(UUID().uuidString)")

    func store(_ data: URL) throws -> (HistoryStore, F1dbHistoryFeed) {
        let f1db = try F1dbRepository(path: data.path)
        return (HistoryStore(cacheFolder: folder.appending(path: "cache"), dataFolder: f1db.dataFolder), F1dbHistoryFeed(f1db))
    }

    /// Replaces `path` below `data` as git does: a new file renamed over the old.
    func pull(_ data: URL, _ path: String, _ text: String) throws {
        let temporary = data.appending(path: path + ".new")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, data.appending(path: path).path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func files(in store: HistoryStore) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.folder).sorted()
    }

    @Test func aBuiltIndexIsFoundUntilAFileChanges() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try SmallHistoryTree.write(in: folder)
        let (store, feed) = try store(data)
        #expect(try store.existing() == nil)
        let first = try await store.build(from: feed)
        #expect(first.built)
        #expect(try store.existing() == first.path)
        #expect(try HistoryIndex(path: first.path).years() == [2000])

        let results = "seasons/2000/races/02-second/race-results.yml"
        try pull(data, results, "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 57\n  points: 10\n")
        #expect(try store.existing() == nil, "a changed file is a new state of the checkout, with no index yet")
        let second = try await store.build(from: feed)
        #expect(second.built && second.path != first.path)
        #expect(try store.existing() == second.path)
    }

    /// A folder touched without its files changing (a file made and removed) fails the quick
    /// check, and the content key finds the same index.
    @Test func aTouchedFolderWithTheSameFilesKeepsItsIndex() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try SmallHistoryTree.write(in: folder)
        let (store, feed) = try store(data)
        let built = try await store.build(from: feed)
        let stray = data.appending(path: "seasons/2000/stray.txt")
        try "x".write(to: stray, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: stray)
        #expect(try store.existing() == built.path)
        let again = try await store.build(from: feed)
        #expect(!again.built && again.path == built.path)
    }

    /// Damage in the data is the source's own sentence, naming path:line:col, and nothing is
    /// left in the store: no index, no temporary file.
    @Test func aDamagedFileLeavesNoIndex() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = "seasons/2000/races/01-test/race-results.yml"
        let data = try SmallHistoryTree.write(
            in: folder, changing: [results: "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: many\n"])
        let (store, feed) = try store(data)
        await #expect {
            try await store.build(from: feed)
        } throws: { error in
            guard case .malformed(let damage) = error as? SourceError, case .file(let path) = damage.origin else { return false }
            return (path, damage.line, damage.column) == (results, 5, 9)
        }
        #expect(try files(in: store).allSatisfy { !$0.hasSuffix(".sqlite") && !$0.hasPrefix(".building-") })
        #expect(try store.existing() == nil)
    }

    /// Two builds at once: one builds, the other waits for the lock and finds its index.
    @Test func twoBuildsAtOnceBuildOnce() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try SmallHistoryTree.write(in: folder)
        let (store, feed) = try store(data)
        async let first = store.build(from: feed)
        async let second = store.build(from: feed)
        let outcomes = try await [first, second]
        #expect(outcomes.filter(\.built).count == 1)
        #expect(Set(outcomes.map(\.path)).count == 1)
        #expect(try files(in: store).filter { $0.hasSuffix(".sqlite") } == [URL(fileURLWithPath: outcomes[0].path).lastPathComponent])
    }
}
