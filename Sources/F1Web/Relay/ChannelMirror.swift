import Synchronization

/// A page server's own copy of the live channel (`f1web --live-from … --mirror-from URL`): it
/// follows the channel as one more viewer and publishes each whole update, as the publisher drew
/// it, to this server's `LiveFeed`. So a page server shows what one f1web shows: the board
/// without JavaScript, the live summary line on every page, and `/live?delay=`, with no race
/// followed twice and nothing drawn twice.
///
/// An update is two messages, summary then board, each starting with its `NchanStamp`; a board
/// whose summary went out before (a restarted publisher's first) takes the last summary seen.
/// Updates come once each, in the publisher's order: one at or before the last taken, and
/// published no later (a reconnection's overlap), is left out; one published later under a lower
/// id is a new publisher's, numbering afresh, and is taken. A stream that ends or fails is followed again after a
/// pause that doubles up to `longestPause`, with the last message's id as `Last-Event-ID`; the
/// first failure and the recovery are each told once through `notice`.
package final class ChannelMirror: Sendable {
    /// Opens the channel after `lastEventID` (nil: from now) and hands its bytes to `read` as they
    /// arrive, returning when the stream ends; throws when it cannot open it.
    package typealias Follow = @Sendable (_ lastEventID: String?, _ read: @Sendable ([UInt8]) throws -> Void) async throws -> Void

    private struct State {
        var parser = ServerSentEventParser()
        var lastEventID: String?
        var summary: (update: Int, text: String)?
        var lastSummary = ""
        var lastUpdate: Int?
        var lastPublishedAt: Int64 = .min
        var taken = 0
        var failing = false
    }

    package let source: String
    let firstPause: Duration
    let longestPause: Duration
    private let feed: LiveFeed
    private let follow: Follow
    private let notice: @Sendable (String) -> Void
    private let state = Mutex(State())

    package init(
        feed: LiveFeed, source: String, firstPause: Duration = .milliseconds(250), longestPause: Duration = .seconds(5),
        notice: @escaping @Sendable (String) -> Void, follow: @escaping Follow
    ) {
        self.feed = feed
        self.source = source
        self.firstPause = firstPause
        self.longestPause = longestPause
        self.notice = notice
        self.follow = follow
    }

    /// The last update taken, by the publisher's id.
    package var lastUpdate: Int? { state.withLock { $0.lastUpdate } }

    /// Follows the channel until cancelled.
    package func run() async {
        var pause = firstPause
        while !Task.isCancelled {
            let (lastEventID, takenBefore) = state.withLock { state in
                // A message cut off by the stream's end is read again from its start.
                state.parser = ServerSentEventParser()
                return (state.lastEventID, state.taken)
            }
            var failure = "the stream ended"
            do {
                try await follow(lastEventID) { bytes in try self.read(bytes) }
            } catch is CancellationError {
                return
            } catch let tooLong as ServerSentEventParser.LineTooLong {
                failure = "a line was longer than \(tooLong.limit) bytes"
            } catch {
                failure = LivePublisher.reason(error)
            }
            guard !Task.isCancelled else { return }
            // A stream that brought updates is followed again after the shortest pause.
            if state.withLock({ $0.taken }) > takenBefore {
                pause = firstPause
            } else if startsFailing() {
                notice("cannot follow the live channel at \(source) (\(failure)); trying again, and pages show its last update meanwhile.")
            }
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, longestPause)
        }
    }

    private func startsFailing() -> Bool {
        state.withLock { state in
            defer { state.failing = true }
            return !state.failing
        }
    }

    private func read(_ bytes: [UInt8]) throws(ServerSentEventParser.LineTooLong) {
        let (updates, recovered) = try state.withLock { state throws(ServerSentEventParser.LineTooLong) in
            var updates: [LiveFeed.Event] = []
            for message in try state.parser.read(bytes) {
                if let id = message.id { state.lastEventID = id }
                guard let (stamp, body) = NchanStamp.strip(message.data) else { continue }
                switch stamp.part {
                case .summary:
                    state.summary = (stamp.update, String(body))
                case .board:
                    let summary = state.summary?.update == stamp.update ? state.summary?.text : nil
                    state.summary = nil
                    if let summary { state.lastSummary = summary }
                    guard state.lastUpdate.map({ stamp.update > $0 }) ?? true || stamp.publishedAt > state.lastPublishedAt else { continue }
                    state.lastUpdate = stamp.update
                    state.lastPublishedAt = stamp.publishedAt
                    state.taken += 1
                    updates.append(
                        LiveFeed.Event(
                            id: stamp.update, board: String(body), summary: summary ?? state.lastSummary, isRunning: !stamp.finished,
                            publishedAt: stamp.publishedAt, race: stamp.race))
                }
            }
            let recovered = state.failing && !updates.isEmpty
            if recovered { state.failing = false }
            return (updates, recovered)
        }
        if recovered { notice("the live channel at \(source) answers again.") }
        for update in updates { feed.publish(update) }
    }
}
