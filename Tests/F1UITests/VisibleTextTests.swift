import Testing

@testable import F1UI

@Suite struct VisibleTextTests {
    @Test(arguments: ["\u{1B}[2J", "\u{07}", "\u{00}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}", "\r"])
    func steeringCharactersBecomeReplacementCharacters(_ steering: String) {
        #expect(VisibleText.visible("a\(steering)b").unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 1)
        #expect(!VisibleText.visible("a\(steering)b").contains(steering))
    }

    @Test func linesAndOrdinaryTextAreKept() {
        #expect(VisibleText.visible("Usage: f1report\n  Pérez, Räikkönen 周冠宇") == "Usage: f1report\n  Pérez, Räikkönen 周冠宇")
    }
}
