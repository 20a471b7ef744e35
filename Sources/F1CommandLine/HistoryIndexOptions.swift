import ArgumentParser
import F1Data
import F1DataF1db
import F1History
import Foundation

/// Where the history index of the chosen f1db checkout lives, from the source flags: under the
/// cache folder (`--cache-dir`, else the default), keyed by the checkout's content.
extension SourceOptions {
    /// The chosen source's history index and what fills it (an f1db checkout, or the API's
    /// cache); one sentence and a failure exit when it has none.
    package func historyIndex(of sources: DataSource) throws -> (lookup: HistoryIndexLookup, feed: any HistoryFeed) {
        if let found = sources.historyIndex { return found }
        if case .failure(let problem) = cache.location, sources.sourceID == "f1db" || sources.sourceID == "api" {
            Terminal().complain("The history index has no folder to live in: \(problem.why); give one with --cache-dir.")
        } else {
            Terminal().complain("The history index is built from an f1db checkout (--f1db PATH) or from the API's cache (--source api).")
        }
        throw ExitCode.failure
    }

    /// The store when the source is f1db and a cache folder can be named; nil otherwise, so the
    /// whole-history reports take the path they take without an index.
    package func historyStoreIfAny(for f1db: F1dbRepository) -> HistoryStore? {
        guard case .success(let cache) = cache.location else { return nil }
        return HistoryStore(cacheFolder: cache.directory, dataFolder: f1db.dataFolder)
    }

    /// The opened index, built first with the progress line when the source's present state has
    /// none; a failure is one sentence and `ExitCode.failure`.
    package func openHistoryIndex(_ history: (lookup: HistoryIndexLookup, feed: any HistoryFeed), program: String) async throws -> HistoryIndex {
        let line = HistoryProgressLine()
        do {
            let index = try await history.lookup.index(buildingFrom: history.feed, progress: line.show)
            line.finish()
            return index
        } catch {
            line.finish()
            Terminal().complain((error as? HistoryStoreError)?.description ?? CommandLineHint.line(for: error, program: program))
            throw ExitCode.failure
        }
    }

    /// The index of the source's present state, built first (with the progress line) if it has
    /// none; a failure is one sentence on standard error and `ExitCode.failure`.
    package func historyIndexPath(of history: (lookup: HistoryIndexLookup, feed: any HistoryFeed), program: String) async throws -> String {
        if let found = try? history.lookup.store.existing() { return found }
        return try await buildHistoryIndex(history.lookup.store, from: history.feed, rebuild: false, program: program).path
    }

    /// Builds (or, when the present state has one and `rebuild` is false, finds) the index, with
    /// the progress line on a terminal; a failure is one sentence and `ExitCode.failure`.
    package func buildHistoryIndex(_ store: HistoryStore, from feed: any HistoryFeed, rebuild: Bool, program: String) async throws
        -> HistoryBuildOutcome
    {
        let line = HistoryProgressLine()
        do {
            let outcome = try await store.build(from: feed, rebuild: rebuild, progress: line.show)
            line.finish()
            return outcome
        } catch let error as HistoryStoreError {
            line.finish()
            Terminal().complain(error.description)
            throw ExitCode.failure
        } catch {
            line.finish()
            Terminal().complain(CommandLineHint.line(for: error, program: program))
            throw ExitCode.failure
        }
    }
}

extension HistoryStore {
    /// The store of the index filled from the API's cache: its data folder is the folder of the
    /// server's answers, so a season fetched (a new answer there) is a new state. Nil without a
    /// cache.
    static func ofCachedAnswers(of api: ApiRepository) -> HistoryStore? {
        guard let folders = api.cacheFolders else { return nil }
        // The fingerprint reads the folder: one that no answer has made yet is made now, empty.
        try? FileManager.default.createDirectory(at: folders.answers, withIntermediateDirectories: true)
        return HistoryStore(cacheFolder: folders.cache, dataFolder: folders.answers)
    }
}
