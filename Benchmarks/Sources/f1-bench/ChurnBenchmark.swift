import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// Pages asked for while live viewers churn: `churners` viewers of /live/events, each reading
/// the board it is sent on arrival, staying a while (`holdMilliseconds`), hanging up and coming
/// straight back (as phones on a train, or a thousand browsers after a blip), and meanwhile one page asked for every 50 ms on a new
/// connection each time, timed from connect to the last byte. Page times are what a person
/// waits; a listen backlog that overflows shows as 1 s and 3 s (the SYN retries).
struct ChurnBenchmark {
    var host: String
    var port: Int
    var churners: Int
    var seconds: Double
    var page: String
    /// The longest a viewer stays after its first event, in milliseconds: each stays a random
    /// time up to it, then hangs up and comes straight back. 0 is a reconnection flood, each
    /// viewer back as soon as it is answered.
    var holdMilliseconds: Int

    struct Outcome {
        /// Milliseconds, sorted.
        var pages: [Double]
        var failedPages: Int
        var reconnections: Int

        var report: String {
            guard !pages.isEmpty else { return "no page was answered" }
            func at(_ fraction: Double) -> String {
                String(format: "%.1f", pages[min(pages.count - 1, Int(fraction * Double(pages.count)))])  // trap-ok: clamped, not empty.
            }
            let slow = pages.filter { $0 > 100 }.count
            return """
                pages: \(pages.count) answered, \(failedPages) failed; over 100 ms: \(slow)
                page ms: median \(at(0.5)), p90 \(at(0.9)), p99 \(at(0.99)), max \(String(format: "%.1f", pages[pages.count - 1]))
                viewer reconnections: \(reconnections)
                """
        }
    }

    func run() async throws -> Outcome {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let state = ChurnState(hold: holdMilliseconds)
        for _ in 0..<churners {
            Self.churn(group: group, host: host, port: port, state: state)
        }
        // The storm first, then the pages during it.
        try await Task.sleep(for: .seconds(2))
        let (host, port, page, seconds) = (host, port, page, seconds)
        let (times, failed) = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: Self.askForPages(host: host, port: port, page: page, seconds: seconds)) }
        }
        state.stop.store(true, ordering: .relaxed)
        try await group.shutdownGracefully()
        return Outcome(pages: times.sorted(), failedPages: failed, reconnections: state.reconnections.load(ordering: .relaxed))
    }

    /// One viewer that hangs up on its first event and calls again, until `stop`.
    private static func churn(group: any EventLoopGroup, host: String, port: Int, state: ChurnState) {
        guard !state.stop.load(ordering: .relaxed) else { return }
        let connected = ClientBootstrap(group: group)
            .connectTimeout(.seconds(10))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(HangUpOnFirstEvent(host: host, hold: state.hold))
                }
            }
            .connect(host: host, port: port)
        connected.whenSuccess { channel in
            channel.closeFuture.whenComplete { _ in
                state.reconnections.add(1, ordering: .relaxed)
                churn(group: group, host: host, port: port, state: state)
            }
        }
        connected.whenFailure { _ in
            group.next().scheduleTask(in: .milliseconds(100)) { churn(group: group, host: host, port: port, state: state) }
        }
    }

    /// A page every 50 ms for `seconds`, each on a connection of its own: milliseconds each, and the failures.
    private static func askForPages(host: String, port: Int, page: String, seconds: Double) -> ([Double], Int) {
        var times: [Double] = []
        var failed = 0
        let end = ContinuousClock.now + .seconds(seconds)
        let request = Array("GET \(page) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        while ContinuousClock.now < end {
            let started = ContinuousClock.now
            if let answer = PageRequest.send(request, host: host, port: port), answer.hasPrefix("HTTP/1.1 200") {
                let elapsed = ContinuousClock.now - started
                times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            } else {
                failed += 1
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (times, failed)
    }
}

private final class ChurnState: Sendable {
    let reconnections = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let hold: Int

    init(hold: Int) { self.hold = hold }
}

/// A viewer's connection: asks for the live events and closes once the first event has come
/// and it has stayed its while.
private final class HangUpOnFirstEvent: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private let host: String
    private let hold: Int
    private var hangingUp = false
    private var received = ""

    init(host: String, hold: Int) {
        self.host = host
        self.hold = hold
    }

    func channelActive(context: ChannelHandlerContext) {
        let request = "GET /live/events HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\n\r\n"
        context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: request)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        received += String(buffer: unwrapInboundIn(data))
        // The headers, the retry line, then the first event: its "data:" lines end in a blank line
        // (chunk framing may follow it).
        guard !hangingUp, let data = received.range(of: "\ndata:"), received[data.upperBound...].contains("\n\n") else { return }
        hangingUp = true
        received = ""
        let channel = context.channel
        if hold == 0 {
            channel.close(promise: nil)
        } else {
            channel.eventLoop.scheduleTask(in: .milliseconds(Int64.random(in: 0...Int64(hold)))) { channel.close(promise: nil) }
        }
    }
}
