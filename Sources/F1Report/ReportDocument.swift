/// A report as data, independent of format: every renderer draws the same document.
public struct ReportDocument: Equatable, Sendable {
    /// A labelled value under the title: "Leader: Max Verstappen, 62 points".
    public struct Fact: Equatable, Sendable {
        public var label: String
        public var value: String
    }

    /// How a cell is highlighted when colour is on.
    public enum Emphasis: Equatable, Sendable {
        case podium(Int)
        case leader
        case fastestLap
        case next
    }

    public struct Column: Equatable, Sendable {
        public enum Alignment: Equatable, Sendable { case left, right }

        /// The machine name, for JSON keys and CSV headers: "driver".
        public var key: String
        /// The header in text and Markdown: "Driver".
        public var title: String
        public var alignment: Alignment
        /// May be shortened with "…" when the table is wider than the terminal.
        public var isFlexible: Bool

        public init(_ key: String, _ title: String, _ alignment: Alignment = .left, flexible: Bool = false) {
            self.key = key
            self.title = title
            self.alignment = alignment
            self.isFlexible = flexible
        }
    }

    public struct Row: Equatable, Sendable {
        public var cells: [String]
        public var emphasis: Emphasis?

        public init(_ cells: [String], emphasis: Emphasis? = nil) {
            self.cells = cells
            self.emphasis = emphasis
        }
    }

    public struct Section: Equatable, Sendable {
        public var title: String
        /// The JSON key of the section: "upcoming".
        public var key: String
        public var columns: [Column]
        public var rows: [Row]
        /// Shown when there are no rows: "No race has been run yet."
        public var emptyMessage: String
        /// Sentences shown after the table (or alone, in a section without columns).
        public var lines: [String]

        public init(title: String, key: String, columns: [Column], rows: [Row], emptyMessage: String = "Nothing to show.", lines: [String] = []) {
            self.title = title
            self.key = key
            self.columns = columns
            self.rows = rows
            self.emptyMessage = emptyMessage
            self.lines = lines
        }

        /// A section of sentences only: "Rulings" with one line per ruling.
        public static func prose(title: String, key: String, lines: [String]) -> Section {
            Section(title: title, key: key, columns: [], rows: [], lines: lines)
        }
    }

    public var title: String
    /// The data source, credited in every format: "Demo data (made up, not a real season)".
    public var source: String
    public var facts: [Fact]
    public var sections: [Section]

    public init(title: String, source: String, facts: [Fact] = [], sections: [Section] = []) {
        self.title = title
        self.source = source
        self.facts = facts
        self.sections = sections
    }
}

extension ReportDocument.Fact {
    public init(_ label: String, _ value: String) {
        self.init(label: label, value: value)
    }
}
