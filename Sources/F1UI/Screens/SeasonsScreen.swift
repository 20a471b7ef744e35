import F1Domain
import Observation

/// The list of seasons a source holds, newest first.
@MainActor
@Observable
public final class SeasonsScreen {
    public typealias ViewState = F1UI.ViewState<[F1UI.Season.Row.ViewData]>

    public private(set) var state: ViewState = .idle
    private let loadSeasons: @Sendable () async throws -> [Season]

    public init(loadSeasons: @escaping @Sendable () async throws -> [Season]) {
        self.loadSeasons = loadSeasons
    }

    public func load() async {
        state = .loading
        state = await .outcome { try await loadSeasons().map(Self.makeRowData(from:)) }
    }

    public nonisolated static func makeRowData(from season: Season) -> F1UI.Season.Row.ViewData {
        F1UI.Season.Row.ViewData(year: season.year, title: "\(season.year) season", url: season.url?.absoluteString)
    }
}
