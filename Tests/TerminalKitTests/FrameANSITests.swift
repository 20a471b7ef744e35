import TerminalKit
import Testing

@Suite struct FrameANSITests {
    @Test func stylesChangeWithSequencesAndEachLineEndsReset() {
        var frame = Frame(size: TerminalSize(columns: 8, rows: 3))
        frame.put("ab", row: 0, column: 0, style: CellStyle(foreground: .rgb(1, 2, 3), bold: true))
        frame.put("c", row: 0, column: 2)
        frame.put("x", row: 1, column: 1, style: CellStyle(dim: true))
        #expect(
            frame.ansiLines(usesColor: true) == [
                "\u{1B}[0;1;38;2;1;2;3mab\u{1B}[0mc", " \u{1B}[0;2mx\u{1B}[0m", "",
            ])
    }

    @Test func withoutColourTheAttributesStayAndTheColoursGo() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
        frame.put("ab", row: 0, column: 0, style: CellStyle(foreground: .red, bold: true))
        frame.put("c", row: 0, column: 2, style: CellStyle(foreground: .red))
        #expect(frame.ansiLines(usesColor: false) == ["\u{1B}[0;1mab\u{1B}[0mc"])
    }

    @Test func trailingBlanksAreTrimmedUnlessTheyArePainted() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
        frame.put("a", row: 0, column: 0)
        frame.fill(row: 0, column: 3, width: 2, style: CellStyle(dim: true))
        frame.fill(row: 1, column: 2, width: 2, style: CellStyle(background: .blue))
        #expect(frame.ansiLines(usesColor: true) == ["a", "  \u{1B}[0;44m  \u{1B}[0m"])
        // Without colour the painted blanks show nothing, so they go too.
        #expect(frame.ansiLines(usesColor: false) == ["a", ""])
    }

    @Test func wideGraphemesAreWrittenOnce() {
        var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
        frame.put("漢x", row: 0, column: 0)
        #expect(frame.ansiLines(usesColor: true) == ["漢x"])
    }
}
