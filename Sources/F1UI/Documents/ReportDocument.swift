import F1Domain

/// A report as data, independent of any face: text, Markdown, the terminal app (and a SwiftUI
/// app or a web page) draw the same document, so a report is declared once, in `ReportBuilder`.
public struct ReportDocument: Equatable, Sendable {
    /// A labelled value under the title: "Leader: Max Verstappen, 62 points".
    public struct Fact: Equatable, Sendable {
        /// The declared name, for tests and faces that address a fact: `.leader`.
        public var key: Key
        public var label: String
        public var value: String

        public init(key: Key, label: String, value: String) {
            self.key = key
            self.label = label
            self.value = value
        }

        /// A fact under its key's declared label.
        public init(_ key: Key, _ value: String) {
            self.init(key: key, label: key.label, value: value)
        }
    }

    /// How a whole row is highlighted when colour is on.
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
        /// May be shortened with "…" when the table is wider than the screen.
        public var isFlexible: Bool
        /// Which columns give way when the screen is narrow: 0 is never dropped; among the others
        /// the highest number goes first. A column whose cells are all empty is left out as well.
        public var dropPriority: Int
        /// At least this wide, even when its values are shorter.
        public var minimumWidth: Int
        /// Never wider than this (a flexible column still shrinks below it).
        public var maximumWidth: Int

        public init(
            _ key: String, _ title: String, _ alignment: Alignment = .left, flexible: Bool = false, drop: Int = 0,
            minimumWidth: Int = 0, maximumWidth: Int = .max
        ) {
            self.key = key
            self.title = title
            self.alignment = alignment
            self.isFlexible = flexible
            self.dropPriority = drop
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
        }
    }

    /// One value of a table: its text and what it means, so each face can show the meaning its
    /// own way (a colour, a symbol, a link) while every face shows the same text.
    public struct Cell: Equatable, Sendable, ExpressibleByStringLiteral {
        public enum Meaning: Equatable, Sendable {
            /// The championship leader's mark.
            case leader
            /// A team, by the source's constructor id, for its colour.
            case team(Constructor.ID)
            /// A team's colour as a timing feed gives it, which names teams by colour, not by id.
            case teamColor(F1UI.TeamColor)
            /// The fastest lap of the race.
            case fastestLap
            /// Places gained (positive) or lost since the previous round: ▲2, ▼1.
            case movement(Int)
            /// The next race or session.
            case next
            /// A winner or the winning mark.
            case winner
            /// Supporting detail a face may draw quieter: a nationality, a gap.
            case secondary
            /// The figure a table is about: the points of a standings table.
            case strong
            /// A sector or mini-sector time's mark: purple, green or yellow on a timing screen, in
            /// the palette a person chose; the cell's text carries the mark's symbol too.
            case sector(SectorMark, SectorPalette)
        }

        public var text: String
        public var meaning: Meaning?

        public init(_ text: String, _ meaning: Meaning? = nil) {
            self.text = text
            self.meaning = meaning
        }

        public init(stringLiteral text: String) {
            self.init(text)
        }
    }

    public struct Row: Equatable, Sendable {
        public var cells: [Cell]
        public var emphasis: Emphasis?
        /// The screen the row opens: a driver's season, a race weekend.
        public var route: ReportRequest?
        /// The season the row stands for, which is not a screen of its own: an app selects it for
        /// every tab (`AppModel.onSelectSeason`), a web page links its calendar.
        public var season: Int?

        public init(_ cells: [Cell], emphasis: Emphasis? = nil, route: ReportRequest? = nil, season: Int? = nil) {
            self.cells = cells
            self.emphasis = emphasis
            self.route = route
            self.season = season
        }

        public init(_ texts: [String], emphasis: Emphasis? = nil, route: ReportRequest? = nil, season: Int? = nil) {
            self.init(texts.map { Cell($0) }, emphasis: emphasis, route: route, season: season)
        }

        /// The text of each cell.
        public var texts: [String] { cells.map(\.text) }
    }

    public struct Section: Equatable, Sendable {
        public var title: String
        /// The JSON key of the section: "upcoming".
        public var key: String
        public var columns: [Column]
        public var rows: [Row]
        /// Shown when there are no rows: "No race has been run yet."
        public var emptyMessage: String
        /// The section's own sentences, shown after the table (or alone, in a section without
        /// columns). A chart's summary and notes are the chart's (`sentences` puts them together).
        public var lines: [String]
        /// The section's values as a picture, for faces that draw charts; the rows hold the same values.
        public var chart: Chart?

        public init(
            title: String, key: String, columns: [Column], rows: [Row], emptyMessage: String = "Nothing to show.", lines: [String] = [],
            chart: Chart? = nil
        ) {
            self.title = title
            self.key = key
            self.columns = columns
            self.rows = rows
            self.emptyMessage = emptyMessage
            self.lines = lines
            self.chart = chart
        }

        /// A section of sentences only: "Rulings" with one line per ruling.
        public static func prose(title: String, key: String, lines: [String]) -> Section {
            Section(title: title, key: key, columns: [], rows: [], lines: lines)
        }

        /// What a face that does not draw the chart says after the table: the chart's summary and
        /// notes, then the section's own lines. A face that draws the chart shows the chart's two
        /// with the drawing, and the lines after the table.
        public var sentences: [String] {
            guard let chart else { return lines }
            return ([chart.summary] + chart.notes).filter { !$0.isEmpty } + lines
        }

        /// The text of the cell in column `key` on every row: what a consistency check compares.
        public func values(of key: String) -> [String] {
            guard let index = columns.firstIndex(where: { $0.key == key }) else { return [] }
            return rows.map { $0.cells[safe: index]?.text ?? "" }
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

    /// The value of the fact `key`, or nil when the document has none.
    public func fact(_ key: Fact.Key) -> String? {
        facts.first { $0.key == key }?.value
    }
}
