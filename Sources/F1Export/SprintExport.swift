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
        self.results = results.results.map { RaceResultsExport.entry(RaceResult($0)) }
    }

    public static let csvColumns = RaceResultsExport.csvColumns

    public var csvRecords: [[CSVField]] {
        results.map { RaceResultsExport.csvRecord(race, $0) }
    }
}

extension RaceResult {
    /// A sprint result read as a race result: the generated types have the same fields, so the
    /// race's entry rules (winner's total time, gaps, positions) apply unchanged.
    init(_ sprint: SprintResult) {
        self.init(
            position: sprint.position, positionText: sprint.positionText, classification: sprint.classification, number: sprint.number,
            driver: sprint.driver, constructor: sprint.constructor, grid: sprint.grid, laps: sprint.laps, status: sprint.status,
            time: sprint.time, points: sprint.points, fastestLap: sprint.fastestLap)
    }
}
