import F1Domain
import F1UseCases
import Observation

/// A race lap by lap, for the weekend's chart section: the lap chart, and on request the gaps,
/// the lap times or the tyres from the same load.
@MainActor
@Observable
public final class RaceChartScreen: LoadingScreen {
    public typealias Content = RaceHistory
    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    /// The chart shown; every kind but progression and qualifying draws from the same history.
    public private(set) var kind: Chart.Kind = .positions

    nonisolated public static let kinds: [Chart.Kind] = [.positions, .gaps, .laptimes, .tyres]

    /// `kind` is the chart shown first: any of `kinds`.
    public init(kind: Chart.Kind = .positions, load: @escaping @Sendable () async throws -> RaceHistory) {
        self.kind = kind
        loader = ContentLoader { try await load() }
    }

    /// The next chart of the race, wrapping round; tyres only where the source has stints.
    public func onNextKind() {
        let kinds = Self.kinds.filter { $0 != .tyres || state.content?.coverage.stints != false }
        let index = kinds.firstIndex(of: kind) ?? -1
        kind = kinds[(index + 1) % kinds.count]
    }
}
