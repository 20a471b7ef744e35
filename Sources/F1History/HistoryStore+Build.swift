#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `build` did: where the index is, how big, and whether it was built now or found.
package struct HistoryBuildOutcome: Sendable, Equatable {
    package var path: String
    package var bytes: Int
    /// False when the index for this content was already there (built earlier, or by another
    /// program while this one waited for the lock).
    package var built: Bool
}

/// A stage of a build, for the progress line.
package enum HistoryBuildStage: Sendable, Equatable {
    case hashing
    case reading(season: Int, of: ClosedRange<Int>)
    case writing
}

extension HistoryStore {
    /// The index of the data's present state, built when there is none. Under the build lock, so
    /// two programs never build at once: the second waits, then finds the first's index. The
    /// feed is read whole before a file is written, so damage in the data (thrown as the feed
    /// throws it) leaves no file behind; the database is written under a temporary name and
    /// renamed into place complete.
    package func build(
        from feed: any HistoryFeed, rebuild: Bool = false, progress: @escaping @Sendable (HistoryBuildStage) -> Void = { _ in }
    ) async throws -> HistoryBuildOutcome {
        try HistoryFiles.makeFolder(folder)
        let lock = try await HistoryFiles.lock(lockPath, seconds: 600)
        defer { close(lock) }
        HistoryFiles.removeLeftovers(in: folder)
        progress(.hashing)
        let quick = try HistoryFingerprint.quick(of: dataFolder)
        let key = try HistoryFingerprint.content(of: dataFolder, salt: Self.salt)
        let path = indexPath(key: key)
        if !rebuild, access(path, R_OK) == 0 {
            try writeState(quick: quick, key: key)
            removeSupersededIndexes()
            return HistoryBuildOutcome(path: path, bytes: HistoryFiles.size(path) ?? 0, built: false)
        }
        let years = feed.years
        let seasons = try await feed.seasons { progress(.reading(season: $0, of: years)) }
        progress(.writing)
        let temporary = HistoryFiles.temporary(beside: path, suffix: ".sqlite")
        do {
            try HistoryWriter(path: temporary).write(seasons, sourceName: feed.sourceName, contentKey: key)
            try HistoryFiles.commit(temporary, to: path)
        } catch let error as HistoryStoreError {
            unlink(temporary)
            throw error
        } catch {
            unlink(temporary)
            throw HistoryStoreError.database(temporary, why: String(describing: error))
        }
        try writeState(quick: quick, key: key)
        removeSupersededIndexes()
        return HistoryBuildOutcome(path: path, bytes: HistoryFiles.size(path) ?? 0, built: true)
    }
}
