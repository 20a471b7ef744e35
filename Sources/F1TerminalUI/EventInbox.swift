import Synchronization
import TerminalKit

/// Where a stream's events wait for the run loop, which takes all of them at once: a loop slower
/// than its input (a held key, a mebibyte of "j" typed without bracketed paste) handles a burst in
/// one turn and draws it once, where taking events one by one gave each its own frame.
final class EventInbox: Sendable {
    /// A box, so the pump can share it without holding the inbox (whose end cancels the pump).
    private final class Waiting: Sendable {
        let events = Mutex<[TerminalEvent]>([])
    }

    private let waiting = Waiting()
    /// Rung after every event; holding at most one ring, it says only that something waits.
    let doorbell: AsyncStream<Void>
    private let ring: AsyncStream<Void>.Continuation
    private let pump: Task<Void, Never>

    /// Starts moving `events` into the inbox; the doorbell ends after the last of them.
    init(_ events: AsyncStream<TerminalEvent>) {
        let (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.doorbell = doorbell
        self.ring = ring
        let waiting = waiting
        pump = Task.detached {
            for await event in events {
                waiting.events.withLock { $0.append(event) }
                ring.yield()
            }
            ring.finish()
        }
    }

    deinit {
        // Stops listening, which ends the terminal session's reader too.
        pump.cancel()
    }

    /// Every event that has arrived since the last call, oldest first.
    func takeAll() -> [TerminalEvent] {
        waiting.events.withLock { events in
            defer { events.removeAll(keepingCapacity: true) }
            return events
        }
    }
}
