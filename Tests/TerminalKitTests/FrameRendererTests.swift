import TerminalKit
import Testing

@Suite struct FrameRendererTests {
    let size = TerminalSize(columns: 20, rows: 4)

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func sample() -> Frame {
        var frame = Frame(size: size)
        frame.put("Verstappen", row: 0, column: 0, style: CellStyle(foreground: .blue, bold: true))
        frame.put("Norris", row: 1, column: 2, style: CellStyle(background: .rgb(255, 128, 0)))
        frame.put("Leclerc", row: 2, column: 0, style: CellStyle(foreground: .palette(160), inverse: true))
        return frame
    }

    @Test func theFirstRenderDrawsEverythingAndAnIdenticalFrameNothing() {
        var renderer = FrameRenderer(usesColor: true)
        let first = text(renderer.render(sample()))
        #expect(first.contains("\u{1B}[2J"))
        for name in ["Verstappen", "Norris", "Leclerc"] { #expect(first.contains(name)) }
        #expect(renderer.render(sample()).isEmpty)
    }

    @Test func aChangedCellIsTheOnlyOneWritten() {
        var renderer = FrameRenderer(usesColor: true)
        _ = renderer.render(sample())
        var changed = sample()
        changed.put("Q", row: 1, column: 4)
        let output = text(renderer.render(changed))
        #expect(output.contains("Q"))
        #expect(output.contains("\u{1B}[2;5H"))
        #expect(!output.contains("Verstappen") && !output.contains("No") && !output.contains("rris"))
        #expect(!output.contains("\u{1B}[2J"))
    }

    @Test func aShortUnchangedGapInTheSameStyleIsWrittenInsteadOfJumped() {
        var renderer = FrameRenderer(usesColor: true)
        let before = Frame(size: TerminalSize(columns: 20, rows: 2))
        _ = renderer.render(before)
        var after = before
        after.put("A", row: 0, column: 2)
        after.put("B", row: 0, column: 5)
        after.put("C", row: 0, column: 15)
        let output = text(renderer.render(after))
        // A, two blanks again, B: one move; C is far: a second move.
        #expect(output.contains("\u{1B}[1;3HA  B"))
        #expect(output.contains("\u{1B}[1;16HC"))
        #expect(!output.contains("\u{1B}[1;6H"))
    }

    @Test func aGapInAnotherStyleIsJumped() {
        var renderer = FrameRenderer(usesColor: true)
        var before = Frame(size: TerminalSize(columns: 20, rows: 1))
        before.put("xy", row: 0, column: 3, style: CellStyle(bold: true))
        _ = renderer.render(before)
        var after = before
        after.put("A", row: 0, column: 2)
        after.put("B", row: 0, column: 5)
        let output = text(renderer.render(after))
        // Rewriting the bold cells would cost more than the move, and must not lose their style.
        #expect(output.contains("\u{1B}[1;6HB"))
        #expect(!output.contains("xy"))
    }

    @Test func aSizeChangeOrInvalidateRedrawsEverything() {
        var renderer = FrameRenderer(usesColor: true)
        _ = renderer.render(sample())
        var bigger = Frame(size: TerminalSize(columns: 30, rows: 5))
        bigger.put("Verstappen", row: 0, column: 0)
        let redrawn = text(renderer.render(bigger))
        #expect(redrawn.contains("\u{1B}[2J") && redrawn.contains("Verstappen"))
        renderer.invalidate()
        #expect(text(renderer.render(bigger)).contains("Verstappen"))
    }

    @Test func withoutColorOnlyAttributesAreWritten() {
        var renderer = FrameRenderer(usesColor: false)
        let output = text(renderer.render(sample()))
        #expect(!output.contains("38;") && !output.contains("48;"))
        for code in 30...49 { #expect(!output.contains(";\(code)m") && !output.contains(";\(code);")) }
        #expect(output.contains("\u{1B}[0;1m") && output.contains("\u{1B}[0;7m"))
        // A change of colour alone is invisible without colours, so nothing is written.
        var recoloured = sample()
        recoloured.restyle(row: 0, column: 0, width: 10) { $0.foreground = .red }
        #expect(renderer.render(recoloured).isEmpty)
    }

    @Test func colorsAreWrittenAsSGR() {
        var renderer = FrameRenderer(usesColor: true)
        let output = text(renderer.render(sample()))
        #expect(output.contains("\u{1B}[0;1;34m"))
        #expect(output.contains("48;2;255;128;0m"))
        #expect(output.contains("\u{1B}[0;7;38;5;160m"))
        #expect(output.hasSuffix("\u{1B}[0m\u{1B}[?2026l"))
    }

    @Test func synchronizedOutputWrapsWhatIsWritten() {
        var renderer = FrameRenderer(usesColor: true)
        let wrapped = text(renderer.render(sample()))
        #expect(wrapped.hasPrefix("\u{1B}[?2026h") && wrapped.hasSuffix("\u{1B}[?2026l"))
        var plain = FrameRenderer(usesColor: true, synchronizedOutput: false)
        let unwrapped = text(plain.render(sample()))
        #expect(!unwrapped.contains("2026"))
    }

    @Test func wideGraphemesAreWrittenOnceAndMoveTheCursorTwoColumns() {
        var renderer = FrameRenderer(usesColor: true, synchronizedOutput: false)
        _ = renderer.render(Frame(size: size))
        var frame = Frame(size: size)
        frame.put("漢x", row: 0, column: 0)
        let output = text(renderer.render(frame))
        // One move to the start; the wide grapheme advances the cursor past its right half.
        #expect(output == "\u{1B}[1;1H漢x")
    }

    @Test func aCellHoldingAControlCharacterIsDrawnAsTheReplacement() {
        var renderer = FrameRenderer(usesColor: true, synchronizedOutput: false)
        _ = renderer.render(Frame(size: size))
        var frame = Frame(size: size)
        frame[0, 0] = Cell("\u{1B}")
        frame[0, 19] = Cell("漢")
        #expect(text(renderer.render(frame)).contains("\u{1B}[1;1H\u{FFFD}"))
        #expect(!text(renderer.render(frame)).contains("漢"))
    }
}
