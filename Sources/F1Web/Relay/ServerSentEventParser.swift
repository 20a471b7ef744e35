/// Reads a `text/event-stream` as its bytes arrive, in chunks cut anywhere, into its messages, as
/// the HTML standard's EventSource does: `event`, `id` and `data` fields (data lines joined by
/// line breaks), comments and unknown fields ignored, a message ending at a blank line. Lines end
/// with LF, CR or CRLF. A line, or a message's data lines together, longer than `longestLine`
/// fails the stream rather than grow without bound: a board is some 10 KB, so megabytes are not a
/// channel's.
package struct ServerSentEventParser: Sendable {
    package struct Message: Sendable, Equatable {
        /// The event's name; nil for a plain message.
        package var event: String?
        package var id: String?
        package var data: String

        package init(event: String? = nil, id: String? = nil, data: String) {
            self.event = event
            self.id = id
            self.data = data
        }
    }

    package struct LineTooLong: Error, Equatable {
        package var limit: Int
        package init(limit: Int) { self.limit = limit }
    }

    package let longestLine: Int
    private var line: [UInt8] = []
    /// A CR ended the last line: a LF right after it ends nothing more.
    private var afterCarriageReturn = false
    private var event: String?
    private var id: String?
    private var data: [String] = []
    /// The bytes of `data` so far, bounded as a line is.
    private var dataBytes = 0

    package init(longestLine: Int = 4 << 20) {
        self.longestLine = longestLine
    }

    /// The messages `chunk` completes, in order.
    package mutating func read(_ chunk: some Sequence<UInt8>) throws(LineTooLong) -> [Message] {
        var messages: [Message] = []
        for byte in chunk {
            switch byte {
            case UInt8(ascii: "\n") where afterCarriageReturn:
                afterCarriageReturn = false
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                afterCarriageReturn = byte == UInt8(ascii: "\r")
                if let message = endLine() { messages.append(message) }
            default:
                afterCarriageReturn = false
                guard line.count + dataBytes < longestLine else { throw LineTooLong(limit: longestLine) }
                line.append(byte)
            }
        }
        return messages
    }

    private mutating func endLine() -> Message? {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else { return dispatch() }
        // A comment (`: published …`, nchan's pings).
        guard line.first != UInt8(ascii: ":") else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        let name: Substring
        var value: Substring
        if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            value = text[text.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            (name, value) = (Substring(text), "")
        }
        switch name {
        case "event": event = String(value)
        case "id" where !value.contains("\0"): id = String(value)
        case "data":
            data.append(String(value))
            dataBytes += value.utf8.count + 1
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> Message? {
        defer {
            event = nil
            data = []
            dataBytes = 0
        }
        // The id outlives its message, as EventSource's last event id does.
        guard !data.isEmpty else { return nil }
        return Message(event: event.flatMap { $0.isEmpty ? nil : $0 }, id: id, data: data.joined(separator: "\n"))
    }
}
