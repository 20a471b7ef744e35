import F1UseCases
import Observation

/// A driver's or a constructor's season, race by race, with its totals; choosing a race opens its weekend.
@MainActor
@Observable
public final class CompetitorSeasonScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        /// "Max Verstappen, 2025 season".
        public var title: String
        /// "Red Bull · Dutch" for a driver; "Austrian · Max Verstappen, Yuki Tsunoda" for a constructor.
        public var subtitle: String
        public var summary: F1UI.CompetitorSeason.Summary
        /// One row per race of the season, in round order.
        public var rows: [F1UI.CompetitorSeason.Row]
        /// The season the rows were made from, for machine-readable output of the same load.
        public var competitorSeason: CompetitorSeason

        public init(
            title: String, subtitle: String, summary: F1UI.CompetitorSeason.Summary, rows: [F1UI.CompetitorSeason.Row],
            competitorSeason: CompetitorSeason
        ) {
            self.title = title
            self.subtitle = subtitle
            self.summary = summary
            self.rows = rows
            self.competitorSeason = competitorSeason
        }

        public var season: Int { competitorSeason.season }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    @ObservationIgnored private let router: Router?

    /// `competitor`'s `season`; choosing a race pushes its weekend on `router`.
    public init(
        season: Int, competitor: Competitor, format: F1UI.Format, router: Router?,
        load: @escaping @Sendable (Int, Competitor) async throws -> CompetitorSeason
    ) {
        self.router = router
        loader = ContentLoader(emptiness: Self.emptiness) { Self.makeContent(from: try await load(season, competitor), format: format) }
    }

    /// Opens the weekend of the race on row `index`.
    public func onSelectRace(at index: Int) {
        guard let content = state.content, let row = content.rows[safe: index] else { return }
        router?.push(.race(season: content.season, round: .round(row.round)))
    }

    // The use case never gives a season without races, but a loader an app supplies might.
    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.rows.isEmpty ? "The \(content.season) season has no races in this source." : nil
    }
}
