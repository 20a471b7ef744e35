import Synchronization

/// The live race held back for viewers who asked for a broadcast delay (`/live?delay=45`). Every
/// update the server publishes is kept with the instant it was published, and each delay in use
/// is a lane of its own (a `LiveFeed`) that publishes the same updates that much later. So a board
/// is drawn once however many viewers and delays there are, and a delay can be as long as what is
/// kept (`byteLimit`, oldest updates dropped first: a two-hour race at one update every 3 s is
/// about 2,400 updates).
package final class DelayedLive<C: Clock>: Sendable where C.Duration == Duration, C: Sendable {
    /// One update as published, and when.
    private struct Archived: Sendable {
        let event: LiveFeed.Event
        let at: C.Instant
    }

    /// A delay's own feed, publishing the archive `delay` late from `next` on.
    private struct Lane: Sendable {
        let feed: LiveFeed
        let task: Task<Void, Never>
        let wake: AsyncStream<Void>.Continuation
        var lastAsked: C.Instant
    }

    private struct State {
        var archive: [Archived] = []
        /// The sequence number of `archive[0]`: updates dropped for room do not renumber the rest.
        var firstSequence = 0
        var bytes = 0
        var lanes: [Int: Lane] = [:]
    }

    /// The longest delay a viewer may ask for, in seconds: the longest a session runs.
    package static var longestDelay: Int { 6 * 3600 }

    package let live: LiveFeed
    let clock: C
    let byteLimit: Int
    /// How many different delays are held at once; a viewer asking for another gets the nearest.
    let laneLimit: Int
    private let state = Mutex(State())

    /// Keeps every update `live` publishes from now on.
    package init(live: LiveFeed, clock: C, byteLimit: Int = 256 << 20, laneLimit: Int = 32) {
        self.live = live
        self.clock = clock
        self.byteLimit = byteLimit
        self.laneLimit = laneLimit
        live.observePublishing { [weak self] event in self?.record(event) }
    }

    deinit {
        for lane in state.withLock({ Array($0.lanes.values) }) { lane.task.cancel() }
    }

    /// The feed a viewer `seconds` behind live follows (the live feed itself for none), and the
    /// delay it holds, which is the nearest lane's once `laneLimit` delays are in use.
    package func feed(delaySeconds seconds: Int) -> (feed: LiveFeed, delaySeconds: Int) {
        let seconds = min(max(seconds, 0), Self.longestDelay)
        guard seconds > 0 else { return (live, 0) }
        let now = clock.now
        return state.withLock { state in
            if state.lanes[seconds] != nil {
                state.lanes[seconds]?.lastAsked = now
                return (state.lanes[seconds]!.feed, seconds)  // trap-ok: checked above
            }
            // Lanes nobody has watched for a minute make room first.
            for (delay, lane) in state.lanes where lane.feed.viewerCount == 0 && lane.lastAsked.duration(to: now) > .seconds(60) {
                lane.task.cancel()
                state.lanes[delay] = nil
            }
            if state.lanes.count >= laneLimit, let nearest = state.lanes.keys.min(by: { abs($0 - seconds) < abs($1 - seconds) }) {
                return (state.lanes[nearest]!.feed, nearest)  // trap-ok: a key of the dictionary
            }
            let lane = openLane(seconds: seconds, state: &state, now: now)
            state.lanes[seconds] = lane
            return (lane.feed, seconds)
        }
    }

    /// A new lane: at once the update that was live `seconds` ago (so a page drawn now has a
    /// board), then each later one `seconds` after it was published.
    private func openLane(seconds: Int, state: inout State, now: C.Instant) -> Lane {
        let feed = LiveFeed()
        let delay = Duration.seconds(seconds)
        let shownUntil = now.advanced(by: .zero - delay)
        let past = state.archive.lastIndex { $0.at <= shownUntil }
        if let past { feed.publish(state.archive[past].event) }
        let next = state.firstSequence + (past.map { $0 + 1 } ?? 0)
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task { [weak self] in
            guard let self else { return }
            await play(feed: feed, delay: delay, from: next, wakes: wakes)
        }
        return Lane(feed: feed, task: task, wake: wake, lastAsked: now)
    }

    private func play(feed: LiveFeed, delay: Duration, from first: Int, wakes: AsyncStream<Void>) async {
        var next = first
        var wakeUps = wakes.makeAsyncIterator()
        while !Task.isCancelled {
            let archived: Archived? = state.withLock { state in
                // Dropped for room: the lane goes on from the oldest kept.
                next = max(next, state.firstSequence)
                let index = next - state.firstSequence
                return index < state.archive.count ? state.archive[index] : nil
            }
            guard let archived else {
                guard await wakeUps.next() != nil else { return }
                continue
            }
            do {
                try await clock.sleep(until: archived.at.advanced(by: delay), tolerance: nil)
            } catch {
                return
            }
            feed.publish(archived.event)
            next += 1
        }
    }

    private func record(_ event: LiveFeed.Event) {
        let now = clock.now
        let wakes = state.withLock { state -> [AsyncStream<Void>.Continuation] in
            state.archive.append(Archived(event: event, at: now))
            state.bytes += event.text.utf8.count
            while state.bytes > byteLimit, state.archive.count > 1 {
                state.bytes -= state.archive.removeFirst().event.text.utf8.count
                state.firstSequence += 1
            }
            return state.lanes.values.map(\.wake)
        }
        for wake in wakes { wake.yield() }
    }
}
