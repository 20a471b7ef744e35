import TerminalKit
import Testing

@Suite struct FrameTests {
    let size = TerminalSize(columns: 10, rows: 3)

    @Test func putClipsToTheFrameAndToTheWidth() {
        var frame = Frame(size: size)
        #expect(frame.put("Hello, world", row: 0, column: 2) == 10)
        #expect(frame.put("abcdef", row: 1, column: 0, width: 3) == 3)
        #expect(frame.put("xyz", row: 2, column: -1) == 2)
        #expect(frame.put("nothing", row: 5, column: 0) == 0)
        #expect(frame.text == "  Hello, w\nabc\nyz")
    }

    @Test func wideGraphemesTakeTwoCellsAndAreNeverSplit() {
        var frame = Frame(size: size)
        #expect(frame.put("漢字😀", row: 0, column: 0) == 6)
        #expect(frame[0, 0].text == "漢")
        #expect(frame[0, 1].text == "")
        #expect(frame[0, 4].text == "😀")
        #expect(frame.put("ab漢", row: 1, column: 7) == 9)
        #expect(frame[1, 9].text == " ")
        #expect(Frame.displayWidth(of: "漢a😀") == 5)
        #expect(Frame.displayWidth(of: "🇫🇷") == 2)
        #expect(Frame.displayWidth(of: "❤️") == 2)
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var frame = Frame(size: size)
        frame.put("漢字", row: 0, column: 0)
        frame.put("x", row: 0, column: 1)
        frame.put("y", row: 0, column: 2)
        #expect(frame.text == " xy\n\n")
        #expect(frame[0, 3].text == " ")
    }

    /// Hidden characters (TextSafety's `VisibleText`) take a cell each, as U+FFFD, as in every face.
    @Test func combiningMarksStayWithTheirBaseAndHiddenCharactersShowAsTheReplacement() {
        var frame = Frame(size: size)
        #expect(frame.put("e\u{301}a\u{1B}[31m\tb\n", row: 0, column: 0) == 10)
        #expect(frame[0, 0].text == "e\u{301}")
        #expect(frame.text.split(separator: "\n").first == "éa\u{FFFD}[31m\u{FFFD}b\u{FFFD}")
        #expect(frame.put("\u{301}", row: 1, column: 0) == 0)
    }

    @Test func outOfRangeCellsReadBlankAndIgnoreWrites() {
        var frame = Frame(size: size)
        frame[-1, 0] = Cell("x")
        frame[0, 10] = Cell("x")
        frame[3, 0] = Cell("x")
        #expect(frame == Frame(size: size))
        #expect(frame[99, -5] == Cell(" "))
        #expect(Frame(size: TerminalSize(columns: -3, rows: 2)).size == TerminalSize(columns: 0, rows: 2))
    }

    @Test func fillAndRestyle() {
        var frame = Frame(size: size)
        let bar = CellStyle(background: .blue)
        frame.fill(row: 1, column: 8, width: 5, height: 9, style: bar)
        frame.put("row", row: 0, column: 0)
        frame.restyle(row: 0, column: 0, width: 2) { $0.inverse = true }
        #expect(frame[0, 0] == Cell("r", style: CellStyle(inverse: true)))
        #expect(frame[0, 2].style == .plain)
        #expect(frame[2, 9].style == bar)
        #expect(frame[2, 7].style == .plain)
    }

    @Test func textAndStyleMap() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
        frame.put("P1", row: 0, column: 0, style: CellStyle(foreground: .red, bold: true))
        frame.put("VER", row: 0, column: 3)
        frame.put("ok", row: 1, column: 1, style: CellStyle(foreground: .rgb(1, 2, 3), background: .palette(17), inverse: true))
        #expect(frame.text == "P1 VER\n ok")
        #expect(
            frame.styleMap == """
                aa....
                .bb...

                a: foreground red bold
                b: foreground rgb(1,2,3) background palette(17) inverse
                """)
        #expect(Frame(size: TerminalSize(columns: 2, rows: 1)).styleMap == "..")
    }
}
