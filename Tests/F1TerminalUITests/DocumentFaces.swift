import F1HTML
import F1Report
import F1UI
import Foundation
import TerminalKit

@testable import F1TerminalUI

/// One document drawn by every face that draws documents for people: `f1report`'s text and
/// Markdown, f1web's page and the terminal app's `DocumentView`, each as lines a check can search.
/// The text and the terminal are drawn wide and tall enough that nothing is cut but what a
/// column's own maximum width cuts in every layout (see `kept(_:in:)`), so a value missing from a
/// face is the face's doing.
@MainActor
struct DocumentFaces {
    /// The terminal's label column is never wider than this (`DocumentView`'s facts).
    static let terminalLabelWidth = 24

    let text: [String]
    let markdown: [String]
    let terminal: [String]
    /// The text of every element of the page and every `title` attribute, HTML entities read back.
    let html: Set<String>

    init(_ document: ReportDocument, controller: TrackerController) {
        let width = Self.width(of: document)
        text = document.rendered(as: .text, style: ReportStyle(width: width)).components(separatedBy: "\n")
        markdown = document.rendered(as: .markdown).components(separatedBy: "\n").map(Self.markdownUnescaped)
        terminal = Self.terminalLines(document, width: width, controller: controller)
        let page = HTMLPage(title: document.title, latestSeason: 2025, source: document.source).render([HTMLDocumentRenderer().render(document)])
        html = HTMLTexts.texts(of: page)
    }

    /// Columns enough for the widest table at its natural widths and the longest fact on one line
    /// beside its label, with the terminal's margins: no flexible column is cut, none dropped.
    static func width(of document: ReportDocument) -> Int {
        let tables = document.sections.map { section in
            let layout = TableLayout(
                columns: section.columns.map {
                    TableLayout.Column(
                        title: $0.title, isFlexible: $0.isFlexible, dropPriority: $0.dropPriority, minimumWidth: $0.minimumWidth,
                        maximumWidth: $0.maximumWidth)
                },
                rows: section.rows.map(\.texts), width: TextCut.mostColumns)
            return layout.widths.reduce(0, +) + max(0, layout.widths.count - 1) * TableLayout.gap
        }
        let facts = document.facts.map { Frame.displayWidth(of: $0.label) + Frame.displayWidth(of: $0.value) + 2 }
        return max(400, (tables + facts).max() ?? 0) + 8
    }

    /// The document drawn by the terminal app's `DocumentView` on a frame with room for every
    /// fact, every row and every chart (a chart takes a share of the height left; the table gets
    /// the rest), so the layout leaves no row out.
    static func terminalLines(_ document: ReportDocument, width: Int, controller: TrackerController) -> [String] {
        let lines = document.sections.reduce(0) { $0 + $1.rows.count + $1.sentences.count * 2 + 6 }
        let rows = 3 * (document.facts.count + lines) + 40
        var frame = Frame(size: TerminalSize(columns: width, rows: rows))
        let context = DrawContext(controller: controller, region: Region(top: 0, left: 0, width: width, height: rows))
        DocumentView.draw(document, top: 0, context: context, into: &frame)
        return frame.text.components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    /// The Markdown face's escapes taken back out, so its lines compare with the document's text.
    static func markdownUnescaped(_ line: String) -> String {
        line.replacing(/\\([|*_`\[\]\\<>#])/) { String($0.output.1) }
    }

    /// What a table in the text face and the terminal keeps of `text` in `column`: the whole text,
    /// or its start and "…" where the column's declared maximum width cuts it in every layout.
    static func kept(_ text: String, in column: ReportDocument.Column) -> String {
        Frame.displayWidth(of: text) > column.maximumWidth ? Frame.fitted(text, to: column.maximumWidth) : text
    }
}

/// The text an HTML page shows: each run between tags and each `title` attribute, with the five
/// entities `HTMLText` writes read back, so a check compares a page with the document's own text.
enum HTMLTexts {
    static func texts(of page: String) -> Set<String> {
        var texts: Set<String> = []
        var rest = Substring(page)
        while let open = rest.firstIndex(of: "<") {
            let run = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            if !run.isEmpty { texts.insert(unescaped(run)) }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            for match in rest[open..<close].matches(of: /\stitle="([^"]*)"/) { texts.insert(unescaped(String(match.output.1))) }
            rest = rest[rest.index(after: close)...]
        }
        return texts
    }

    static func unescaped(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
            .replacing("&amp;", with: "&")
    }
}
