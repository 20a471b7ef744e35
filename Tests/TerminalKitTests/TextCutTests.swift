import TerminalKit
import Testing

/// Text cut to its columns before anything looks at the whole of it: what is examined is counted,
/// never timed, and must not grow with the text.
@Suite struct TextCutTests {
    /// Unicode scalars handed out one by one, counted as they are taken.
    final class CountingScalars: Sequence, @unchecked Sendable {
        let scalars: [Unicode.Scalar]
        private(set) var taken = 0
        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        func makeIterator() -> AnyIterator<Unicode.Scalar> {
            var index = 0
            return AnyIterator { [self] in
                guard index < scalars.count else { return nil }
                defer { index += 1 }
                taken += 1
                return scalars[index]
            }
        }
    }

    static let longName = String(String(repeating: "Scuderia ", count: 11_112).prefix(100_000))
    static let bound = 20 * TextCut.scalarsPerColumn + 1

    @Test func aHundredThousandCharacterNameIsCutHavingLookedAtItsStartOnly() {
        #expect(Self.longName.count == 100_000)
        let scalars = CountingScalars(Self.longName)
        let prefix = TextCut.prefix(of: scalars, fitting: 20)
        #expect(prefix == TextPrefix(text: "Scuderia Scuderia Sc", width: 20, isWhole: false))
        #expect(scalars.taken <= Self.bound, "\(scalars.taken) scalars looked at")
    }

    @Test func oneGraphemeOfAHundredThousandMarksIsCutToo() {
        let text = "e" + String(repeating: "\u{301}", count: 100_000) + "x"
        let scalars = CountingScalars(text)
        let prefix = TextCut.prefix(of: scalars, fitting: 20)
        #expect(scalars.taken <= Self.bound)
        #expect(prefix.width == 1 && prefix.text.unicodeScalars.first == "e" && !prefix.isWhole)
    }

    @Test(arguments: [
        ("Ferrari", 20, TextPrefix(text: "Ferrari", width: 7, isWhole: true)),
        ("Ferrari", 7, TextPrefix(text: "Ferrari", width: 7, isWhole: true)),
        ("Ferrari", 3, TextPrefix(text: "Fer", width: 3, isWhole: false)),
        ("漢字", 3, TextPrefix(text: "漢", width: 2, isWhole: false)),
        ("🇯🇵x", 2, TextPrefix(text: "🇯🇵", width: 2, isWhole: false)),
        ("", 0, TextPrefix(text: "", width: 0, isWhole: true)),
        ("a", 0, TextPrefix(text: "", width: 0, isWhole: false)),
        ("a", -5, TextPrefix(text: "", width: 0, isWhole: false)),
    ])
    func cutsWhereTheColumnsEnd(_ text: String, _ columns: Int, _ expected: TextPrefix) {
        #expect(Frame.prefix(of: text, fitting: columns) == expected)
    }

    @Test func widthsAreCountedOnlyUpToTheLimit() {
        let counter = TextCut.Counter()
        let width = TextCut.$examined.withValue(counter) { Frame.displayWidth(of: Self.longName, upTo: 30) }
        #expect(width == 30)
        #expect(counter.value <= 30 * TextCut.scalarsPerColumn + 1)
        #expect(Frame.displayWidth(of: "漢字 ok", upTo: 30) == 7)
    }

    @Test func putLooksAtNoMoreThanTheRowHolds() {
        var frame = Frame(size: TerminalSize(columns: 40, rows: 2))
        let counter = TextCut.Counter()
        let end = TextCut.$examined.withValue(counter) { frame.put(Self.longName, row: 0, column: 30) }
        #expect(end == 40)
        #expect(
            frame.text.split(separator: "\n").first.map(String.init) == String(repeating: " ", count: 30) + "Scuderia S",
            "\(frame.text.debugDescription)")
        #expect(counter.value <= 10 * TextCut.scalarsPerColumn + 1, "\(counter.value) looked at")
    }

    /// Without a counter, the whole-text width counts everything: the counter would catch a whole scan.
    @Test func aWholeTextWidthIsCounted() {
        let counter = TextCut.Counter()
        _ = TextCut.$examined.withValue(counter) { Frame.displayWidth(of: Self.longName) }
        #expect(counter.value == 100_000)
    }
}
