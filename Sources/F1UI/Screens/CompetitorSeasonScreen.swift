import F1Domain
import F1UseCases
import Observation

/// A driver's or a constructor's season, race by race, with its totals; choosing a race opens its weekend.
@MainActor
@Observable
public final class CompetitorSeasonScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        /// "Max Verstappen, 2025 season".
        public var title: String
        /// "Red Bull · Dutch" for a driver; "Austrian · Max Verstappen, Yuki Tsunoda" for a constructor.
        public var subtitle: String
        public var summary: F1UI.CompetitorSeason.Summary
        /// One row per race of the season, in round order.
        public var rows: [F1UI.CompetitorSeason.Row]
        /// What the rows were made from: one of the two, by the screen's kind.
        public var driverSeason: DriverSeason?
        public var constructorSeason: ConstructorSeason?

        public init(
            season: Int, title: String, subtitle: String, summary: F1UI.CompetitorSeason.Summary,
            rows: [F1UI.CompetitorSeason.Row], driverSeason: DriverSeason? = nil, constructorSeason: ConstructorSeason? = nil
        ) {
            self.season = season
            self.title = title
            self.subtitle = subtitle
            self.summary = summary
            self.rows = rows
            self.driverSeason = driverSeason
            self.constructorSeason = constructorSeason
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    @ObservationIgnored private let router: Router?

    /// `driver`'s `season`; choosing a race pushes its weekend on `router`.
    public init(
        season: Int, driver: Driver.ID, format: F1UI.Format, router: Router?,
        load: @escaping @Sendable (Int, Driver.ID) async throws -> DriverSeason
    ) {
        self.router = router
        loader = ContentLoader(emptiness: Self.emptiness) { Self.makeContent(from: try await load(season, driver), format: format) }
    }

    /// `constructor`'s `season`; choosing a race pushes its weekend on `router`.
    public init(
        season: Int, constructor: Constructor.ID, format: F1UI.Format, router: Router?,
        load: @escaping @Sendable (Int, Constructor.ID) async throws -> ConstructorSeason
    ) {
        self.router = router
        loader = ContentLoader(emptiness: Self.emptiness) { Self.makeContent(from: try await load(season, constructor), format: format) }
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
