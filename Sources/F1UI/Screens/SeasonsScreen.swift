import F1Domain
import Observation

/// The list of seasons a source holds, newest first.
@MainActor
@Observable
public final class SeasonsScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var rows: [F1UI.Season.Row.ViewData]
        /// What the rows were made from, for machine-readable output of the same load.
        public var seasons: [Season]

        public init(rows: [F1UI.Season.Row.ViewData], seasons: [Season]) {
            self.rows = rows
            self.seasons = seasons
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(loadSeasons: @escaping @Sendable () async throws -> [Season]) {
        loader = ContentLoader {
            let seasons = try await loadSeasons()
            return Content(rows: seasons.map(Self.makeRowData(from:)), seasons: seasons)
        }
    }

    package nonisolated static func makeRowData(from season: Season) -> F1UI.Season.Row.ViewData {
        F1UI.Season.Row.ViewData(year: season.year, title: "\(season.year) season", url: season.url?.absoluteString)
    }
}
