import F1Domain

/// `f1report seasons`: every season the source holds, newest first.
public struct SeasonsExport: CSVExportable {
    public static let kind = "seasons"
    let source: ExportSource
    let seasons: [Entry]

    struct Entry: Encodable, Sendable {
        var year: Int
        var url: String?
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

// MARK: - Machine shape

extension SeasonsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Every season"
    static let shape = ObjectShape<Self>(
        kind, "Every season the source holds, newest first.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("seasons", \.seasons, "The seasons, newest first."),
        ])
}

extension SeasonsExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "season", "A season.",
        [
            .init("year", \.year, "The season's year."),
            .init("url", \.url, "A reference page about the season; null when the source has none."),
        ])
}
