import HTTPTypes
import Synchronization

/// What must stop when a connection ends, by the number `HTTPGuard` gives each connection and
/// passes to the routes in the `F1web-Connection` request header (a client's own is removed).
///
/// A live stream hears of its viewer's leaving only here: Hummingbird's response writer fails
/// only at the next write, so under churn the streams of viewers long gone would pile up until
/// the next update and be woken thousands at once, with pages waiting behind them
/// (docs/performance.md, "Hardening: floods, memory and churn").
package final class ConnectionEnds: Sendable {
    private struct State {
        var actions: [Int: [@Sendable () -> Void]] = [:]
        var next = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// A number for a new connection.
    func begin() -> Int {
        state.withLock { state in
            state.next += 1
            state.actions[state.next] = []
            return state.next
        }
    }

    /// Runs `action` when connection `number` ends, or at once when it has ended (or is unknown).
    package func whenEnded(_ number: Int, _ action: @escaping @Sendable () -> Void) {
        let registered = state.withLock { state -> Bool in
            guard state.actions[number] != nil else { return false }
            state.actions[number]?.append(action)
            return true
        }
        if !registered { action() }
    }

    /// Connection `number` ended: what waited on it runs, once.
    func end(_ number: Int) {
        let actions = state.withLock { $0.actions.removeValue(forKey: number) } ?? []
        for action in actions { action() }
    }

    /// Connections open now, for the tests.
    package var count: Int { state.withLock { $0.actions.count } }
}

extension HTTPField.Name {
    /// The connection's number in `ConnectionEnds`, set by `HTTPGuard` on every request.
    package static let f1webConnection = HTTPField.Name("F1web-Connection")!  // trap-ok: a valid name
}
