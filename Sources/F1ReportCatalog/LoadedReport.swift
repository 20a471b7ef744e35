import F1Export
import F1UI

/// A report loaded: the document people read (every drawn face renders it) and the typed export
/// machines read (JSON, CSV), both made from the same content; a chart has no export. The export
/// is made when asked for, because a web page draws the document only.
public struct LoadedReport: Sendable {
    public var document: ReportDocument
    private let makeExport: @Sendable () -> (any ExportDocument)?

    /// The typed export, made from the report's content each time it is asked for.
    public var export: (any ExportDocument)? { makeExport() }

    public init(document: ReportDocument, export: (any ExportDocument)?) {
        self.document = document
        makeExport = { export }
    }

    init(document: ReportDocument, makeExport: @escaping @Sendable () -> (any ExportDocument)?) {
        self.document = document
        self.makeExport = makeExport
    }
}

/// How a report's load ended, as every face tells it.
public enum ReportOutcome: Sendable {
    case loaded(LoadedReport)
    /// The load worked and found nothing; the sentence says what is missing.
    case empty(String)
    /// F1UI's failure, which each face words with its own actions (flags, links).
    case failed(F1UI.Failure)
}
