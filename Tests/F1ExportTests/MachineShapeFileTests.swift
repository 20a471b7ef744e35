import F1Domain
import Foundation
import Testing

@testable import F1Export

/// docs/json-schema is made from the export types' shapes: each report's JSON Schema and the CSV
/// headers. A shape changed without its files fails here; write them again with
/// `F1KIT_RECORD_GOLDEN=1 swift test --filter MachineShapeFileTests`, then `scripts/generate-openapi`.
@Suite struct MachineShapeFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "docs/json-schema")
    static let isRecording = ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1"

    /// Made once: each takes about two seconds in a debug build, and asking for all of them in
    /// each of the 28 cases held the test process's threads for a minute.
    static let schemas = ExportCatalogue.schemas

    @Test(arguments: schemas.map(\.kind))
    func theSchemaFileIsTheShapes(_ kind: String) throws {
        let text = try #require(Self.schemas.first { $0.kind == kind }).text
        try Self.compare(text, file: "\(kind).schema.json")
    }

    @Test func theCSVColumnsFileIsTheShapes() throws {
        try Self.compare(ExportCatalogue.csvColumnsText, file: "csv-columns.txt")
    }

    @Test func everySchemaFileIsAReportsShape() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".schema.json") }
        #expect(Set(files) == Set(Self.schemas.map { "\($0.kind).schema.json" }))
    }

    /// Every key a shape declares is written, and nothing else: the demo's documents hold the schema's keys.
    @Test func aDocumentHoldsItsShapesKeys() throws {
        let object = try ExportSamples.object(DriverStandingsExport(table: StandingsAndLiveExportTests.drivers, source: ExportSamples.source))
        #expect(Set(object.keys) == Set(DriverStandingsExport.shape.properties.map(\.key)))
        let line = try #require((object["standings"] as? [[String: Any]])?.first)
        #expect(Set(line.keys) == Set(StandingEntry<DriverStandingsTable>.shape.properties.map(\.key)))
    }

    private static func compare(_ text: String, file: String) throws {
        let url = folder.appending(path: file)
        if isRecording {
            try Data(text.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == text, "docs/json-schema/\(file) differs from the shapes: run F1KIT_RECORD_GOLDEN=1 swift test --filter MachineShapeFileTests"
        )
    }
}
