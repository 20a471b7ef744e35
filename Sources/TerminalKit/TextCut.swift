import Synchronization
import TextSafety

/// The start of a text that fits a number of terminal columns.
package struct TextPrefix: Hashable, Sendable {
    package var text: String
    /// Its columns, as `Frame.put` counts them.
    package var width: Int
    /// False when the text went on beyond the columns (or beyond what was looked at).
    package var isWhole: Bool

    package init(text: String, width: Int, isWhole: Bool) {
        self.text = text
        self.width = width
        self.isWhole = isWhole
    }
}

/// Cutting text to columns while looking at no more of it than could fit: the first scalars,
/// `scalarsPerColumn` for each column, then its graphemes. A 100,000-character name costs what
/// its first few dozen characters do, however it is built (one grapheme of a hundred thousand
/// combining marks included), where grapheme breaking or a width over the whole of it would not.
package enum TextCut {
    /// More than any grapheme a person reads needs (a family emoji is 7 scalars, a flag 2), so only
    /// text no one could read is cut short of its columns.
    package static let scalarsPerColumn = 16
    /// Room beyond any screen, so the budget cannot overflow; no width is counted, and no table
    /// laid out, wider than this (a pipe's "no width" included).
    package static let mostColumns = 1 << 16

    /// Counts what width computations and cuts look at, for the tests that check a long text costs
    /// no more than a short one; nil, and nothing counted, everywhere else.
    @TaskLocal package static var examined: Counter?

    /// A count that any thread may add to.
    package final class Counter: Sendable {
        private let total = Atomic<Int>(0)
        package init() {}
        package var value: Int { total.load(ordering: .relaxed) }
        func add(_ count: Int) { total.add(count, ordering: .relaxed) }
    }

    /// The longest start of `scalars` that fits `columns`; looks at no more than
    /// `columns × scalarsPerColumn + 1` of them. Every hidden scalar (TextSafety's `VisibleText`,
    /// the rule every face shares) becomes U+FFFD: a cell never holds a control, a direction
    /// override or a line break.
    package static func prefix(of scalars: some Sequence<Unicode.Scalar>, fitting columns: Int) -> TextPrefix {
        let columns = min(max(0, columns), mostColumns)
        let budget = columns * scalarsPerColumn
        var head = String.UnicodeScalarView()
        var iterator = scalars.makeIterator()
        var taken = 0
        while taken < budget, let scalar = iterator.next() {
            head.append(VisibleText.isHidden(scalar) ? VisibleText.replacement : scalar)
            taken += 1
        }
        let more = taken == budget && iterator.next() != nil
        examined?.add(taken + (more ? 1 : 0))
        var text = ""
        var width = 0
        // A grapheme cut at the budget is drawn as far as it came: its width is counted from that.
        for character in String(head) {
            let characterWidth = DisplayWidth.of(character)
            guard width + characterWidth <= columns else { return TextPrefix(text: text, width: width, isWhole: false) }
            text.append(character)
            width += characterWidth
        }
        return TextPrefix(text: text, width: width, isWhole: !more)
    }
}

extension Frame {
    /// The longest start of `text` that fits `columns`, found without looking at the rest.
    package static func prefix(of text: String, fitting columns: Int) -> TextPrefix {
        TextCut.prefix(of: text.unicodeScalars, fitting: columns)
    }

    /// Terminal columns of `text`, counted no further than `limit` (at most `TextCut.mostColumns`):
    /// that for anything as wide or wider.
    package static func displayWidth(of text: String, upTo limit: Int) -> Int {
        // A limit beyond what a prefix looks at would claim a width nothing was cut to fill.
        let limit = min(max(0, limit), TextCut.mostColumns)
        let prefix = prefix(of: text, fitting: limit)
        return prefix.isWhole ? prefix.width : limit
    }

    /// `text` cut to `width` columns with an ellipsis, so a cut name reads as cut; looks at no more
    /// of `text` than fits.
    package static func fitted(_ text: String, to width: Int) -> String {
        let whole = prefix(of: text, fitting: width)
        guard !whole.isWhole, width > 1 else { return whole.text }
        return prefix(of: text, fitting: width - 1).text + "…"
    }

    /// `text` in lines of at most `width` columns, broken at spaces; a word wider than the line
    /// has a line of its own (a face that must fit cuts it).
    package static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if displayWidth(of: candidate) > width, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
