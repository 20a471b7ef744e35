import F1Domain

/// `f1report sprint`: a sprint's classification, in the race document's entry shape.
public struct SprintExport: CSVExportable {
    public static let kind = "sprint"
    let schemaVersion = ExportSchema.version
    let report = SprintExport.kind
    let source: ExportSource
    let race: RaceReference
    let results: [RaceResultsExport.Entry]

    public init(results: SprintResults, source: ExportSource) {
        self.source = source
        race = RaceReference(results.race)
        self.results = results.results.map { RaceResultsExport.entry($0.asRaceResult) }
    }

    public static let csvColumns = RaceResultsExport.csvColumns

    public var csvRecords: [[CSVField]] {
        results.map { RaceResultsExport.csvRecord(race, $0) }
    }
}
