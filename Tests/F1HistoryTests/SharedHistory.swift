import F1DataF1db
import F1History
import F1Sources
import F1TestSupport
import Foundation
import GRDB

/// ../shared/data/f1db beside the package, and one index of it built per test run into a
/// temporary cache folder, shared by the suites that read it.
enum SharedHistory {
    static let data = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/f1db/data").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: data.path) }
    static let absent = "../shared/data/f1db is absent: the f1db history is not available"

    static let cache = FileManager.default.temporaryDirectory.appending(path: "f1history-tests-\(UUID().uuidString)")

    /// The index of the whole history, built once.
    static let built = Task<String, any Error> {
        let f1db = try F1dbRepository(path: data.path)
        return try await HistoryStore(cacheFolder: cache, dataFolder: f1db.dataFolder).build(from: F1dbHistoryFeed(f1db)).path
    }

    /// The built index as a plain read-only SQLite database: what `f1report query` users see.
    static func database() async throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: try await built.value, configuration: configuration)
    }
}

/// F1TestSupport's small f1db tree with the constructors' table its season needs for the index's
/// final standings (the reports that read only the drivers' table do without it).
enum SmallHistoryTree {
    static func write(in folder: URL, changing changes: [String: String] = [:]) throws -> URL {
        let standings = [
            "seasons/2000/constructor-standings.yml": "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 20\n"
        ]
        return try SmallF1db.write(in: folder, changing: standings.merging(changes) { $1 })
    }
}
