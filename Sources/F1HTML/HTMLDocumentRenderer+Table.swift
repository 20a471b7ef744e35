import F1Domain
import F1UI

extension HTMLDocumentRenderer {
    /// The columns that name what a row is about: the cell a row's link is put on.
    static let linkColumns: Set<String> = ["driver", "team", "race", "name", "season", "entrant", "constructor"]

    /// The table in a labelled region that scrolls sideways on its own (a wide table on a phone)
    /// and takes keyboard focus, so it can be scrolled without a pointer.
    func writeTable(_ section: ReportDocument.Section, labelledBy id: String, into writer: inout HTMLWriter) {
        writer.open("div", ["class": "table", "role": "region", "aria-labelledby": id, "tabindex": "0"])
        writer.raw("\n")
        writer.open("table", ["aria-labelledby": id])
        writer.raw("\n<thead><tr>")
        for column in section.columns {
            writer.element("th", ["scope": "col", "class": column.alignment == .right ? "num" : nil, "data-key": column.key], text: column.title)
        }
        writer.raw("</tr></thead>\n<tbody>\n")
        for row in section.rows {
            writeRow(row, columns: section.columns, into: &writer)
        }
        writer.raw("</tbody>\n")
        writer.close("table")
        writer.raw("\n")
        writer.close("div")
        writer.raw("\n")
    }

    private func writeRow(_ row: ReportDocument.Row, columns: [ReportDocument.Column], into writer: inout HTMLWriter) {
        writer.open("tr", "class", Self.rowClass(row.emphasis))
        // A screen the row opens, or else the season it stands for (its calendar).
        let destination = (row.route.map(WebPath.init) ?? row.season.map(WebPath.season)).map(mode.link)
        let linked = destination.flatMap { _ in Self.linkIndex(row.cells.map(\.text), columns: columns) }
        let missing = ReportDocument.Cell("")
        for (index, column) in columns.enumerated() {
            let href = index == linked ? destination?.description : nil
            let cell = index < row.cells.count ? row.cells[index] : missing  // trap-ok: bounds checked.
            writeCell(cell, alignment: column.alignment, href: href, into: &writer)
        }
        writer.close("tr")
        writer.raw("\n")
    }

    /// A cell's text (a link when it opens the row's route; its start when it is longer than any
    /// real one, the whole in its title), its meaning as classes, and, where a colour would say it,
    /// a symbol and words for screen readers, so nothing is said by colour alone.
    private func writeCell(_ cell: ReportDocument.Cell, alignment: ReportDocument.Column.Alignment, href: String?, into writer: inout HTMLWriter) {
        let cellClass = Self.cellClass(alignment: alignment, meaning: cell.meaning)
        let shortened = Self.shortened(cell.text)
        if shortened != nil {
            writer.open("td", ["class": cellClass, "title": cell.text])
        } else {
            writer.open("td", "class", cellClass)
        }
        let text = shortened ?? cell.text
        let spoken = cell.text.isEmpty ? nil : Self.spokenMovement(cell.meaning)
        if let href {
            writer.element("a", "href", href, text: text)
        } else if let spoken {
            // "▲2" reads as "black up-pointing triangle 2": the symbol is shown, the words are read.
            writer.element("span", "aria-hidden", "true", text: text)
            writer.element("span", "class", "visually-hidden", text: spoken)
        } else {
            writer.text(text)
        }
        if !cell.text.isEmpty, let mark = Self.mark(for: cell.meaning) {
            writer.element("span", ["class": "mark", "aria-hidden": "true"], text: mark.symbol)
            writer.element("span", "class", "visually-hidden", text: " (\(mark.words))")
        }
        writer.close("td")
    }

    /// The cell that carries a row's link: the first that names the row's subject, else the first
    /// left-aligned one with text, else the first with text. Nil when every cell is empty.
    static func linkIndex(_ texts: [String], columns: [ReportDocument.Column]) -> Int? {
        let filled = columns.indices.filter { $0 < texts.count && !texts[$0].isEmpty }  // trap-ok: bounds checked.
        return filled.first { linkColumns.contains(columns[$0].key) }  // trap-ok: indices of columns.
            ?? filled.first { columns[$0].alignment == .left }  // trap-ok: indices of columns.
            ?? filled.first
    }

    static func rowClass(_ emphasis: ReportDocument.Emphasis?) -> String? {
        switch emphasis {
        case .podium(let place): (1...3).contains(place) ? "podium-\(place)" : nil
        case .leader: "leader"
        case .fastestLap: "fastest"
        case .next: "next"
        case nil: nil
        }
    }

    /// The cell's classes: "num" when right-aligned, then its meaning's; nil when it has none.
    static func cellClass(alignment: ReportDocument.Column.Alignment, meaning: ReportDocument.Cell.Meaning?) -> String? {
        let meaningClass = meaningClass(meaning)
        guard alignment == .right else { return meaningClass }
        return meaningClass.map { "num " + $0 } ?? "num"
    }

    static func meaningClass(_ meaning: ReportDocument.Cell.Meaning?) -> String? {
        switch meaning {
        case nil: nil
        case .leader: "leader"
        case .winner: "winner"
        case .fastestLap: "fastest"
        case .next: "next"
        case .secondary: "secondary"
        case .strong: "strong"
        case .sector(let mark, let palette):
            "sector \(mark.cssName)" + (palette == .colourBlind ? " cb" : "")
        case .movement(let places): places > 0 ? "up" : places < 0 ? "down" : nil
        case .team, .teamColor: meaning.flatMap(TeamPalette.color(of:)).map { "team " + TeamPalette.className($0) } ?? "team"
        }
    }

    /// The symbol shown after a cell whose meaning a colour would otherwise carry, and its words.
    static func mark(for meaning: ReportDocument.Cell.Meaning?) -> (symbol: String, words: String)? {
        // Shapes every system font has (a stopwatch is missing from many); U+FE0E asks for the
        // text form of ▶, which some systems draw as a coloured emoji otherwise.
        switch meaning {
        case .leader: ("★", "championship leader")
        case .winner: ("★", "winner")
        case .fastestLap: ("◆", "fastest lap")
        case .next: ("▶\u{FE0E}", "next")
        default: nil
        }
    }

    /// "up 2 places", "down 1 place": a movement cell as a screen reader should say it.
    static func spokenMovement(_ meaning: ReportDocument.Cell.Meaning?) -> String? {
        guard case .movement(let places) = meaning, places != 0 else { return nil }
        let count = places.magnitude
        return "\(places > 0 ? "up" : "down") \(count) \(count == 1 ? "place" : "places")"
    }
}

extension SectorMark {
    /// The class of a sector mark's cell; the stylesheet gives each palette its colours.
    var cssName: String {
        switch self {
        case .overallBest: "best"
        case .personalBest: "personal"
        case .slower: "slower"
        }
    }
}
