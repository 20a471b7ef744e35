import F1UI

/// The report on screen as a document, built by the same `ReportBuilder` that `f1report` prints
/// with: the views draw it, the cursor moves over its rows, and Enter follows a row's route.
extension TrackerController {
    var builder: ReportBuilder {
        ReportBuilder(source: sourceName, timeZoneName: model.format.timeZone.identifier, now: now())
    }

    /// The document of the screen shown; nil while it loads.
    package var document: ReportDocument? {
        switch visible {
        case .races(let screen): screen.document(builder)
        case .standings(let screen): screen.document(builder)
        case .seasons(let screen): screen.document(builder)
        case .weekend(let screen): screen.current.document(builder)
        case .report(let screen): screen.document(builder)
        case .live(let screen): screen.state.content.map { builder.live($0) }
        }
    }

    /// The rows the cursor moves over: every row of every table of the document, in order.
    package var documentRows: [ReportDocument.Row] {
        document.map(DocumentView.selectableRows) ?? []
    }
}
