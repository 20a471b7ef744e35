import F1HTML
import F1UI
import Foundation
import Hummingbird
import Synchronization

/// The live race for the whole server: followed once, each board rendered once, and every
/// update sent to every viewer, so a feed with rate limits (OpenF1) is polled once however many
/// people watch. A viewer that falls behind by more than `backlog` updates is dropped rather
/// than slowing the others; its browser reconnects with `Last-Event-ID` and gets what it missed.
package final class LiveFeed: Sendable {
    /// One update: the board as an HTML fragment, and the one-line summary every page carries.
    package struct Event: Sendable, Equatable {
        package var id: Int
        package var board: String
        package var summary: String
        /// Whether the race was still running at this update.
        package var isRunning: Bool

        /// When it was published, in milliseconds since 1970 (0: not recorded), sent as an SSE
        /// comment so a load test can measure delivery.
        package var publishedAt: Int64
        /// Where the race stood (a replay's moment, the demo's lap), for a publisher that restarts
        /// to go on from; nil when unknown or followed live.
        package var race: Int64?
        /// The event as server-sent events, made once however many viewers it goes to.
        package let text: String
        /// The same as bytes, shared by every viewer's write (a buffer is copied only when written to).
        package let bytes: ByteBuffer

        package init(id: Int, board: String, summary: String, isRunning: Bool, publishedAt: Int64 = 0, race: Int64? = nil) {
            self.id = id
            self.race = race
            self.board = board
            self.summary = summary
            self.isRunning = isRunning
            self.publishedAt = publishedAt
            text = LiveFeed.serverSentEvents(id: id, board: board, summary: summary, publishedAt: publishedAt)
            bytes = ByteBuffer(string: text)
        }
    }

    private struct State {
        var history: [Event] = []
        var nextID = 1
        var viewers: [Int: AsyncStream<Event>.Continuation] = [:]
        var nextViewer = 0
    }

    /// Updates kept for reconnecting viewers.
    package let historyLimit: Int
    /// Updates a viewer may have unread before it is dropped.
    package let backlog: Int
    private let state = Mutex(State())
    /// Told of every update published (the delayed lanes keep them).
    private let observer = Mutex<(@Sendable (Event) -> Void)?>(nil)

    package init(historyLimit: Int = 64, backlog: Int = 16) {
        self.historyLimit = historyLimit
        self.backlog = backlog
    }

    /// The latest update, for a page drawn now.
    package var latest: Event? { state.withLock { $0.history.last } }

    /// How many viewers are following.
    package var viewerCount: Int { state.withLock { $0.viewers.count } }

    /// Sends a new board to every viewer; returns its event.
    @discardableResult
    package func publish(board: String, summary: String, isRunning: Bool, race: Int64? = nil) -> Event {
        let (event, dropped) = state.withLock { state -> (Event, [AsyncStream<Event>.Continuation]) in
            let now = Int64((Date().timeIntervalSince1970 * 1000).rounded())
            let event = Event(id: state.nextID, board: board, summary: summary, isRunning: isRunning, publishedAt: now, race: race)
            state.nextID += 1
            state.history.append(event)
            if state.history.count > historyLimit { state.history.removeFirst(state.history.count - historyLimit) }
            var dropped: [AsyncStream<Event>.Continuation] = []
            for (key, viewer) in state.viewers {
                if case .dropped = viewer.yield(event) {
                    dropped.append(viewer)
                    state.viewers[key] = nil
                }
            }
            return (event, dropped)
        }
        // Finished outside the lock: a stream's termination handler takes it again.
        for viewer in dropped { viewer.finish() }
        observer.withLock { $0 }?(event)
        return event
    }

    /// Sends another feed's update to this feed's viewers, numbered in this feed.
    @discardableResult
    package func publish(_ event: Event) -> Event {
        publish(board: event.board, summary: event.summary, isRunning: event.isRunning)
    }

    /// Calls `body` with every update published from now on.
    package func observePublishing(_ body: @escaping @Sendable (Event) -> Void) {
        observer.withLock { $0 = body }
    }

    /// A viewer's updates: those after `lastEventID` still kept (the latest alone when none was
    /// seen, or when the one seen is older than what is kept), then every new one.
    package func subscribe(after lastEventID: Int?) -> AsyncStream<Event> {
        viewer(after: lastEventID).events
    }

    /// A viewer's updates, as `subscribe` gives them, and a way to end them (and so drop the
    /// viewer at once) when the viewer is known to have left.
    package func viewer(after lastEventID: Int?) -> (events: AsyncStream<Event>, end: @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingOldest(backlog))
        let key = state.withLock { state -> Int in
            let missed: [Event]
            if let lastEventID, let oldest = state.history.first, lastEventID >= oldest.id - 1 {
                missed = state.history.filter { $0.id > lastEventID }
            } else {
                missed = state.history.suffix(1)
            }
            for event in missed.suffix(backlog) { continuation.yield(event) }
            let key = state.nextViewer
            state.nextViewer += 1
            state.viewers[key] = continuation
            return key
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.viewers.removeValue(forKey: key) }
        }
        return (stream, { continuation.finish() })
    }

    /// Ends every viewer's stream (the server is stopping).
    package func finishAll() {
        let viewers = state.withLock { state in
            defer { state.viewers = [:] }
            return Array(state.viewers.values)
        }
        for viewer in viewers { viewer.finish() }
    }

    /// The event as server-sent events: the summary (event `summary`) then the board (a plain
    /// message), with the same id. Every line of an HTML fragment gets its own `data:`.
    package static func serverSentEvents(_ event: Event) -> String { event.text }

    static func serverSentEvents(id: Int, board: String, summary: String, publishedAt: Int64) -> String {
        let stamp = publishedAt > 0 ? ": published \(publishedAt)\n" : ""
        return stamp + "id: \(id)\nevent: summary\n" + dataLines(summary) + "\n" + "id: \(id)\n" + dataLines(board) + "\n"
    }

    private static func dataLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: " + $0 + "\n" }.joined()
    }
}
