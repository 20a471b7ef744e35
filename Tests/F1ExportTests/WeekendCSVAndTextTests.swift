import F1Domain
import F1Export
import F1UseCases
import Foundation
import Testing

/// The weekend's reports as CSV (headers as committed in docs/json-schema/csv-columns.txt) and
/// with hostile names from the data.
@Suite struct WeekendCSVAndTextTests {
    typealias E = ExportSamples
    typealias W = WeekendSamples

    /// Each new report built from the samples, with one driver's family name replaced.
    struct Report: CustomTestStringConvertible, Sendable {
        var kind: String
        var columns: [String]
        var json: @Sendable (String) throws -> String
        var csv: @Sendable (String) -> String
        var testDescription: String { kind }

        init<D: CSVExportable>(_ make: @escaping @Sendable (String) -> D) {
            kind = D.kind
            columns = D.csvColumns
            json = { try ExportWriter.json(make($0)) }
            csv = { ExportWriter.csv(make($0)) }
        }
    }

    /// Verstappen is in every sample; each report is built with his family name replaced.
    static func named(_ name: String) -> Driver {
        var driver = S.verstappen
        driver.familyName = name
        return driver
    }

    static func renamed<T>(_ items: [T], _ name: String, _ driver: WritableKeyPath<T, Driver>) -> [T] {
        items.map { item in
            guard item[keyPath: driver].id == S.verstappen.id else { return item }
            var copy = item
            copy[keyPath: driver] = named(name)
            return copy
        }
    }

    static let reports: [Report] = [
        Report { name in
            // The CSV names no driver, only the race.
            var weekend = W.weekend
            weekend.qualifying?.results = renamed(W.qualifying.results, name, \.driver)
            weekend.race.name = "Miami \(name) Grand Prix"
            return WeekendExport(weekend: weekend, source: E.source)
        },
        Report { name in
            var race = W.race
            race.name = "Miami \(name) Grand Prix"
            var next = W.next
            next.weekend.race = race
            return NextExport(next: next, source: E.source)
        },
        Report {
            QualifyingExport(
                results: QualifyingResults(race: W.race, format: .knockout, results: renamed(W.qualifying.results, $0, \.driver)), source: E.source)
        },
        Report { SprintExport(results: SprintResults(race: W.race, results: renamed(W.sprint.results, $0, \.driver)), source: E.source) },
        Report { StartingGridExport(grid: StartingGrid(race: W.race, positions: renamed(W.grid.positions, $0, \.driver)), source: E.source) },
        Report { PitStopsExport(stops: PitStops(race: W.race, stops: renamed(W.pitStops.stops, $0, \.driver)), source: E.source) },
    ]

    /// The committed CSV headers, by report kind.
    static func committedColumns() throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appending(path: "docs/json-schema/csv-columns.txt"), encoding: .utf8)
        var columns: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            columns[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return columns
    }

    @Test(arguments: reports)
    func theHeaderIsTheCommittedOneAndEveryRecordFillsIt(_ report: Report) throws {
        let records = E.records(report.csv("Verstappen"))
        #expect(records.first == report.columns)
        #expect(try Self.committedColumns()[report.kind] == report.columns.joined(separator: ","))
        #expect(records.count > 1)
        #expect(records.allSatisfy { $0.count == report.columns.count })
        #expect(report.columns.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } })
    }

    @Test(arguments: reports, HostileTextExportTests.hostile)
    func jsonEscapesAndCSVReplacesWhatSteers(_ report: Report, _ name: String) throws {
        let json = try report.json(name)
        #expect(!json.unicodeScalars.contains(where: HostileTextExportTests.isSteering))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(Self.strings(in: parsed).contains { $0.contains(name) }, "the name reaches JSON intact")
        let csv = report.csv(name)
        #expect(!csv.unicodeScalars.contains(where: HostileTextExportTests.isSteering))
        #expect(csv.contains("\u{FFFD}"))
        #expect(E.records(csv).count == E.records(report.csv("Verstappen")).count, "still one record per row")
    }

    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings)
        default: []
        }
    }
}
