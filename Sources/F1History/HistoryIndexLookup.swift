import Synchronization

/// The index of a data folder's present state, looked for once per program and kept open: the
/// whole-history reports ask for it several times in one run (calendars, champions, scoring).
package final class HistoryIndexLookup: Sendable {
    package let store: HistoryStore
    private let found = Mutex<HistoryIndex??>(nil)
    private let building = Mutex<Task<HistoryIndex, any Error>?>(nil)

    package init(store: HistoryStore) {
        self.store = store
    }

    /// The opened index, or nil when the data's present state has none (or it cannot be opened:
    /// then the reports read the source, as they do without an index).
    package func index() -> HistoryIndex? {
        found.withLock { found in
            if let found { return found }
            let opened = (try? store.existing()).flatMap { $0 }.flatMap { try? HistoryIndex(path: $0) }
            found = .some(opened)
            return opened
        }
    }

    /// The index, built from `feed` first when the data's present state has none: what the
    /// records ask for in a program that builds no index up front (f1web, f1tracker). Callers
    /// at the same time share one build, and the store's lock keeps other programs' builds
    /// apart; a build that fails is tried again by the next caller.
    package func index(
        buildingFrom feed: any HistoryFeed, progress: @escaping @Sendable (HistoryBuildStage) -> Void = { _ in }
    ) async throws -> HistoryIndex {
        if let index = index() { return index }
        let store = store
        let task = building.withLock { task in
            if let task { return task }
            let started = Task { try HistoryIndex(path: try await store.build(from: feed, progress: progress).path) }
            task = started
            return started
        }
        do {
            let built = try await task.value
            found.withLock { $0 = .some(built) }
            return built
        } catch {
            building.withLock { $0 = nil }
            throw error
        }
    }
}
