import HummingbirdCore
import NIOCore
import Synchronization

/// The open connections, capped: past `maximum`, the connection idle longest (no request being
/// answered: a keep-alive wait, or a request that never finished arriving) is closed to make room,
/// and while every connection is busy no new one is accepted (it waits in the listen backlog).
/// A live viewer is busy for as long as it watches, so it is never the one closed; an idle
/// keep-alive connection costs its client a reconnect at most. docs/f1web.md ("Connections").
package final class ConnectionLimit: Sendable {
    private struct Connection {
        let channel: any Channel
        var requests = 0
        /// When it last fell idle (or opened), in the limit's own count of events.
        var idleSince: Int
    }

    private struct State {
        var connections: [ObjectIdentifier: Connection] = [:]
        var idle = 0
        var events = 0
        var closedToMakeRoom = 0
    }

    package let maximum: Int
    private let state = Mutex(State())

    package init(maximum: Int) {
        self.maximum = max(1, maximum)
    }

    /// Connections open now, and how many have been closed to make room since the start.
    package var counts: (open: Int, closedToMakeRoom: Int) {
        state.withLock { ($0.connections.count, $0.closedToMakeRoom) }
    }

    /// Whether the server should take another connection from the backlog now.
    var isAccepting: Bool {
        state.withLock { $0.connections.count < maximum || $0.idle > 0 }
    }

    func opened(_ channel: any Channel) {
        let evicted: (any Channel)? = state.withLock { state in
            let id = ObjectIdentifier(channel)
            guard state.connections[id] == nil else { return nil }
            state.events += 1
            state.connections[id] = Connection(channel: channel, idleSince: state.events)
            state.idle += 1
            guard state.connections.count > maximum else { return nil }
            // The oldest idle one other than the newcomer, which has not had its chance yet.
            guard
                let oldest = state.connections.filter({ $0.key != id && $0.value.requests == 0 })
                    .min(by: { $0.value.idleSince < $1.value.idleSince })
            else { return nil }
            state.connections[oldest.key] = nil
            state.idle -= 1
            state.closedToMakeRoom += 1
            return oldest.value.channel
        }
        evicted?.close(promise: nil)
    }

    func closed(_ channel: any Channel) {
        state.withLock { state in
            guard let gone = state.connections.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            if gone.requests == 0 { state.idle -= 1 }
        }
    }

    /// A request began (`+1`) or its answer ended (`-1`) on `channel`.
    func requests(on channel: any Channel, change: Int) {
        state.withLock { state in
            let id = ObjectIdentifier(channel)
            guard var connection = state.connections[id] else { return }
            let wasIdle = connection.requests == 0
            connection.requests = max(0, connection.requests + change)
            let isIdle = connection.requests == 0
            if isIdle {
                state.events += 1
                connection.idleSince = state.events
            }
            state.connections[id] = connection
            state.idle += (isIdle ? 1 : 0) - (wasIdle ? 1 : 0)
        }
    }
}

/// Tells Hummingbird's acceptor when to take connections, from the limit's count.
struct ConnectionLimitDelegate: AvailableConnectionsDelegate {
    let limit: ConnectionLimit

    mutating func connectionOpened() {}
    mutating func connectionClosed() {}
    func isAcceptingNewConnections() -> Bool { limit.isAccepting }
}

extension ConnectionLimit {
    /// The acceptor's view of the limit, for Hummingbird's server configuration.
    package var delegate: some AvailableConnectionsDelegate { ConnectionLimitDelegate(limit: self) }
}
