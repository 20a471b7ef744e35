import F1UI

/// The browser's face of a `ReportDocument`: one `<article>` of semantic HTML, drawn generically
/// as the text and Markdown faces draw it (title, source, facts, then each section's chart, table
/// and notes), with what a cell means written as classes, links and words for screen readers.
package struct HTMLDocumentRenderer: Sendable {
    /// Put before every id the article writes (headings, charts), so two articles on one page
    /// never share one: "standings-". Letters, digits, "-" and "_" are kept, others become "-".
    package var idPrefix: String
    /// The charts' drawing size; the page scales them to its width (they keep their `viewBox`).
    package var chartWidth: Int
    package var chartHeight: Int
    /// The title's heading level: 1 for a page's first (or only) report, 2 for the ones after it,
    /// so a page of several has one `h1` and an outline a screen reader can walk. Sections are
    /// one level below.
    package var titleLevel: Int
    /// How rows' links are written: under a spoiler-free page's prefix, they keep its mode.
    package var mode: WebMode = .normal

    package init(idPrefix: String = "report-", chartWidth: Int = 960, chartHeight: Int = 540, titleLevel: Int = 1) {
        self.idPrefix = idPrefix
        self.chartWidth = chartWidth
        self.chartHeight = chartHeight
        self.titleLevel = min(max(titleLevel, 1), 5)
    }

    package func render(_ document: ReportDocument) -> HTMLFragment {
        var writer = HTMLWriter(capacity: 2048 + document.sections.reduce(0) { $0 + $1.rows.count * 400 })
        writer.open("article", ["class": "report"])
        writer.raw("\n")
        writer.element("h\(titleLevel)", text: document.title)
        writer.raw("\n")
        writer.element("p", ["class": "source"], text: "Data: " + document.source)
        writer.raw("\n")
        writeFacts(document.facts, into: &writer)
        var ids = SectionIDs(prefix: idPrefix)
        for section in document.sections {
            writeSection(section, id: ids.next(for: section.key), into: &writer)
        }
        writer.close("article")
        writer.raw("\n")
        return HTMLFragment(markup: writer.html)
    }

    private func writeFacts(_ facts: [ReportDocument.Fact], into writer: inout HTMLWriter) {
        guard !facts.isEmpty else { return }
        writer.open("dl", ["class": "facts"])
        writer.raw("\n")
        for fact in facts {
            writer.open("div", ["data-key": fact.key.name])
            writer.element("dt", text: fact.label)
            let shortened = Self.shortened(fact.value)
            writer.element("dd", "title", shortened.map { _ in fact.value }, text: shortened ?? fact.value)
            writer.close("div")
            writer.raw("\n")
        }
        writer.close("dl")
        writer.raw("\n")
    }

    /// The heading, the chart (its summary and notes its caption), then the table (or the empty
    /// message), then the section's own lines. As in the Markdown face, a section without rows
    /// shows its sentences instead of the empty message when it has any: a section of sentences
    /// only is not "empty".
    private func writeSection(_ section: ReportDocument.Section, id: String, into writer: inout HTMLWriter) {
        writer.open("section", ["aria-labelledby": id])
        writer.raw("\n")
        writer.element("h\(titleLevel + 1)", ["id": id], text: section.title)
        writer.raw("\n")
        let notes = section.lines
        if let chart = section.chart { writeChart(chart, id: id, into: &writer) }
        if !section.rows.isEmpty {
            writeTable(section, labelledBy: id, into: &writer)
        } else if section.sentences.isEmpty {
            writer.element("p", ["class": "empty"], text: section.emptyMessage)
            writer.raw("\n")
        }
        if !notes.isEmpty {
            writer.open("ul", ["class": "notes"])
            for line in notes { writer.element("li", text: line) }
            writer.close("ul")
            writer.raw("\n")
        }
        writer.close("section")
        writer.raw("\n")
    }
}

/// Ids from section keys, unique within the article: a key seen before gets "-2", "-3".
struct SectionIDs {
    let prefix: String
    private var used: Set<String> = []

    init(prefix: String) {
        self.prefix = Self.slug(prefix)
    }

    mutating func next(for key: String) -> String {
        let base = prefix + (key.isEmpty ? "section" : Self.slug(key))
        var id = base
        var count = 1
        while used.contains(id) {
            count += 1
            id = "\(base)-\(count)"
        }
        used.insert(id)
        return id
    }

    /// ASCII letters, digits, "-" and "_" kept, anything else "-": an id that is also a plain
    /// CSS selector and URL fragment.
    static func slug(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        }
        return String(scalars)
    }
}
