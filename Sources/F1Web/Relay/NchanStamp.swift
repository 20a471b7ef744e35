/// The HTML comment that starts each message the publisher posts to nchan. nchan numbers messages
/// itself, so this is where the poller's own update id lives: viewers' checks count by it, and a
/// restarted publisher reads it back from the channel's newest message to carry on after it.
///
///     <!-- f1web update 17, published 1765000000000, board, race 1714921234567 -->
///
/// `f1web update N, published MS` comes first, as scripts and the load client parse it; then
/// which of the update's two messages this is, where the race stood (a replay's moment in
/// milliseconds since 1970, the demo's lap; absent for a session followed live, which only goes
/// on), and `finished` once the race is over, so a page server's copy of the channel
/// (`ChannelMirror`) knows, as the publisher does, whether pages show the live summary line.
package struct NchanStamp: Sendable, Equatable {
    package enum Part: String, Sendable {
        case summary, board
    }

    package var update: Int
    /// When the poller published the update, in milliseconds since 1970.
    package var publishedAt: Int64
    package var part: Part
    package var race: Int64?
    /// Whether the race was over at this update.
    package var finished: Bool

    package init(update: Int, publishedAt: Int64, part: Part, race: Int64? = nil, finished: Bool = false) {
        self.update = update
        self.publishedAt = publishedAt
        self.part = part
        self.race = race
        self.finished = finished
    }

    /// The comment and a line break, as the message's body starts.
    package var text: String {
        "<!-- f1web update \(update), published \(publishedAt), \(part.rawValue)" + (race.map { ", race \($0)" } ?? "")
            + (finished ? ", finished" : "") + " -->\n"
    }

    /// `body` without the stamp it starts with (and its line break); nil when it has none.
    package static func strip(_ body: String) -> (stamp: NchanStamp, rest: Substring)? {
        guard let stamp = parse(body), let end = body.range(of: " -->") else { return nil }
        let rest = body[end.upperBound...]
        return (stamp, rest.first == "\n" ? rest.dropFirst() : rest)
    }

    /// The stamp at the start of `body`; nil for a body that does not start with one this
    /// publisher wrote (another program's message, an older f1web's stamp without its part).
    package static func parse(_ body: String) -> NchanStamp? {
        guard body.hasPrefix("<!-- f1web update "), let end = body.range(of: " -->") else { return nil }
        let fields = body[body.index(body.startIndex, offsetBy: 18)..<end.lowerBound].split(separator: ", ", omittingEmptySubsequences: false)
        guard (3...5).contains(fields.count), let update = Int(fields[0]), update > 0, fields[1].hasPrefix("published "),
            let publishedAt = Int64(fields[1].dropFirst(10)), let part = Part(rawValue: String(fields[2]))
        else { return nil }
        var rest = fields.dropFirst(3)
        let finished = rest.last == "finished"
        if finished { rest = rest.dropLast() }
        var race: Int64?
        if let field = rest.first {
            guard rest.count == 1, field.hasPrefix("race "), let instant = Int64(field.dropFirst(5)) else { return nil }
            race = instant
        }
        return NchanStamp(update: update, publishedAt: publishedAt, part: part, race: race, finished: finished)
    }
}
