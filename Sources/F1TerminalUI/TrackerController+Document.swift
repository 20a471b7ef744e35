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
        case .races(let screen): screen.state.content.map(builder.season)
        case .standings(let screen): screen.state.content.map { screen.kind == .drivers ? builder.drivers($0) : builder.constructors($0) }
        case .seasons(let screen): screen.state.content.map { builder.seasons($0.rows) }
        case .competitor(let screen): screen.state.content.map(builder.competitorSeason)
        case .weekend(let screen): Self.document(of: screen, builder: builder)
        case .report(let opened): reportDocument(opened)
        case .live(let screen): screen.state.content.map { builder.live($0.board) }
        }
    }

    /// The rows the cursor moves over: every row of every table of the document, in order.
    package var documentRows: [ReportDocument.Row] {
        document.map(DocumentView.selectableRows) ?? []
    }

    /// The section of a race weekend shown, as a document.
    static func document(of screen: RaceDetailScreen, builder: ReportBuilder) -> ReportDocument? {
        switch screen.section {
        case .timetable: screen.weekend.state.content.map(builder.weekend)
        case .results: screen.results.state.content.map(builder.race)
        case .qualifying: screen.qualifying.state.content.map(builder.qualifying)
        case .sprint: screen.sprint.state.content.map(builder.sprint)
        case .grid: screen.grid.state.content.map(builder.grid)
        case .pitStops: screen.pitStops.state.content.map(builder.pitStops)
        case .lapChart: screen.lapChart.flatMap { chart in chart.state.content.map { builder.raceChart(chart.kind, history: $0) } }
        }
    }
}
