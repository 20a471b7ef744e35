import Testing

@testable import TerminalKit

/// TableLayout under numbers no report declares and text no person writes: it neither traps on
/// overflow nor lays out a column wider than `TextCut.mostColumns`, which the renderers pad to
/// (issue 41: a name of 80,000 columns asked for a padding of 2⁶² spaces; two such columns
/// overflowed the total).
@Suite struct TableLayoutBoundsTests {
    static let wide = String(repeating: "漢", count: 40_000)
    static let long = String(repeating: "W", count: 70_000)

    static let columns = [
        TableLayout.Column(title: "Pos"), TableLayout.Column(title: "Driver", isFlexible: true),
        TableLayout.Column(title: "Team", dropPriority: 1), TableLayout.Column(title: "Pts"),
    ]

    /// A pipe's width (f1report's `Int.max / 2`), and hostile ones.
    @Test(arguments: [Int.max / 2, Int.max, Int.max - 1, 100_000, 0, -1, Int.min])
    func columnsWiderThanAnyScreenAreBounded(_ width: Int) {
        let layout = TableLayout(columns: Self.columns, rows: [["1", Self.wide, Self.long, "25"]], width: width)
        #expect(layout.widths.allSatisfy { (0...TextCut.mostColumns).contains($0) }, "\(layout.widths)")
        #expect(layout.widths.reduce(0, +) <= TextCut.mostColumns + 3 * TableLayout.gap)
    }

    @Test(arguments: [Int.max, Int.max / 2, Int.min, -5])
    func hostileMinimumAndMaximumWidthsAreBounded(_ extreme: Int) {
        let columns = [
            TableLayout.Column(title: "A", minimumWidth: extreme), TableLayout.Column(title: "B", isFlexible: true, minimumWidth: extreme),
            TableLayout.Column(title: "C", dropPriority: Int.max, minimumWidth: extreme, maximumWidth: extreme),
            TableLayout.Column(title: "D", dropPriority: Int.min, maximumWidth: extreme),
        ]
        for width in [80, Int.max / 2, Int.max] {
            let layout = TableLayout(columns: columns, rows: [["a", "b", "c", "d"], [Self.wide, Self.long, Self.wide, Self.long]], width: width)
            #expect(layout.widths.allSatisfy { (0...min(width, TextCut.mostColumns)).contains($0) }, "\(width): \(layout.widths)")
        }
    }

    @Test func aTitleWiderThanTheTableIsMeasuredOnlyAsFarAsTheTable() {
        let counter = TextCut.Counter()
        let layout = TextCut.$examined.withValue(counter) {
            TableLayout(columns: [TableLayout.Column(title: Self.long, isFlexible: true)], rows: [["x"]], width: 80)
        }
        #expect(layout.widths == [80])
        #expect(counter.value < 10_000)
    }

    @Test func aCellWiderThanTheScreenIsCutWithAnEllipsis() throws {
        let layout = TableLayout(columns: Self.columns, rows: [["1", Self.wide, "Works", "25"]], width: 40)
        let width = layout.widths[try #require(layout.shown.firstIndex(of: 1))]
        #expect(layout.widths.reduce(0, +) + (layout.widths.count - 1) * TableLayout.gap <= 40)
        let cut = Frame.fitted(Self.wide, to: width)
        #expect(cut.hasSuffix("…") && Frame.displayWidth(of: cut) <= width)
    }

    @Test(arguments: [Int.max, Int.max / 2, 1 << 20])
    func aWidthIsNeverCountedBeyondTheMostColumns(_ limit: Int) {
        #expect(Frame.displayWidth(of: Self.wide, upTo: limit) == TextCut.mostColumns)
        #expect(Frame.displayWidth(of: "漢字", upTo: limit) == 4)
        #expect(Frame.displayWidth(of: Self.wide, upTo: -3) == 0)
    }
}
