import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Many viewers of f1web's live board at once, each a server-sent-event stream read by SwiftNIO on
/// one thread: f1web's own /live/events, or an nchan channel that `f1web --publish` feeds, the
/// viewers spread in turn over several addresses (nginx instances sharing the channel). Whether
/// every viewer got every update published while all were connected, in order and once, and how
/// long each update took to reach each viewer, from the time f1web stamps on it to the moment the
/// viewer read it (the same machine's clock). A viewer's first update, the board it is sent on
/// arrival, is left out.
///
/// scripts/bench-web-live did this in Python; its reading took as long as the server's writing,
/// so it measured itself (docs/performance.md, "f1web").
struct LiveViewersBenchmark {
    struct Address: Sendable {
        var host: String
        var port: Int
    }

    /// Viewer i connects to addresses[i % count].
    var addresses: [Address]
    var path = "/live/events"
    var stamps = LiveStamps.f1web
    var viewers: Int
    var seconds: Double
    /// Seconds of reading after the window, so that an update published at its end still arrives
    /// at a viewer it reaches late (seconds late, for 10,000 viewers on two cores).
    var grace = 3.0

    struct Outcome {
        var connected: Int
        var updates: ClosedRange<Int>?
        var expected: Int
        var delivered: Int
        /// Updates a viewer got after a later one, or twice (checked over the whole run).
        var disorders: Int
        /// Ids inside `updates` that no viewer got (the publisher's ids are consecutive).
        var gaps: Int
        /// Milliseconds, sorted.
        var delays: [Double]

        var missing: Int { expected - delivered }

        func quantile(_ fraction: Double) -> Double {
            // trap-ok: delays is never empty where this is called, and the index is clamped to it.
            delays[min(delays.count - 1, Int(fraction * Double(delays.count)))]
        }

        var report: String {
            guard let updates, !delays.isEmpty else {
                return "viewers connected: \(connected)\nno update was published while every viewer was connected; read for longer"
            }
            let median = delays[delays.count / 2]
            return """
                viewers connected: \(connected)
                updates while all were connected: \(updates.count) (ids \(updates.lowerBound)...\(updates.upperBound))
                deliveries: \(delivered) of \(expected); missing: \(missing); out of order or twice: \(disorders); ids no viewer got: \(gaps)
                delivery ms: median \(Self.format(median)), p99 \(Self.format(quantile(0.99))), max \(Self.format(delays[delays.count - 1]))
                """
        }

        private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
    }

    func run() async throws -> Outcome {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let outcome = try await follow(on: group)
            try await group.shutdownGracefully()
            return outcome
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    private func follow(on group: MultiThreadedEventLoopGroup) async throws -> Outcome {
        let log = DeliveryLog()
        var channels: [any Channel] = []
        // Connected a hundred at a time, as browsers arriving: a thousand at once overflows the
        // listen backlog and some wait seconds for a retransmitted SYN.
        for start in stride(from: 0, to: viewers, by: 100) {
            let batch = try await withThrowingTaskGroup(of: (any Channel).self) { tasks in
                for index in start..<min(viewers, start + 100) {
                    let address = addresses[index % addresses.count]
                    tasks.addTask {
                        try await ClientBootstrap(group: group)
                            .channelOption(.socketOption(.so_reuseaddr), value: 1)
                            .connectTimeout(.seconds(30))
                            .channelInitializer { channel in
                                channel.eventLoop.makeCompletedFuture {
                                    try channel.pipeline.syncOperations.addHandler(
                                        LiveViewerHandler(index: index, host: address.host, path: path, stamps: stamps, log: log))
                                }
                            }
                            .connect(host: address.host, port: address.port).get()
                    }
                }
                return try await tasks.reduce(into: []) { $0.append($1) }
            }
            channels += batch
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while log.readyCount < viewers, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let allConnected = Self.nowMilliseconds()
        // On standard error, unbuffered: a script measuring a server over the same window (its CPU
        // per update, scripts/bench-deploy) starts when this line appears.
        BenchCommand.printError("f1-bench: \(log.readyCount) of \(viewers) viewers connected; following for \(seconds) s")
        try await Task.sleep(for: .seconds(seconds))
        // The updates counted are those published in the window; reading goes on for the grace
        // period, and an update a viewer has not got by its end is missing.
        let stopped = Self.nowMilliseconds()
        try await Task.sleep(for: .seconds(grace))
        // Every close asked for at once, then waited for: one by one, 10,000 took over a minute
        // while the event loop was reading the rest.
        let closes = channels.map { $0.close() }
        for close in closes { try? await close.get() }
        return log.outcome(viewers: viewers, between: allConnected, and: stopped)
    }

    static func nowMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}

/// What every viewer received, kept apart per viewer.
final class DeliveryLog: Sendable {
    private struct State {
        var ready = 0
        var disorders = 0
        /// Per viewer: event id → (delay ms, when it arrived).
        var received: [Int: [Int: (delay: Double, at: Double)]] = [:]
    }
    private let state = Mutex(State())

    var readyCount: Int { state.withLock { $0.ready } }

    func ready() { state.withLock { $0.ready += 1 } }

    func received(_ deliveries: [Int: (delay: Double, at: Double)], disorders: Int, viewer: Int) {
        state.withLock {
            $0.received[viewer] = deliveries
            $0.disorders += disorders
        }
    }

    func outcome(viewers: Int, between allConnected: Double, and stopped: Double) -> LiveViewersBenchmark.Outcome {
        state.withLock { state in
            // The updates published after every viewer was connected, as some viewer saw them.
            var published: [Int: Double] = [:]
            for deliveries in state.received.values {
                for (event, delivery) in deliveries where published[event] == nil { published[event] = delivery.at - delivery.delay }
            }
            let events = published.filter { $0.value > allConnected + 200 && $0.value < stopped }.keys.sorted()
            var delays: [Double] = []
            for deliveries in state.received.values {
                for event in events { if let delivery = deliveries[event] { delays.append(delivery.delay) } }
            }
            delays.sort()
            return .init(
                connected: state.ready, updates: events.first.map { $0...(events.last ?? $0) }, expected: events.count * viewers,
                delivered: delays.count, disorders: state.disorders,
                gaps: events.last.map { $0 - (events.first ?? $0) + 1 - events.count } ?? 0, delays: delays)
        }
    }
}
