import F1Web
import Testing

/// The event-stream reader a page server's copy of the channel reads nchan with: messages as
/// EventSource makes them, however the bytes are cut.
@Suite struct ServerSentEventParserTests {
    static let stream =
        ": hi\n\nid: 1796636628:1\nevent: summary\ndata: <!-- f1web update 3 -->\ndata: Lap 3\n\n"
        + "id: 1796636628:2\r\ndata:<p>board</p>\r\ndata: \r\n\r\nretry: 2000\nunknown: x\ndata\n\n"

    static let messages = [
        ServerSentEventParser.Message(event: "summary", id: "1796636628:1", data: "<!-- f1web update 3 -->\nLap 3"),
        ServerSentEventParser.Message(id: "1796636628:2", data: "<p>board</p>\n"),
        // A field without a colon is its name with an empty value; the id outlives its message.
        ServerSentEventParser.Message(id: "1796636628:2", data: ""),
    ]

    @Test func aStreamReadWholeGivesEachMessage() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.read(Array(Self.stream.utf8)) == Self.messages)
    }

    @Test func aStreamCutAtEveryByteGivesTheSameMessages() throws {
        let bytes = Array(Self.stream.utf8)
        for cut in 1..<bytes.count {
            var parser = ServerSentEventParser()
            let messages = try parser.read(bytes[..<cut]) + parser.read(bytes[cut...])
            #expect(messages == Self.messages, "cut at \(cut)")
        }
    }

    @Test func aMessageNotEndedByABlankLineIsNotGiven() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.read(Array("data: half\n".utf8)).isEmpty)
        #expect(try parser.read(Array("\n".utf8)) == [ServerSentEventParser.Message(data: "half")])
    }

    @Test func dataLinesWithoutAnEndPastTheLimitFailTheStream() throws {
        var parser = ServerSentEventParser(longestLine: 64)
        // Each line is short; together, with no blank line to end the message, they pass the limit.
        let lines = Array(String(repeating: "data: 0123456789\n", count: 8).utf8)
        #expect(throws: ServerSentEventParser.LineTooLong(limit: 64)) { try parser.read(lines) }
        // A message under the limit, ended, starts the count again.
        var ended = ServerSentEventParser(longestLine: 64)
        let messages = try ended.read(Array(String(repeating: "data: 0123456789\n\n", count: 8).utf8))
        #expect(messages.count == 8)
    }

    @Test func aLineLongerThanTheLimitFailsTheStream() {
        var parser = ServerSentEventParser(longestLine: 16)
        #expect(throws: ServerSentEventParser.LineTooLong(limit: 16)) { try parser.read(Array("data: \(String(repeating: "x", count: 32))".utf8)) }
    }
}
