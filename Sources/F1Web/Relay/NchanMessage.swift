/// One message to nchan's publisher endpoint. An update is two, so a browser's EventSource on
/// the channel gets what it gets from f1web's own `/live/events`: the summary as an event named
/// `summary` (nchan names it from the `X-EventSource-Event` header), then the board as a plain
/// message. nchan numbers messages itself (`time:tag`, which `Last-Event-ID` resumes from), so
/// each body starts with an HTML comment naming the poller's own update id and when it was
/// published: harmless in the page, and what a test checks order, gaps and duplicates by.
package struct NchanMessage: Sendable, Equatable {
    /// The poller's update id, the same in both of an update's messages.
    package var update: Int
    /// The SSE event name; nil for a plain message (the board).
    package var event: String?
    package var body: String

    /// The request headers the message is posted with.
    package var headers: [String: String] {
        var headers = ["Content-Type": "text/html; charset=utf-8"]
        if let event { headers["X-EventSource-Event"] = event }
        return headers
    }

    /// The update's two messages, summary first (as in f1web's own stream).
    package static func messages(for event: LiveFeed.Event) -> [NchanMessage] {
        let stamp = stamp(update: event.id, publishedAt: event.publishedAt)
        return [
            NchanMessage(update: event.id, event: "summary", body: stamp + event.summary),
            NchanMessage(update: event.id, event: nil, body: stamp + event.board),
        ]
    }

    /// "<!-- f1web update 17, published 1765000000000 -->" and a line break.
    package static func stamp(update: Int, publishedAt: Int64) -> String {
        "<!-- f1web update \(update), published \(publishedAt) -->\n"
    }
}
