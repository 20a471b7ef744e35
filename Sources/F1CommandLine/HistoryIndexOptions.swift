import ArgumentParser
import F1DataF1db
import F1History
import Foundation

/// Where the history index of the chosen f1db checkout lives, from the source flags: under the
/// cache folder (`--cache-dir`, else the default), keyed by the checkout's content.
extension SourceOptions {
    /// The store for `f1db`'s data folder; one sentence and a failure exit when there is no cache folder.
    package func historyStore(for f1db: F1dbRepository) throws -> HistoryStore {
        switch cache.location {
        case .success(let cache): return HistoryStore(cacheFolder: cache.directory, dataFolder: f1db.dataFolder)
        case .failure(let problem):
            Terminal().complain("The history index has no folder to live in: \(problem.why); give one with --cache-dir.")
            throw ExitCode.failure
        }
    }

    /// The store when the source is f1db and a cache folder can be named; nil otherwise, so the
    /// whole-history reports take the path they take without an index.
    package func historyStoreIfAny(for f1db: F1dbRepository) -> HistoryStore? {
        guard case .success(let cache) = cache.location else { return nil }
        return HistoryStore(cacheFolder: cache.directory, dataFolder: f1db.dataFolder)
    }

    /// The index of the checkout's present state, built first (with the progress line) if it
    /// has none; a failure is one sentence on standard error and `ExitCode.failure`.
    package func historyIndexPath(of f1db: F1dbRepository, program: String) async throws -> String {
        let store = try historyStore(for: f1db)
        if let found = try? store.existing() { return found }
        return try await buildHistoryIndex(store, from: f1db, rebuild: false, program: program).path
    }

    /// Builds (or, when the present state has one and `rebuild` is false, finds) the index, with
    /// the progress line on a terminal; a failure is one sentence and `ExitCode.failure`.
    package func buildHistoryIndex(_ store: HistoryStore, from f1db: F1dbRepository, rebuild: Bool, program: String) async throws
        -> HistoryBuildOutcome
    {
        let line = HistoryProgressLine()
        do {
            let outcome = try await store.build(from: F1dbHistoryFeed(f1db), rebuild: rebuild, progress: line.show)
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
