import Testing

@testable import TerminalKit

/// The bell and the two notifications, with text from data unable to end or start a sequence.
struct TerminalNotificationTests {
    @Test func theBellThenOSC9ThenOSC777() {
        let bytes = TerminalNotification.bytes(title: "Red flag", text: "Miami · lap 34")
        #expect(
            String(decoding: bytes, as: UTF8.self) == "\u{07}\u{1B}]9;Red flag: Miami · lap 34\u{07}\u{1B}]777;notify;Red flag;Miami · lap 34\u{07}")
    }

    @Test(arguments: [
        ("RED FLAG\u{07}\u{1B}]0;title\u{1B}\\", "RED FLAG\u{FFFD}\u{FFFD}]0,title\u{FFFD}\\"),
        ("a;b\nc\u{9C}d\u{9D}e\u{7F}", "a,b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}"),
        ("\u{202E}evil", "\u{FFFD}evil"),
    ])
    func textFromDataIsMadeVisible(_ text: String, _ shown: String) {
        #expect(TerminalNotification.payload(text) == shown)
        let written = String(decoding: TerminalNotification.bytes(title: text, text: text), as: UTF8.self)
        // Three BELs (the bell and the ends of the two sequences) and two ESCs, none from the text.
        #expect(written.unicodeScalars.filter { $0 == "\u{07}" }.count == 3)
        #expect(written.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2)
    }

    @Test func aLongTextIsCut() {
        let payload = TerminalNotification.payload(String(repeating: "é", count: 500))
        #expect(payload.count == TerminalNotification.mostCharacters)
        #expect(payload.hasSuffix("…"))
    }
}
