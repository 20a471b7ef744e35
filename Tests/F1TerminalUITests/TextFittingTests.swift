import TerminalKit
import Testing

@testable import F1TerminalUI

/// The app's text (a team's name, a failure's sentence) is cut to what fits before anything goes
/// through all of it: a 100,000-character name is counted, never timed, and must cost less than one
/// pass over it, however many rows show it.
@Suite struct TextFittingTests {
    static let longName = String(String(repeating: "Racing Bulls ", count: 7_693).prefix(100_000))

    @Test func fittedCutsALongNameWithAnEllipsisLookingAtItsStartOnly() {
        let counter = TextCut.Counter()
        let text = TextCut.$examined.withValue(counter) { Frame.fitted(Self.longName, to: 20) }
        #expect(text == "Racing Bulls Racing…")
        #expect(counter.value <= 2 * (20 * TextCut.scalarsPerColumn + 1), "\(counter.value) looked at")
        #expect(Frame.fitted("Ferrari", to: 7) == "Ferrari")
        #expect(Frame.fitted("Ferrari", to: 1) == "F")
    }

    @Test func aTableOfLongNamesNeverScansAName() {
        let columns = [Column(title: "Pos", alignment: .right), Column(title: "Team", isFlexible: true), Column(title: "Pts", alignment: .right)]
        let rows = (1...20).map { [TableCell("\($0)"), TableCell(Self.longName), TableCell("10")] }
        var frame = Frame(size: TerminalSize(columns: 80, rows: 24))
        let counter = TextCut.Counter()
        TextCut.$examined.withValue(counter) {
            frame.drawTable(columns: columns, rows: rows, top: 0, width: 77, height: 22)
        }
        #expect(counter.value < Self.longName.count, "\(counter.value) characters looked at for 20 rows")
        let row = frame.text.split(separator: "\n")[1]
        #expect(row.hasPrefix("   1  Racing Bulls") && row.hasSuffix("…   10"), "\(row)")
    }

    @Test func aLongSentenceIsWrappedFromWhatTheLinesCanShow() {
        let sentence = String(repeating: "The source failed again. ", count: 4_000)
        var frame = Frame(size: TerminalSize(columns: 40, rows: 6))
        let counter = TextCut.Counter()
        let used = TextCut.$examined.withValue(counter) {
            frame.putWrapped(sentence, row: 0, column: 0, width: 40, style: .plain)
        }
        #expect(used == 4)
        #expect(frame.text.split(separator: "\n").first == "The source failed again. The source")
        #expect(counter.value < 10_000, "\(counter.value) characters looked at")
    }
}
