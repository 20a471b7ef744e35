import F1Domain
import F1UseCases
import Observation

/// A championship race by race: every entrant's points and position after each round run.
@MainActor
@Observable
public final class ProgressionScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        public var kind: StandingsScreen.Kind
        /// The rounds run, labelled "12 BEL", in order.
        public var rounds: [Int]
        public var roundLabels: [String]
        /// Entrants in the final table's order, a cell per round.
        public var rows: [F1UI.Standings.ProgressionRow]
        /// The tables after every round, for machine-readable output of the same load.
        public var tables: [ChampionshipTable]
        public var raceNames: [Int: String]
        public var teamNames: [ChampionshipTeam: String]
        /// Each driver's latest team, for the colour a chart draws them in.
        public var driverTeams: [Driver.ID: Constructor.ID] = [:]
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(kind: StandingsScreen.Kind, format: F1UI.Format, load: @escaping @Sendable () async throws -> ChampionshipReport) {
        loader = ContentLoader { Self.makeContent(from: try await load(), kind: kind, format: format) }
    }

    package nonisolated static func makeContent(from report: ChampionshipReport, kind: StandingsScreen.Kind, format: F1UI.Format) -> Content {
        let championship = report.championship
        let tables = championship.progression().filter { $0.round <= report.round }
        let raceNames = Dictionary(report.calendar.map { ($0.round, $0.name) }, uniquingKeysWith: { first, _ in first })
        let allTeams = championship.table().constructors.map(\.entrant)
        let teamNames = Dictionary(
            allTeams.map { ($0, F1UI.ChampionshipWording.name(of: $0, among: allTeams)) }, uniquingKeysWith: { first, _ in first })
        let rows: [F1UI.Standings.ProgressionRow] =
            switch kind {
            case .drivers:
                zip(rowData(tables.map(\.drivers), name: \.fullName, format: format), tables.last?.drivers ?? []).map {
                    var row = $0
                    row.route = .driverSeason(season: championship.season, driver: $1.entrant.id)
                    return row
                }
            case .constructors:
                zip(
                    rowData(tables.map(\.constructors), name: { teamNames[$0] ?? $0.constructor.name }, format: format),
                    tables.last?.constructors ?? []
                ).map {
                    var row = $0
                    row.route = .constructorSeason(season: championship.season, constructor: $1.entrant.constructor.id)
                    row.teamID = $1.entrant.constructor.id
                    return row
                }
            }
        return Content(
            season: championship.season, kind: kind, rounds: tables.map(\.round),
            roundLabels: tables.map { F1UI.ChampionshipWording.shortName(raceNames[$0.round], round: $0.round) },
            rows: rows, tables: tables, raceNames: raceNames, teamNames: teamNames, driverTeams: championship.latestTeams())
    }

    /// A row per entrant of the last table, with "94 (2)" after each round, empty before it appeared.
    package nonisolated static func rowData<Entrant>(
        _ tables: [[ChampionshipStanding<Entrant>]], name: (Entrant) -> String, format: F1UI.Format
    ) -> [F1UI.Standings.ProgressionRow] {
        guard let last = tables.last else { return [] }
        let byRound = tables.map { table in Dictionary(table.map { ($0.entrant, $0) }, uniquingKeysWith: { first, _ in first }) }
        return last.map { standing in
            F1UI.Standings.ProgressionRow(
                position: standing.positionText, name: name(standing.entrant),
                cells: byRound.map { table in
                    guard let there = table[standing.entrant] else { return "" }
                    return "\(format.points(there.points)) (\(there.positionText))"
                })
        }
    }
}
