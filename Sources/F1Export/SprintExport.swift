import F1Domain

/// `f1report sprint`: a sprint's classification, in the race document's entry shape.
public struct SprintExport: CSVExportable {
    public static let kind = "sprint"
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

// MARK: - Machine shape

extension SprintExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A sprint's results"
    static let shape = ObjectShape<Self>(
        kind, "A sprint race's classification, in finishing order; each entry has the race report's shape.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where."),
            .init("results", \.results, "The sprint's classification, in finishing order."),
        ])
}
