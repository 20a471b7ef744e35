import Foundation

/// A recording made while following keeps each dated endpoint, and laps, as a journal: `[` on
/// the first line, then a line at a time (a lap, or the records a round added to an endpoint, as
/// the API sent them), each line ending with a comma, appended round by round. Finished, the last
/// comma gives way to `]`, so the file is the API's JSON list; cut short (a crash, kill -9, a full
/// disk), it ends after some line or part way through one. Reading takes every complete line and
/// closes the list, so a recording cut anywhere replays to its last complete round. A file that
/// ends with `]` (every recording made before, and every finished one) is read as it is.
extension OpenF1Recording {
    static let journalStart = Data("[\n".utf8)
    static let journalSeparator = Data(",\n".utf8)
    static let journalEnd = Data("\n]\n".utf8)

    /// The body as a JSON list: itself unless it is a journal not yet closed, then its complete
    /// lines closed with `]`. A journal's line never holds a newline, so only the close puts one
    /// before a final `]`.
    static func completed(_ body: Data) -> Data {
        guard body.starts(with: journalStart) else { return body }
        guard let last = body.lastIndex(where: { !isSpace($0) }) else { return body }
        if body[last] == UInt8(ascii: "]"), last > body.startIndex, body[last - 1] == UInt8(ascii: "\n") { return body }
        // Only whole lines: a record cut part way has no newline after it.
        guard let lastNewline = body.lastIndex(of: UInt8(ascii: "\n")) else { return Data("[]".utf8) }
        var end = lastNewline
        while end > body.startIndex, isSpace(body[end - 1]) { end -= 1 }
        if end > body.startIndex, body[end - 1] == UInt8(ascii: ",") { end -= 1 }
        return body[body.startIndex..<end] + Data("\n]".utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
