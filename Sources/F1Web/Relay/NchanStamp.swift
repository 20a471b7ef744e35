/// The HTML comment that starts each message the publisher posts to nchan. nchan numbers messages
/// itself, so this is where the poller's own update id lives: viewers' checks count by it, and a
/// restarted publisher reads it back from the channel's newest message to carry on after it.
///
///     <!-- f1web update 17, published 1765000000000, board, race 1714921234567 -->
///
/// `f1web update N, published MS` comes first, as scripts and the load client parse it; then
/// which of the update's two messages this is, and where the race stood (a replay's moment in
/// milliseconds since 1970, the demo's lap; absent for a session followed live, which only goes on).
package struct NchanStamp: Sendable, Equatable {
    package enum Part: String, Sendable {
        case summary, board
    }

    package var update: Int
    /// When the poller published the update, in milliseconds since 1970.
    package var publishedAt: Int64
    package var part: Part
    package var race: Int64?

    package init(update: Int, publishedAt: Int64, part: Part, race: Int64? = nil) {
        self.update = update
        self.publishedAt = publishedAt
        self.part = part
        self.race = race
    }

    /// The comment and a line break, as the message's body starts.
    package var text: String {
        "<!-- f1web update \(update), published \(publishedAt), \(part.rawValue)" + (race.map { ", race \($0)" } ?? "") + " -->\n"
    }

    /// The stamp at the start of `body`; nil for a body that does not start with one this
    /// publisher wrote (another program's message, an older f1web's stamp without its part).
    package static func parse(_ body: String) -> NchanStamp? {
        guard body.hasPrefix("<!-- f1web update "), let end = body.range(of: " -->") else { return nil }
        let fields = body[body.index(body.startIndex, offsetBy: 18)..<end.lowerBound].split(separator: ", ", omittingEmptySubsequences: false)
        guard (3...4).contains(fields.count), let update = Int(fields[0]), update > 0, fields[1].hasPrefix("published "),
            let publishedAt = Int64(fields[1].dropFirst(10)), let part = Part(rawValue: String(fields[2]))
        else { return nil }
        var race: Int64?
        if fields.count == 4 {
            guard fields[3].hasPrefix("race "), let instant = Int64(fields[3].dropFirst(5)) else { return nil }
            race = instant
        }
        return NchanStamp(update: update, publishedAt: publishedAt, part: part, race: race)
    }
}
