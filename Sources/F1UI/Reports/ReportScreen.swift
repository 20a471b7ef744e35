import F1Domain
import F1UseCases

/// A screen that shows one report: what a `ReportRequest` opens in every face. `ReportScreens`
/// makes one from a request, and each screen's `document(_:)`, declared beside it, is the one
/// place its content becomes the document every drawn face renders (the typed export is F1Export's).
@MainActor
public protocol ReportScreen: LoadingScreen {
    /// The screen's content as the document every drawn face renders; nil until it has content.
    func document(_ builder: ReportBuilder) -> ReportDocument?
}

extension LoadingScreen {
    /// Whether the screen is waiting for data (an existential's view of `state`).
    public var isLoading: Bool { state.isLoading }
    /// Why the screen has nothing to show, when it says so.
    public var emptySentence: String? {
        if case .empty(let sentence) = state { return sentence }
        return nil
    }
    public var failure: F1UI.Failure? { state.failure }
}
