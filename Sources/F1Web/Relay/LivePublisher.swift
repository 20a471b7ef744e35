import F1UseCases
import Synchronization

/// Sends the live race on to nchan from the one process that follows it (`f1web --publish`).
/// The follower hands each update over with `enqueue` and never waits: updates wait in a
/// bounded queue while `run` posts their messages in order, one at a time. Past `limit` waiting
/// updates the oldest not yet begun is dropped (a viewer wants the newest board, and a gap is
/// better than a follower held up). A message that fails is tried again after a pause that
/// doubles up to `longestPause`; the first failure, the first drop and the recovery are each told
/// once through `notice`, a line for standard error.
package final class LivePublisher: Sendable {
    package typealias Send = @Sendable (NchanMessage) async throws -> Void

    /// nchan answered, but not with 2xx (a 403 from a publisher location that refuses this address).
    package struct Refusal: Error, Equatable {
        package var status: Int
        package init(status: Int) { self.status = status }
    }

    private struct State {
        /// Each waiting update's messages not yet sent.
        var queue: [[NchanMessage]] = []
        /// Whether the first update's next message is out now, so it is not the one dropped.
        var sending = false
        var failing = false
        var dropped = 0
        /// What the follower's ids are moved by to carry on the channel's, set at the first update.
        var offset: Int?
    }

    package let endpoint: String
    package let limit: Int
    /// Where this publisher's updates go on from on the channel.
    package let continuation: PublisherContinuation
    let firstPause: Duration
    let longestPause: Duration
    private let notice: @Sendable (String) -> Void
    private let send: Send
    private let state = Mutex(State())
    private let wakes: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    package init(
        endpoint: String, continuation: PublisherContinuation = PublisherContinuation(), limit: Int = 64, firstPause: Duration = .milliseconds(250),
        longestPause: Duration = .seconds(5),
        notice: @escaping @Sendable (String) -> Void, send: @escaping Send
    ) {
        self.endpoint = endpoint
        self.continuation = continuation
        self.limit = max(limit, 2)
        self.firstPause = firstPause
        self.longestPause = longestPause
        self.notice = notice
        self.send = send
        (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues the update's messages; never waits.
    package func enqueue(_ event: LiveFeed.Event) {
        let firstDrop = state.withLock { state -> Int? in
            let first = state.offset == nil
            let offset = state.offset ?? continuation.firstUpdate - event.id
            state.offset = offset
            state.queue.append(NchanMessage.messages(for: event, update: event.id + offset, boardOnly: first && continuation.boardOnly))
            guard state.queue.count > limit else { return nil }
            // The first update may be half sent: its summary out, its board not. It goes whole.
            let oldest = state.sending || state.queue[0].count == 1 ? 1 : 0
            let update = state.queue.remove(at: oldest).first?.update
            state.dropped += 1
            return state.dropped == 1 ? update : nil
        }
        if let firstDrop {
            notice("more than \(limit) updates are waiting for \(endpoint); the oldest are dropped, from update \(firstDrop) on.")
        }
        wake.yield()
    }

    /// Updates waiting, for a shutdown that lets the last ones go first.
    package var waiting: Int { state.withLock { $0.queue.count } }

    /// Posts the queue in order until cancelled.
    package func run() async {
        var wakeUps = wakes.makeAsyncIterator()
        var pause = firstPause
        while !Task.isCancelled {
            let next = state.withLock { state -> NchanMessage? in
                state.sending = state.queue.first?.first != nil
                return state.queue.first?.first
            }
            guard let message = next else {
                guard await wakeUps.next() != nil else { return }
                continue
            }
            do {
                try await send(message)
                pause = firstPause
                if sent(message) { notice("\(endpoint) takes updates again; publishing resumes with update \(message.update).") }
            } catch {
                guard !Task.isCancelled else { return }
                if failed() {
                    notice(
                        "cannot publish to \(endpoint) (\(Self.reason(error))); updates wait (up to \(limit)) and go when it answers."
                    )
                }
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, longestPause)
            }
        }
    }

    /// Takes `message` off the queue (unless it was dropped meanwhile); whether this ends a failure.
    private func sent(_ message: NchanMessage) -> Bool {
        state.withLock { state in
            state.sending = false
            if state.queue.first?.first == message {
                state.queue[0].removeFirst()
                if state.queue[0].isEmpty { state.queue.removeFirst() }
            }
            defer {
                state.failing = false
                state.dropped = 0
            }
            return state.failing
        }
    }

    /// Whether this failure is the first since the last success.
    private func failed() -> Bool {
        state.withLock { state in
            state.sending = false
            defer { state.failing = true }
            return !state.failing
        }
    }

    /// Why a post failed, as a clause.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let refusal as Refusal: "it answered \(refusal.status)"
        case let transport as TransportReason: transport.clause
        default: "\(error)"
        }
    }
}
