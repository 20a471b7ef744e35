import Testing

@testable import TerminalKit

/// The one table layout `f1report`'s text and the terminal app share.
@Suite struct TableLayoutTests {
    let columns = [
        TableLayout.Column(title: "Rd"), TableLayout.Column(title: "Race", isFlexible: true), TableLayout.Column(title: "Time", dropPriority: 1),
        TableLayout.Column(title: "Circuit", dropPriority: 2), TableLayout.Column(title: "Winner"),
    ]
    let rows = [["1", "Brazilian Grand Prix", "", "Rio de Janeiro", "Alain Prost"]]

    @Test func emptyDroppableColumnsGoFirstThenByPriority() {
        // Wide enough for everything but the empty Time column, which is dropped all the same.
        #expect(TableLayout(columns: columns, rows: rows, width: 80).shown == [0, 1, 3, 4])
        // Narrower: Circuit goes; narrower still: the flexible Race is cut, never dropped.
        #expect(TableLayout(columns: columns, rows: rows, width: 40).shown == [0, 1, 4])
        let narrow = TableLayout(columns: columns, rows: rows, width: 25)
        #expect(narrow.shown == [0, 1, 4] && narrow.widths[1] < 20)
    }

    @Test func aTableThatFitsKeepsEveryColumnAtItsNaturalWidth() {
        let layout = TableLayout(columns: columns, rows: rows, width: 500)
        #expect(layout.widths == [2, 20, 7, 14, 11].enumerated().filter { $0.offset != 2 }.map(\.element))
    }

    @Test func flexibleColumnsShareTheCutWidestFirst() {
        let two = [TableLayout.Column(title: "A", isFlexible: true), TableLayout.Column(title: "B", isFlexible: true)]
        let layout = TableLayout(columns: two, rows: [[String(repeating: "a", count: 30), String(repeating: "b", count: 20)]], width: 40)
        // 52 wide with the gap: 12 come off, all from the wider until both are as wide, then shared.
        #expect(layout.widths.reduce(0, +) + TableLayout.gap == 40)
        #expect(layout.widths == [19, 19])
    }

    @Test func wideCharactersCountTwoColumns() {
        let one = [TableLayout.Column(title: "Name")]
        #expect(TableLayout(columns: one, rows: [["角田裕毅"]], width: 80).widths == [8])
    }

    @Test func aCutNeverGoesBelowTheShortestReadableWidth() {
        let two = [TableLayout.Column(title: "A", isFlexible: true), TableLayout.Column(title: "B", isFlexible: true)]
        let long = String(repeating: "x", count: 50)
        let layout = TableLayout(columns: two, rows: [[long, long]], width: 10)
        #expect(layout.widths == [TableLayout.shortestCut, TableLayout.shortestCut])
    }
}
