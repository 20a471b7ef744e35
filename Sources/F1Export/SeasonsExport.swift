import F1Domain

/// `f1report seasons`: every season the source holds, newest first.
public struct SeasonsExport: CSVExportable {
    public static let kind = "seasons"
    let schemaVersion = ExportSchema.version
    let report = SeasonsExport.kind
    let source: ExportSource
    let seasons: [Entry]

    struct Entry: Encodable, Sendable {
        var year: Int
        @Nullable var url: String?
    }

    public init(seasons: [Season], source: ExportSource) {
        self.source = source
        self.seasons = seasons.map { Entry(year: $0.year, url: $0.url?.absoluteString) }
    }

    public static let csvColumns = ["year", "url"]

    public var csvRecords: [[CSVField]] {
        seasons.map { [.field($0.year), .field($0.url)] }
    }
}
