import F1Domain
import F1Export
import Foundation
import Testing

/// Writes one document of every weekend report, and of the race with its weekend, as
/// `<kind>.json` into the folder named by F1KIT_EXPORT_SAMPLES, so the JSON Schemas can be
/// checked against real output without the command line:
///
///     F1KIT_EXPORT_SAMPLES=/tmp/samples swift test --filter SchemaSamples
///     python3 -c 'import json,sys,jsonschema; [jsonschema.Draft202012Validator(json.load(open(f"docs/json-schema/{k}.schema.json"))).validate(json.load(open(f"/tmp/samples/{k}.json"))) for k in sys.argv[1:]]' weekend next qualifying sprint grid pitstops race
///
/// (`<kind>-*.json` variants with more nulls validate against the same `<kind>` schema.)
///
/// Without the variable it writes nothing.
@Suite struct SchemaSamples {
    typealias E = ExportSamples
    typealias W = WeekendSamples

    @Test func writeSamplesWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["F1KIT_EXPORT_SAMPLES"] else { return }
        let directory = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var withNulls = W.weekend
        withNulls.qualifying = nil
        var shootout = W.qualifying
        (shootout.session, shootout.format) = (.sprintQualifying, nil)
        shootout.results.append(QualifyingResult(position: 4, positionText: "DSQ", driver: W.norris, constructor: W.mclaren))
        let documents: [(String, String)] = [
            ("weekend", try ExportWriter.json(WeekendExport(weekend: W.weekend, source: E.source))),
            ("weekend-ahead", try ExportWriter.json(WeekendExport(weekend: withNulls, source: E.source))),
            ("next", try ExportWriter.json(NextExport(next: W.next, source: E.source))),
            ("qualifying", try ExportWriter.json(QualifyingExport(results: W.qualifying, source: E.source))),
            ("qualifying-shootout", try ExportWriter.json(QualifyingExport(results: shootout, source: E.source))),
            ("sprint", try ExportWriter.json(SprintExport(results: W.sprint, source: E.source))),
            ("grid", try ExportWriter.json(StartingGridExport(grid: W.grid, source: E.source))),
            ("pitstops", try ExportWriter.json(PitStopsExport(stops: W.pitStops, source: E.source))),
            ("race", try ExportWriter.json(RaceResultsExport(results: E.results, weekend: W.weekend, source: E.source))),
            ("race-plain", try ExportWriter.json(RaceResultsExport(results: E.results, source: E.source))),
        ]
        for (name, json) in documents {
            try Data(json.utf8).write(to: directory.appending(path: "\(name).json"))
        }
    }
}
