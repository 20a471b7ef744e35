import F1DataF1db
import F1Sources
import Foundation
import Testing

@testable import F1History

/// The quick fingerprint f1report takes while it parses its arguments: the first look at the
/// index of that folder answers from it, once, and a walk of another folder is not used.
@Suite struct HistoryFingerprintAheadTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1history-ahead-\(UUID().uuidString)")

    func builtStore() async throws -> (store: HistoryStore, index: String, data: URL) {
        let data = try SmallHistoryTree.write(in: folder)
        let f1db = try F1dbRepository(path: data.path)
        let store = HistoryStore(cacheFolder: folder.appending(path: "cache"), dataFolder: f1db.dataFolder)
        return (store, try await store.build(from: F1dbHistoryFeed(f1db)).path, data)
    }

    /// Replaces a race's results as git does, which changes the race folder's time.
    func pull(_ data: URL) throws {
        let results = data.appending(path: "seasons/2000/races/02-second/race-results.yml")
        try "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 57\n  points: 10\n"
            .write(to: results.appendingPathExtension("new"), atomically: false, encoding: .utf8)
        #expect(rename(results.appendingPathExtension("new").path, results.path) == 0)
    }

    @Test func theFirstLookAnswersFromTheWalkTakenAheadThenWalksAgain() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, index, data) = try await builtStore()
        // Started with the path the user gave (the checkout's root), resolved on the walk's thread.
        HistoryFingerprintAhead.start { try? F1dbLayout(path: data.path).data }
        #expect(HistoryFingerprintAhead.waitForWalks())
        try pull(data)
        #expect(try store.existing() == index, "the state the walk ahead saw, when the program started")
        #expect(try store.existing() == nil, "a second look walks the folders again and sees the pull")
    }

    @Test func aWalkOfAnotherFolderIsNotUsed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, index, data) = try await builtStore()
        let elsewhere = folder.appending(path: "elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        HistoryFingerprintAhead.start { elsewhere }
        #expect(HistoryFingerprintAhead.waitForWalks())
        #expect(try store.existing() == index)
        try pull(data)
        #expect(try store.existing() == nil, "the store walked its own folder, not the other one")
    }
}
