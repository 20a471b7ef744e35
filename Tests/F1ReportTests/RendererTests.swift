import F1Report
import F1UI
import Testing

/// The renderers on a small document: layout and escaping. (JSON and CSV are F1Export's: F1ExportTests.)
@Suite struct RendererTests {
    static let document = ReportDocument(
        title: "2025 drivers' championship",
        source: "Test data",
        facts: [.init(.afterRound, "3"), .init(.leader, "Max Verstappen, 62 points")],
        sections: [
            .init(
                title: "Drivers", key: "drivers",
                columns: [
                    .init("position", "Pos", .right), .init("driver", "Driver", flexible: true), .init("points", "Pts", .right),
                ],
                rows: [
                    .init(["1", "Max Verstappen", "62"], emphasis: .leader),
                    .init(["2", "Charles \"Il Predestinato\" Leclerc, Jr | Monaco", "59.5"]),
                ]),
            .init(title: "Empty", key: "empty", columns: [.init("x", "X")], rows: [], emptyMessage: "Nothing yet."),
        ])

    @Test func textAlignsColumnsAndRightAlignsNumbers() throws {
        let text = Self.document.rendered(as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(where: { $0.hasPrefix("Pos") }))
        #expect(lines[header + 1].hasPrefix("  1  Max Verstappen"))
        #expect(lines[header + 1].hasSuffix("   62"))
        #expect(lines[header + 2].hasSuffix(" 59.5"))
        #expect(text.contains("Nothing yet."))
        #expect(!text.contains("\u{1B}["))
    }

    @Test func textShortensFlexibleColumnsToFitTheWidth() {
        let text = Self.document.rendered(as: .text, style: ReportStyle(usesColor: false, width: 40))
        let table = text.split(separator: "\n").filter { $0.hasPrefix("  2") || $0.hasPrefix("  1") || $0.hasPrefix("Pos") }
        #expect(table.count == 3)
        #expect(table.allSatisfy { $0.count <= 40 })
        #expect(table.contains { $0.contains("…") })
    }

    @Test func colourOnlyWhenTheStyleAsks() {
        let coloured = Self.document.rendered(as: .text, style: ReportStyle(usesColor: true, width: 100))
        #expect(coloured.contains("\u{1B}[1m"))
        #expect(!Self.document.rendered(as: .markdown, style: ReportStyle(usesColor: true, width: 100)).contains("\u{1B}["))
    }

    @Test func markdownEscapesCellBorders() {
        let markdown = Self.document.rendered(as: .markdown)
        #expect(markdown.contains("| ---: | --- | ---: |"))
        #expect(markdown.contains("Jr \\| Monaco"))
        #expect(markdown.contains("_Data: Test data_"))
    }
}
