import Synchronization

/// Values kept for their keys up to a budget of bytes, the least recently used going first: what a
/// long-running program (f1web, f1tracker) reads from a checkout must not grow with every session
/// and lap it is asked for. A value heavier than the whole budget is not kept.
package final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var weight: Int
        var used: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var weight = 0
        var clock = 0
    }

    /// The most the kept values may weigh, in bytes (as `weigh` counts them).
    package let budget: Int
    private let weigh: @Sendable (Value) -> Int
    private let state = Mutex(State())

    package init(budget: Int, weigh: @escaping @Sendable (Value) -> Int) {
        self.budget = budget
        self.weigh = weigh
    }

    /// The value kept for `key`, now the most recently used.
    package func value(_ key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Keeps `value`, letting the least recently used go until the kept fit the budget; a value
    /// heavier than the budget is not kept, and what `key` held before goes.
    package func keep(_ value: Value, for key: Key) {
        let weight = max(1, weigh(value))
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.weight -= old.weight }
            guard weight <= budget else { return }
            // A few dozen entries at most: a scan for the oldest is cheaper than keeping an order.
            while state.weight + weight > budget, let oldest = state.entries.min(by: { $0.value.used < $1.value.used }) {
                state.weight -= oldest.value.weight
                state.entries.removeValue(forKey: oldest.key)
            }
            state.clock += 1
            state.entries[key] = Entry(value: value, weight: weight, used: state.clock)
            state.weight += weight
        }
    }

    /// The bytes kept now, and how many values: for the tests.
    package var kept: (weight: Int, count: Int) { state.withLock { ($0.weight, $0.entries.count) } }
}
