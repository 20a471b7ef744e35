import F1UI
import TerminalKit
import Testing

@testable import F1TerminalUI

/// One document's values in every face: each fact on one line with its label, each table row's
/// cells on one line (in the text, the Markdown and the terminal frame), and every fact and cell
/// as an element's text of the HTML page. A problem names the report, the face and the value.
@MainActor
struct FaceCheck {
    let name: String
    let document: ReportDocument
    /// The document's own faces, unless a test hands in another's.
    let faces: DocumentFaces

    /// Records an issue for every value a face lacks; returns how many values were looked for.
    @discardableResult
    func check() -> Int {
        let (looked, problems) = problems()
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        return looked
    }

    /// How many values were looked for, and a sentence for each a face lacks.
    func problems() -> (looked: Int, problems: [String]) {
        var looked = 0
        var problems: [String] = []
        let terminalLabelWidth = min(DocumentFaces.terminalLabelWidth, document.facts.map { Frame.displayWidth(of: $0.label) }.max() ?? 0)
        for fact in document.facts where !fact.value.isEmpty {
            looked += 1
            let what = "fact \(fact.key)"
            problems += line(in: "text", faces.text, showing: [fact.label + ":", fact.value], what)
            problems += line(in: "Markdown", faces.markdown, showing: ["**\(fact.label):** \(fact.value)"], what)
            problems += line(in: "terminal", faces.terminal, showing: [Frame.fitted(fact.label, to: terminalLabelWidth), fact.value], what)
            problems += html([fact.label, fact.value], what)
        }
        for section in document.sections {
            for (index, row) in section.rows.enumerated() {
                let filled = section.columns.indices.filter { !(row.cells[safe: $0]?.text ?? "").isEmpty }
                guard !filled.isEmpty else { continue }
                looked += filled.count
                let what = "section \(section.key) row \(index + 1)"
                let whole = filled.map { row.cells[$0].text }
                // The text and the terminal cut a cell where its column's maximum width says, in every layout.
                let kept = filled.map { DocumentFaces.kept(row.cells[$0].text, in: section.columns[$0]) }
                problems += line(in: "text", faces.text, showing: kept, what)
                problems += line(in: "Markdown", faces.markdown, showing: whole, what)
                problems += line(in: "terminal", faces.terminal, showing: kept, what)
                problems += html(whole, what)
            }
        }
        return (looked, problems)
    }

    /// Nothing when some line of `lines` shows every one of `values`; else what the closest line lacks.
    private func line(in face: String, _ lines: [String], showing values: [String], _ what: String) -> [String] {
        // The longest value first: it rules out most lines at once.
        let ordered = values.sorted { $0.utf8.count > $1.utf8.count }
        guard !lines.contains(where: { line in ordered.allSatisfy { line.contains($0) } }) else { return [] }
        let missing = lines.map { line in values.filter { !line.contains($0) } }.min { $0.count < $1.count } ?? values
        return ["\(name): the \(face) lacks \(what)'s \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) on one line with \(values)"]
    }

    private func html(_ values: [String], _ what: String) -> [String] {
        values.filter { !faces.html.contains($0) }.map { "\(name): the HTML page has no element reading \"\($0)\" (\(what))" }
    }
}
