import Synchronization

/// Pages and API answers as rendered, kept so a popular page is not rendered again for every
/// request: a past season's for an hour (it does not change), any other for two seconds (a
/// countdown moves by the minute, the live summary by the lap), failures never.
///
/// Bounded in bytes, not in answers: the answers kept weigh at most `budget` bytes (body,
/// compressed body and a fixed allowance for the key), and an answer heavier than `largest` is
/// sent but not kept. When a new answer does not fit, the oldest kept go first. Keyed by what the
/// request means (`WebSite.Address`), so a query no page reads cannot make a new entry.
package final class AnswerCache<Key: Hashable & Sendable>: Sendable {
    package typealias Limits = AnswerCacheLimits

    /// What a kept answer costs beyond its bytes: the key, the entry and the queue's slot.
    static var allowance: Int { 512 }

    private struct Entry {
        var answer: PreparedAnswer
        var expires: ContinuousClock.Instant
        var weight: Int
        var number: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Keys in the order their answers were kept, each with the number of the answer it had
        /// then: a key kept again later has a newer number, and its old slot is passed over.
        var order: [(key: Key, number: Int)] = []
        var head = 0
        var weight = 0
        var kept = 0
    }

    package let limits: AnswerCacheLimits
    private let state = Mutex(State())

    package init(limits: AnswerCacheLimits = .standard) {
        self.limits = limits
    }

    /// The bytes the kept answers weigh now, for the tests and the benchmark.
    package var weight: Int { state.withLock { $0.weight } }
    /// How many answers are kept now.
    package var count: Int { state.withLock { $0.entries.count } }

    /// The answer kept for `key` while fresh, else `make`'s, kept when it may be.
    package func answer(for key: Key, make: () async -> WebAnswer) async -> PreparedAnswer {
        let now = ContinuousClock.now
        if let kept = state.withLock({ $0.entries[key] }), kept.expires > now { return kept.answer }
        let prepared = PreparedAnswer(await make())
        let lifetime: Duration? =
            switch prepared.answer.freshness {
            case _ where prepared.answer.status != 200: nil
            case .immutable: .seconds(3600)
            case .revalidate: .seconds(2)
            case .never: nil
            }
        let weight = prepared.weight + Self.allowance
        guard let lifetime, weight <= limits.largest else { return prepared }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.weight -= old.weight }
            while state.weight + weight > limits.budget, let oldest = Self.oldest(in: &state) {
                state.weight -= oldest.weight
            }
            state.kept += 1
            state.entries[key] = Entry(answer: prepared, expires: now + lifetime, weight: weight, number: state.kept)
            state.order.append((key, state.kept))
            state.weight += weight
            Self.compact(&state)
        }
        return prepared
    }

    /// Removes and returns the oldest entry still kept; nil when none is.
    private static func oldest(in state: inout State) -> Entry? {
        while state.head < state.order.count {
            let slot = state.order[state.head]
            state.head += 1
            if let entry = state.entries[slot.key], entry.number == slot.number {
                state.entries[slot.key] = nil
                return entry
            }
        }
        return nil
    }

    /// Drops the slots passed over, once they are most of the queue, so it stays proportional to
    /// the answers kept however often a revalidated page is made again.
    private static func compact(_ state: inout State) {
        guard state.order.count > 64, state.order.count > 2 * state.entries.count else { return }
        state.order = state.order[state.head...].filter { state.entries[$0.key]?.number == $0.number }
        state.head = 0
    }
}

/// How much `AnswerCache` keeps.
package struct AnswerCacheLimits: Sendable {
    package var budget: Int
    package var largest: Int

    /// 64 MiB in all, 2 MiB an answer: room for hundreds of the largest pages, and no page f1web
    /// makes is too large to keep; docs/f1web.md ("The answer cache").
    package static let standard = AnswerCacheLimits(budget: 64 << 20, largest: 2 << 20)

    package init(budget: Int, largest: Int) {
        self.budget = budget
        self.largest = largest
    }

    /// `megabytes` MiB in all, each answer at most the standard largest (or the whole budget).
    package init(megabytes: Int) {
        budget = megabytes << 20
        largest = min(Self.standard.largest, budget)
    }
}
