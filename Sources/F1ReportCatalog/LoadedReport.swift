import F1Export
import F1UI

/// A report loaded: the document people read (every drawn face renders it) and the typed export
/// machines read (JSON, CSV), both made from the same content; a chart has no export.
package struct LoadedReport: Sendable {
    package var document: ReportDocument
    package var export: (any ExportDocument)?

    package init(document: ReportDocument, export: (any ExportDocument)?) {
        self.document = document
        self.export = export
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
    init<Content>(_ state: F1UI.ViewState<Content>, _ document: (Content) -> ReportDocument, export: (Content) -> any ExportDocument) {
        switch state {
        case .loaded(let content), .refreshing(let content): self = .loaded(LoadedReport(document: document(content), export: export(content)))
        case .empty(let sentence): self = .empty(sentence)
        case .error(let failure): self = .failed(failure)
        case .idle, .loading: self = .empty("The report did not finish loading.")
        }
    }
}
