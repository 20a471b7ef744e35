import F1Export
import F1UI
import F1UseCases

/// Every report F1Kit serves, from one source: `ReportScreens` says which use case loads a
/// request and which screen holds it, each screen's `document` what its content draws as and
/// its `export` (F1Export's `ExportingScreen`) what machines read. Programs and apps only turn
/// their input into a `ReportRequest` and render the outcome, so `f1report race 2025 1 --format
/// json` and f1web's `/api/v1/2025/1` cannot disagree.
public struct ReportCatalog: Sendable {
    public let source: any ReportSource
    public let format: F1UI.Format
    public let builder: ReportBuilder

    public init(source: any ReportSource, format: F1UI.Format, builder: ReportBuilder) {
        self.source = source
        self.format = format
        self.builder = builder
    }

    /// The data source as machine-readable reports credit it.
    public var exportSource: ExportSource {
        ExportSource(id: source.sourceID, name: source.info.name)
    }

    /// Loads the report `request` names.
    @MainActor
    public func load(_ request: ReportRequest) async -> ReportOutcome {
        switch request {
        // A race to come is its weekend's timetable, which is what a fan wants before the weekend.
        case .race(let season, .next):
            return await load(.weekend(season: season, round: .next))
        case .race(let season, _):
            let screen = ReportScreens(source: source, format: format).screen(for: request)
            await screen.load()
            if case .lookup(.raceNotRun(_, let number, _)) = screen.failure?.reason {
                return await load(.weekend(season: season, round: .round(number)))
            }
            return outcome(of: screen)
        default:
            let screen = ReportScreens(source: source, format: format).screen(for: request)
            await screen.load()
            return outcome(of: screen)
        }
    }

    /// Every report's one shape: the screen's state, its content made into the document and the export.
    @MainActor
    private func outcome(of screen: any ReportScreen) -> ReportOutcome {
        if let document = screen.document(builder) {
            // A chart has no export.
            let export = (screen as? any ExportingScreen)?.export(source: exportSource)
            return .loaded(LoadedReport(document: document, makeExport: { export?() }))
        }
        if let sentence = screen.emptySentence { return .empty(sentence) }
        if let failure = screen.failure { return .failed(failure) }
        return .empty("The report did not finish loading.")
    }
}
