import F1Charts
import F1CommandLine
import F1Domain
import F1Export
import F1HTML
import F1Report
import F1TestSupport
import F1UI
import Foundation
import TerminalKit
import Testing

/// The same hostile names through every face: each output holds no hidden character but its own
/// line structure, no markup the name brought, and still the letters around what was hidden.
@Suite struct HostileTextFacesTests {
    static func document(_ name: String) -> ReportDocument {
        ReportDocument(
            title: "2025 \(name)", source: "Test \(name)", facts: [.init(key: .init("leader", label: "Leader"), label: name, value: name)],
            sections: [
                .init(
                    title: "Drivers", key: "drivers", columns: [.init("driver", "Driver")], rows: [.init([name])], lines: [name],
                    chart: chart(name))
            ])
    }

    static func chart(_ name: String) -> Chart {
        Chart(
            kind: .progression, mark: .step, title: name, summary: name,
            x: .init(title: "Round", unit: .round, lower: 1, upper: 2, ticks: [.init(1, name), .init(2, "SAU")]),
            y: .init(title: "Points", unit: .points, lower: 0, upper: 50, ticks: [.init(0, "0"), .init(50, "50")]),
            series: [
                .init(
                    key: "max", name: name, label: name, color: F1UI.TeamColor(red: 0x36, green: 0x71, blue: 0xC6),
                    points: [.init(x: 1, y: 25), .init(x: 2, y: 44)])
            ],
            notes: [name])
    }

    /// Holds a face's output to the rule; `structure` is what the face itself writes between lines.
    static func check(_ output: String, _ hostile: HostileText, face: String, structure: Set<Unicode.Scalar> = ["\n"]) {
        let hidden = output.unicodeScalars.filter(HostileText.isHiddenBeyond(structure))
        #expect(hidden.isEmpty, "\(face) shows U+\(hidden.prefix(5).map { String($0.value, radix: 16, uppercase: true) })")
        #expect(output.contains("Max"), "\(face) lost the letters before")
        if !hostile.isLong { #expect(output.contains("Verstappen"), "\(face) lost the letters after") }
    }

    @Test(arguments: HostileText.all, ReportFormat.allCases)
    func textAndMarkdown(_ hostile: HostileText, _ format: ReportFormat) {
        let output = Self.document(hostile.name).rendered(as: format, style: ReportStyle(usesColor: false, width: 120, chartHeight: 12))
        Self.check(output, hostile, face: "\(format)")
    }

    /// Every view of the terminal app draws through `Frame.put` (cut by `TextCut`), tables laid
    /// out by `TableLayout`, and charts by F1Charts into the same frame.
    @Test(arguments: HostileText.all)
    func terminalFrame(_ hostile: HostileText) {
        let name = hostile.name
        var frame = Frame(size: TerminalSize(columns: 160, rows: 30))
        frame.put(name, row: 0, column: 0)
        frame.put(Frame.fitted(name, to: 40), row: 1, column: 0)
        let layout = TableLayout(columns: [.init(title: "Driver", isFlexible: true), .init(title: "Team")], rows: [[name, "Red Bull"]], width: 60)
        var x = 0
        for (index, column) in layout.shown.enumerated() {
            frame.put(Frame.fitted([name, "Red Bull"][column], to: layout.widths[index]), row: 2, column: x, width: layout.widths[index])
            x += layout.widths[index] + 1
        }
        Self.chart(name).draw(into: &frame, row: 4, column: 0, size: TerminalSize(columns: 160, rows: 20), usesColor: false)
        Self.check(frame.text, hostile, face: "terminal")
        var renderer = FrameRenderer(usesColor: false)
        let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
        // The renderer's own escape sequences start with ESC; no other hidden character is written.
        Self.check(bytes, hostile, face: "terminal bytes", structure: ["\u{1B}", "\n", "\r"])
    }

    @Test(arguments: HostileText.all)
    func html(_ hostile: HostileText) {
        let article = HTMLDocumentRenderer().render(Self.document(hostile.name)).html
        Self.check(article, hostile, face: "HTML")
        #expect(!article.contains("<img") && !article.contains("</td> "), "markup from the data")
        if hostile.label == "markup" { #expect(article.contains("&lt;img src=x onerror=alert(1)&gt; &quot;q&quot; &#39;a&#39; &amp;amp;")) }
    }

    @Test(arguments: HostileText.all)
    func svg(_ hostile: HostileText) {
        let svg = Self.chart(hostile.name).svg()
        Self.check(svg, hostile, face: "SVG")
        #expect(!svg.contains("<img") && !svg.contains("</td>"), "markup from the data")
        if hostile.label == "markup" { #expect(svg.contains("&lt;img src=x onerror=alert(1)&gt; &quot;q&quot; &apos;a&apos; &amp;amp;")) }
    }

    static func export(_ name: String) -> RaceResultsExport {
        var results = ChampionshipSamples.results[0]
        results.results[0].driver.givenName = "Ann"
        results.results[0].driver.familyName = name
        return RaceResultsExport(results: results, source: ExportSource(id: "demo", name: "Demo"))
    }

    @Test(arguments: HostileText.all)
    func csv(_ hostile: HostileText) {
        let csv = ExportWriter.csv(Self.export(hostile.name))
        Self.check(csv, hostile, face: "CSV", structure: ["\r", "\n"])
        #expect(csv.components(separatedBy: "\r\n").count == ChampionshipSamples.results[0].results.count + 2, "one record per result")
    }

    /// JSON keeps the data as data: the name decodes back exactly, and nothing hidden is raw.
    @Test(arguments: HostileText.all)
    func json(_ hostile: HostileText) throws {
        for json in [try ExportWriter.json(Self.export(hostile.name)), try ExportWriter.jsonLine(Self.export(hostile.name))] {
            let hidden = json.unicodeScalars.filter(HostileText.isHiddenBeyond(["\n"]))
            #expect(hidden.isEmpty, "JSON shows U+\(hidden.prefix(5).map { String($0.value, radix: 16) })")
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let rows = object?["results"] as? [[String: Any]]
            #expect((rows?.first?["driver"] as? [String: Any])?["name"] as? String == "Ann \(hostile.name)")
        }
    }

    @Test(arguments: HostileText.all)
    func errorSentence(_ hostile: HostileText) {
        let sentence = Terminal.shown("No driver '\(hostile.name)' in 2025.")
        // A sentence keeps line feeds, for a usage text of several lines: its own structure.
        Self.check(sentence, hostile, face: "error sentence")
        #expect(sentence.hasPrefix("No driver 'Max") && sentence.hasSuffix("' in 2025."))
    }
}
