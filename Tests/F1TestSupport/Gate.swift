import Synchronization

/// A point where code under test waits until the test lets it through: a double calls `pass()`
/// and stays suspended there; the test waits with `arrived()` until something reached the gate,
/// looks at the state in between, then calls `open(with:)` to hand every waiter its outcome.
public final class Gate<Value: Sendable>: Sendable {
    private struct State {
        var arrivals = 0
        var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
        var outcome: Result<Value, any Error>?
        var passers: [CheckedContinuation<Value, any Error>] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// How many times `pass()` has been called.
    public var arrivals: Int { state.withLock { $0.arrivals } }

    /// Waits here until the gate is opened (at once if it already is), then returns or throws its outcome.
    public func pass() async throws -> Value {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
            let (waiters, outcome) = state.withLock { state -> ([CheckedContinuation<Void, Never>], Result<Value, any Error>?) in
                state.arrivals += 1
                let waiters = state.arrivalWaiters
                state.arrivalWaiters = []
                if state.outcome == nil { state.passers.append(continuation) }
                return (waiters, state.outcome)
            }
            for waiter in waiters { waiter.resume() }
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    /// Returns once something has called `pass()`.
    public func arrived() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let already = state.withLock { state -> Bool in
                if state.arrivals > 0 { return true }
                state.arrivalWaiters.append(continuation)
                return false
            }
            if already { continuation.resume() }
        }
    }

    /// Lets every waiter through with `outcome`, and every later caller at once.
    public func open(with outcome: Result<Value, any Error>) {
        let passers = state.withLock { state -> [CheckedContinuation<Value, any Error>] in
            state.outcome = outcome
            let passers = state.passers
            state.passers = []
            return passers
        }
        for passer in passers { passer.resume(with: outcome) }
    }
}
