/// One message to nchan's publisher endpoint. An update is two, so a browser's EventSource on
/// the channel gets what it gets from f1web's own `/live/events`: the summary as an event named
/// `summary` (nchan names it from the `X-EventSource-Event` header), then the board as a plain
/// message. nchan numbers messages itself (`time:tag`, which `Last-Event-ID` resumes from), so
/// each body starts with an HTML comment naming the poller's own update id and when it was
/// published (`NchanStamp`): harmless in the page, and what a test checks order, gaps and
/// duplicates by, and a restarted publisher carries on from.
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

    /// The update's two messages, summary first (as in f1web's own stream), under the id `update`
    /// (the event's own unless a restarted publisher carries on from the channel's); with
    /// `boardOnly`, the board alone, for an update whose summary is already out.
    package static func messages(for event: LiveFeed.Event, update: Int? = nil, boardOnly: Bool = false) -> [NchanMessage] {
        let id = update ?? event.id
        func stamp(_ part: NchanStamp.Part) -> String {
            NchanStamp(update: id, publishedAt: event.publishedAt, part: part, race: event.race, finished: !event.isRunning).text
        }
        let board = NchanMessage(update: id, event: nil, body: stamp(.board) + event.board)
        guard !boardOnly else { return [board] }
        return [NchanMessage(update: id, event: "summary", body: stamp(.summary) + event.summary), board]
    }
}
