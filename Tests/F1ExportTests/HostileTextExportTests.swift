import F1Domain
import F1Export
import Foundation
import Testing

/// Names from data files reach JSON intact but escaped, and CSV without anything that steers a terminal.
@Suite struct HostileTextExportTests {
    typealias E = ExportSamples

    static let hostile = [
        "Max\u{1B}[2J\u{1B}[HVerstappen", "Charles\nLeclerc", "George\u{9B}31mRussell", "Oscar\u{202E}irtsaiP", "Kimi\u{2028}Antonelli\u{7F}",
    ]

    static func results(_ name: String) -> RaceResults {
        var results = E.results
        results.results[0].driver.familyName = name
        return results
    }

    static func isSteering(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\n" && scalar != "\r" || (0x7F...0x9F).contains(scalar.value)
            || [0x2028, 0x2029, 0x202E].contains(scalar.value)
    }

    @Test(arguments: hostile)
    func jsonEscapesButKeepsTheName(_ name: String) throws {
        let json = try ExportWriter.json(RaceResultsExport(results: Self.results(name), source: E.source))
        #expect(!json.unicodeScalars.contains(where: Self.isSteering))
        let rows = try E.object(RaceResultsExport(results: Self.results(name), source: E.source))["results"] as? [[String: Any]]
        #expect((rows?.first?["driver"] as? [String: Any])?["name"] as? String == "Max \(name)")
        let line = try ExportWriter.jsonLine(RaceResultsExport(results: Self.results(name), source: E.source))
        #expect(line.filter { $0 == "\n" }.count == 1, "one record, one line")
    }

    @Test(arguments: hostile)
    func csvReplacesWhatSteers(_ name: String) {
        let csv = ExportWriter.csv(RaceResultsExport(results: Self.results(name), source: E.source))
        #expect(!csv.unicodeScalars.contains(where: Self.isSteering))
        #expect(csv.contains("\u{FFFD}"))
        #expect(E.records(csv).count == 5, "still one record per result")
    }
}
