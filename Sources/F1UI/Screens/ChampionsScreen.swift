import F1Domain
import F1UseCases
import Observation

/// Every drivers' and constructors' champion, oldest first.
@MainActor
@Observable
public final class ChampionsScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var rows: [F1UI.Standings.ChampionRow]
        /// What the rows were made from, for machine-readable output of the same load.
        public var champions: [SeasonChampions]

        public init(rows: [F1UI.Standings.ChampionRow], champions: [SeasonChampions]) {
            self.rows = rows
            self.champions = champions
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadChampions: @escaping @Sendable () async throws -> [SeasonChampions]) {
        loader = ContentLoader {
            let champions = try await loadChampions()
            return Content(rows: champions.map { Self.makeRowData(from: $0, format: format) }, champions: champions)
        }
    }

    package nonisolated static func makeRowData(from champions: SeasonChampions, format: F1UI.Format) -> F1UI.Standings.ChampionRow {
        F1UI.Standings.ChampionRow(
            season: champions.season, driver: champions.driver?.driver.fullName ?? "",
            driverTeam: champions.driver?.constructors.map(\.name).joined(separator: " / ") ?? "",
            driverPoints: champions.driver.map { format.points($0.points) } ?? "",
            driverWins: champions.driver.map { String($0.wins) } ?? "",
            constructor: champions.constructor?.constructor.name ?? "",
            constructorPoints: champions.constructor.map { format.points($0.points) } ?? "",
            constructorWins: champions.constructor.map { String($0.wins) } ?? "",
            note: champions.isComplete ? "" : "leaders after round \(champions.racesRun)")
    }
}
