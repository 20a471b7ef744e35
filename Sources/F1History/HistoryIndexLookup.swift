import Synchronization

/// The index of a data folder's present state, looked for once per program and kept open: the
/// whole-history reports ask for it several times in one run (calendars, champions, scoring).
package final class HistoryIndexLookup: Sendable {
    package let store: HistoryStore
    private let found = Mutex<HistoryIndex??>(nil)

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
}
