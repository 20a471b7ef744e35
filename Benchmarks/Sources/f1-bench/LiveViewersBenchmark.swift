import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Many viewers of f1web's live board at once, each a server-sent-event stream to /live/events
/// read by SwiftNIO on one thread: whether every viewer got every update published while all
/// were connected, and how long each update took to reach each viewer, from the
/// `: published MS` comment f1web stamps on it to the moment the viewer read it (the same
/// machine's clock). A viewer's first event, the board it is sent on arrival, is left out.
///
/// scripts/bench-web-live did this in Python; its reading took as long as the server's writing,
/// so it measured itself (docs/performance.md, "f1web").
struct LiveViewersBenchmark {
    var host: String
    var port: Int
    var viewers: Int
    var seconds: Double

    struct Outcome {
        var connected: Int
        var updates: ClosedRange<Int>?
        var expected: Int
        var delivered: Int
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
                deliveries: \(delivered) of \(expected); missing: \(missing)
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
                    tasks.addTask {
                        try await ClientBootstrap(group: group)
                            .channelOption(.socketOption(.so_reuseaddr), value: 1)
                            .connectTimeout(.seconds(30))
                            .channelInitializer { channel in
                                channel.eventLoop.makeCompletedFuture {
                                    try channel.pipeline.syncOperations.addHandler(ViewerHandler(index: index, host: host, log: log))
                                }
                            }
                            .connect(host: host, port: port).get()
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
        try await Task.sleep(for: .seconds(seconds))
        for channel in channels { try? await channel.close() }
        return log.outcome(viewers: viewers, allConnected: allConnected)
    }

    static func nowMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}

/// What every viewer received, kept apart per viewer.
private final class DeliveryLog: Sendable {
    private struct State {
        var ready = 0
        /// Per viewer: event id → (delay ms, when it arrived).
        var received: [Int: [Int: (delay: Double, at: Double)]] = [:]
    }
    private let state = Mutex(State())

    var readyCount: Int { state.withLock { $0.ready } }

    func ready() { state.withLock { $0.ready += 1 } }

    func received(_ deliveries: [Int: (delay: Double, at: Double)], viewer: Int) {
        state.withLock { $0.received[viewer] = deliveries }
    }

    func outcome(viewers: Int, allConnected: Double) -> LiveViewersBenchmark.Outcome {
        state.withLock { state in
            // The updates published after every viewer was connected, as some viewer saw them.
            var published: [Int: Double] = [:]
            for deliveries in state.received.values {
                for (event, delivery) in deliveries where published[event] == nil { published[event] = delivery.at - delivery.delay }
            }
            var events = published.filter { $0.value > allConnected + 200 }.keys.sorted()
            // The last one may still be on its way when reading stopped.
            if events.count > 1 { events.removeLast() }
            var delays: [Double] = []
            for deliveries in state.received.values {
                for event in events { if let delivery = deliveries[event] { delays.append(delivery.delay) } }
            }
            delays.sort()
            return .init(
                connected: state.ready, updates: events.first.map { $0...(events.last ?? $0) }, expected: events.count * viewers,
                delivered: delays.count, delays: delays)
        }
    }
}

/// One viewer: sends the request, then finds each `: published MS\nid: N\n` in the stream.
private final class ViewerHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let index: Int
    private let host: String
    private let log: DeliveryLog
    private var pending: [UInt8] = []
    private var headersRead = false
    private var first = true
    private var deliveries: [Int: (delay: Double, at: Double)] = [:]

    init(index: Int, host: String, log: DeliveryLog) {
        self.index = index
        self.host = host
        self.log = log
    }

    func channelActive(context: ChannelHandlerContext) {
        let request = "GET /live/events HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\n\r\n"
        context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: request)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let now = LiveViewersBenchmark.nowMilliseconds()
        let buffer = unwrapInboundIn(data)
        buffer.withUnsafeReadableBytes { pending.append(contentsOf: $0) }
        if !headersRead {
            guard let end = Self.find(Self.headersEnd, in: pending, from: 0) else { return }
            headersRead = true
            log.ready()
            pending.removeSubrange(..<(end + Self.headersEnd.count))
        }
        var consumed = 0
        while let stamp = Self.find(Self.stamp, in: pending, from: consumed) {
            guard let (published, afterPublished) = Self.number(in: pending, from: stamp + Self.stamp.count, endingWith: Self.idLine),
                let (event, afterEvent) = Self.number(in: pending, from: afterPublished, endingWith: [UInt8(ascii: "\n")])
            else { break }
            if deliveries[event] == nil {
                if !first { deliveries[event] = (now - Double(published), now) }
                first = false
            }
            consumed = afterEvent
        }
        // Keep the tail, which may hold the start of the next stamp.
        pending.removeSubrange(..<max(consumed, pending.count - 64, 0))
    }

    func channelInactive(context: ChannelHandlerContext) {
        log.received(deliveries, viewer: index)
    }

    private static let headersEnd = Array("\r\n\r\n".utf8)
    private static let stamp = Array(": published ".utf8)
    private static let idLine = Array("\nid: ".utf8)

    /// Where `needle` first occurs in `bytes` at `start` or after. memchr and memcmp: the
    /// collection algorithms made this client slower than the server it measured.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, start >= 0, bytes.count - start >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            needle.withUnsafeBufferPointer { needle -> Int? in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var index = start
                let last = haystack.count - needle.count
                while index <= last {
                    guard let found = memchr(base + index, Int32(head), last - index + 1) else { return nil }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, wanted, needle.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }

    /// The decimal number at `start` and the index after `terminator`, or nil when the bytes are
    /// not there yet (or not a number).
    private static func number(in bytes: [UInt8], from start: Int, endingWith terminator: [UInt8]) -> (Int, Int)? {
        var value = 0
        var index = start
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), value < Int.max / 20 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index + terminator.count <= bytes.count, bytes[index..<(index + terminator.count)].elementsEqual(terminator) else {
            return nil
        }
        return (value, index + terminator.count)
    }
}
