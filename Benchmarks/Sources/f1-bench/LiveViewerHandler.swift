import Foundation
import NIOCore

/// How a live stream stamps each update with its id and the time it was published.
enum LiveStamps: Sendable {
    /// f1web's own `/live/events`: `: published MS\nid: N\n` before each update's summary, once.
    case f1web
    /// An nchan channel fed by `f1web --publish` (docs/deploy.md): every message's data starts with
    /// `<!-- f1web update N, published MS, summary|board[, race R] -->` (before the publisher could
    /// carry on after a restart, `<!-- f1web update N, published MS -->`), the summary's too;
    /// nchan's own ids are `time:tag`, which say nothing of order across a publisher's restart.
    /// Only the boards count.
    case nchan
}

/// One viewer: sends the request, then finds each update's stamp in the stream, and keeps when
/// each update arrived and whether any came out of order or twice.
final class LiveViewerHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let index: Int
    private let request: String
    private let stamps: LiveStamps
    private let log: DeliveryLog
    private var pending: [UInt8] = []
    private var headersRead = false
    private var first = true
    private var last: Int?
    private var disorders = 0
    private var deliveries: [Int: (delay: Double, at: Double)] = [:]

    init(index: Int, host: String, path: String, stamps: LiveStamps, log: DeliveryLog) {
        self.index = index
        self.request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\n\r\n"
        self.stamps = stamps
        self.log = log
    }

    func channelActive(context: ChannelHandlerContext) {
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
        while let (update, published, after) = nextStamp(from: consumed) {
            if let update { arrived(update, published: published, now: now) }
            consumed = after
        }
        // Keep the tail, which may hold the start of the next stamp and, for nchan, its message's
        // `event:` line (read back from the stamp; under 100 bytes before it).
        pending.removeSubrange(..<max(consumed, pending.count - 256, 0))
    }

    func channelInactive(context: ChannelHandlerContext) {
        log.received(deliveries, disorders: disorders, viewer: index)
    }

    private func arrived(_ update: Int, published: Int, now: Double) {
        if let last, update <= last { disorders += 1 }
        last = max(last ?? update, update)
        guard deliveries[update] == nil else { return }
        // The update a viewer is sent on arrival is left out: it was published before it came.
        if !first { deliveries[update] = (now - Double(published), now) }
        first = false
    }

    /// The next stamp at `start` or after: its update (nil for an nchan summary, which is not
    /// counted), its published time and the index after it; nil when none is whole yet.
    private func nextStamp(from start: Int) -> (Int?, Int, Int)? {
        switch stamps {
        case .f1web:
            guard let stamp = Self.find(Self.published, in: pending, from: start),
                let (published, afterPublished) = Self.number(in: pending, from: stamp + Self.published.count, endingWith: Self.idLine),
                let (update, after) = Self.number(in: pending, from: afterPublished, endingWith: [UInt8(ascii: "\n")])
            else { return nil }
            return (update, published, after)
        case .nchan:
            guard let stamp = Self.find(Self.comment, in: pending, from: start),
                let (update, afterUpdate) = Self.number(in: pending, from: stamp + Self.comment.count, endingWith: Self.publishedWord)
            else { return nil }
            if let (published, after) = Self.number(in: pending, from: afterUpdate, endingWith: Self.commentEnd) {
                return (isSummary(before: stamp) ? nil : update, published, after)
            }
            // A publisher that carries on after a restart says more: `, summary|board[, race R] -->`.
            guard let (published, afterComma) = Self.number(in: pending, from: afterUpdate, endingWith: [UInt8(ascii: ",")]),
                let end = Self.find(Self.commentEnd, in: pending, from: afterComma)
            else { return nil }
            let isSummary = Self.find(Self.summaryWord, in: Array(pending[afterComma..<end]), from: 0) != nil
            return (isSummary ? nil : update, published, end + Self.commentEnd.count)
        }
    }

    /// Whether the message whose data holds the stamp at `stamp` is named (`event: summary`): its
    /// fields run back to the blank line before it. nchan writes `event:` and `id:` before `data:`.
    private func isSummary(before stamp: Int) -> Bool {
        var index = stamp - 1
        while index > 0, !(pending[index] == 10 && pending[index - 1] == 10) { index -= 1 }
        return Self.find(Self.eventLine, in: Array(pending[index..<stamp]), from: 0) != nil
    }

    private static let headersEnd = Array("\r\n\r\n".utf8)
    private static let published = Array(": published ".utf8)
    private static let idLine = Array("\nid: ".utf8)
    private static let comment = Array("<!-- f1web update ".utf8)
    private static let publishedWord = Array(", published ".utf8)
    private static let commentEnd = Array(" -->".utf8)
    private static let summaryWord = Array(" summary".utf8)
    private static let eventLine = Array("event:".utf8)

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
