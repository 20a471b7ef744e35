import F1Domain
import Observation

/// The list of seasons a source holds, newest first.
@MainActor
@Observable
public final class SeasonsScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var rows: [F1UI.Season.Row]
        /// What the rows were made from, for machine-readable output of the same load.
        public var seasons: [Season]

        public init(rows: [F1UI.Season.Row], seasons: [Season]) {
            self.rows = rows
            self.seasons = seasons
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    /// Set after init by an owner that must exist first (the app model that shows the season everywhere).
    @ObservationIgnored package var choose: @MainActor (Int) -> Void

    /// `choose` receives the season the person picks, for every tab to show.
    public init(choose: @escaping @MainActor (Int) -> Void = { _ in }, loadSeasons: @escaping @Sendable () async throws -> [Season]) {
        self.choose = choose
        loader = ContentLoader {
            let seasons = try await loadSeasons()
            return Content(rows: seasons.map(Self.makeRowData(from:)), seasons: seasons)
        }
    }

    /// Picks the season on row `index`.
    public func onSelectSeason(at index: Int) {
        guard let row = state.content?.rows[safe: index] else { return }
        choose(row.year)
    }

    package nonisolated static func makeRowData(from season: Season) -> F1UI.Season.Row {
        F1UI.Season.Row(year: season.year, title: "\(season.year) season", url: season.url?.absoluteString)
    }
}
