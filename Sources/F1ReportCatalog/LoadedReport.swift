import F1Export
import F1UI

/// A report loaded: the document people read (every drawn face renders it) and the typed export
/// machines read (JSON, CSV), both made from the same content; a chart has no export. The export
/// is made when asked for: a web page draws the document only, and making the eight exports of
/// the race weekend page it never sent was 3.5% of f1web's time (docs/performance.md).
package struct LoadedReport: Sendable {
    package var document: ReportDocument
    private let makeExport: @Sendable () -> (any ExportDocument)?

    /// The typed export, made from the report's content each time it is asked for.
    package var export: (any ExportDocument)? { makeExport() }

    package init(document: ReportDocument, export: (any ExportDocument)?) {
        self.document = document
        makeExport = { export }
    }

    init(document: ReportDocument, makeExport: @escaping @Sendable () -> (any ExportDocument)?) {
        self.document = document
        self.makeExport = makeExport
    }
}

/// How a report's load ended, as every face tells it.
package enum ReportOutcome: Sendable {
    case loaded(LoadedReport)
    /// The load worked and found nothing; the sentence says what is missing.
    case empty(String)
    /// F1UI's failure, which each face words with its own actions (flags, links).
    case failed(F1UI.Failure)

    /// The outcome of a screen's state, its content made into a report.
    @MainActor
    init<Content>(
        _ state: F1UI.ViewState<Content>, _ document: (Content) -> ReportDocument, export: @escaping @Sendable (Content) -> any ExportDocument
    ) {
        switch state {
        case .loaded(let content), .refreshing(let content):
            self = .loaded(LoadedReport(document: document(content), makeExport: { export(content) }))
        case .empty(let sentence): self = .empty(sentence)
        case .error(let failure): self = .failed(failure)
        case .idle, .loading: self = .empty("The report did not finish loading.")
        }
    }
}
