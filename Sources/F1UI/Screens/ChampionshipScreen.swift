import F1Domain
import F1UseCases
import Observation

/// A championship computed from results after a round: movements since the round before,
/// dropped results, the season's rulings and decisions, and a what-if under other rules.
@MainActor
@Observable
public final class ChampionshipScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        /// The last round counted, and its race.
        public var round: Int
        public var raceName: String?
        public var kind: StandingsScreen.Kind
        /// "Ayrton Senna, 90 points (94 scored)"; nil for an empty table.
        public var leader: String?
        public var rows: [F1UI.Standings.ChampionshipRow]
        /// The system's name: "10-6-4-3-2-1 (1991–2002)".
        public var systemName: String
        /// The what-if system's name, when one was asked for.
        public var whatIfSystemName: String?
        /// Sentences under the table: the rulings that applied so far, the decisions, the points
        /// the source gives otherwise than the rules, and what the what-if leaves out.
        public var rulings: [String]
        public var adjustments: [String]
        public var disagreements: [String]
        public var whatIfNotes: [String]
        /// What the rows were made from, for machine-readable output of the same load.
        public var table: ChampionshipTable
        public var previous: ChampionshipTable?
        public var whatIf: ChampionshipTable?
        public var appliedRulings: [RaceRuling]
        public var appliedAdjustments: [ChampionshipAdjustment]
        public var pointDisagreements: [PointsDisagreement]
        public var raceNames: [Int: String]
        /// Each team's name as shown ("Lotus-Climax").
        public var teamNames: [ChampionshipTeam: String]
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(kind: StandingsScreen.Kind, format: F1UI.Format, load: @escaping @Sendable () async throws -> ChampionshipReport) {
        loader = ContentLoader { Self.makeContent(from: try await load(), kind: kind, format: format) }
    }

    package nonisolated static func makeContent(from report: ChampionshipReport, kind: StandingsScreen.Kind, format: F1UI.Format) -> Content {
        let championship = report.championship
        let table = report.table
        let previous = report.previousTable
        let whatIf = report.whatIf?.table(afterRound: report.round)
        let raceNames = Dictionary(report.calendar.map { ($0.round, $0.name) }, uniquingKeysWith: { first, _ in first })
        let allTeams = championship.table().constructors.map(\.entrant)
        let teamNames = Dictionary(
            allTeams.map { ($0, F1UI.ChampionshipWording.name(of: $0, among: allTeams)) }, uniquingKeysWith: { first, _ in first })
        let rows: [F1UI.Standings.ChampionshipRow] =
            switch kind {
            case .drivers:
                zip(rowData(table.drivers, previous: previous?.drivers, whatIf: whatIf?.drivers, name: \.fullName, format: format), table.drivers).map
                {
                    var row = $0
                    row.route = .driverSeason(season: championship.season, driver: $1.entrant.id)
                    return row
                }
            case .constructors:
                zip(
                    rowData(
                        table.constructors, previous: previous?.constructors, whatIf: whatIf?.constructors,
                        name: { teamNames[$0] ?? $0.constructor.name }, format: format),
                    table.constructors
                ).map {
                    var row = $0
                    row.route = .constructorSeason(season: championship.season, constructor: $1.entrant.constructor.id)
                    row.teamID = $1.entrant.constructor.id
                    return row
                }
            }
        let rulings = championship.rules.season.races.filter { $0.round <= table.round }
        let adjustments = F1UI.ChampionshipWording.adjustments(in: championship, afterRound: table.round)
            .filter { kind == .drivers ? $0.driver != nil : $0.constructor != nil }
        let disagreements = championship.disagreements.filter { $0.round <= table.round }
        let leader: String? =
            switch kind {
            case .drivers: table.drivers.first.map { leaderLine($0.entrant.fullName, $0, format: format) }
            case .constructors: table.constructors.first.map { leaderLine(teamNames[$0.entrant] ?? $0.entrant.constructor.name, $0, format: format) }
            }
        var whatIfNotes: [String] = []
        if let other = report.whatIf?.rules.system, !other.hasSprintPoints, report.sprintsRun > 0 {
            let sprints = report.sprintsRun == 1 ? "the sprint" : "the \(report.sprintsRun) sprints"
            whatIfNotes.append("Sprints score nothing under \(other.name): \(sprints) of \(report.championship.season) add no points there.")
        }
        return Content(
            season: championship.season, round: table.round, raceName: raceNames[table.round], kind: kind, leader: leader, rows: rows,
            systemName: championship.rules.system.name, whatIfSystemName: report.whatIf?.rules.system.name,
            rulings: rulings.map { F1UI.ChampionshipWording.ruling($0, raceName: raceNames[$0.round]) },
            adjustments: adjustments.map { F1UI.ChampionshipWording.adjustment($0, format: format) },
            disagreements: disagreements.map { F1UI.ChampionshipWording.disagreement($0, format: format) },
            whatIfNotes: whatIfNotes, table: table, previous: previous, whatIf: whatIf, appliedRulings: rulings,
            appliedAdjustments: adjustments, pointDisagreements: disagreements, raceNames: raceNames, teamNames: teamNames)
    }

    /// "Ayrton Senna, 90 points (94 scored)".
    nonisolated static func leaderLine<Entrant>(_ name: String, _ standing: ChampionshipStanding<Entrant>, format: F1UI.Format) -> String {
        let scored = standing.grossPoints == standing.points ? "" : " (\(format.points(standing.grossPoints)) scored)"
        return "\(name), \(format.points(standing.points)) points\(scored)"
    }

    /// The rows of one table, each with its movement since `previous` and its place in `whatIf`.
    package nonisolated static func rowData<Entrant>(
        _ standings: [ChampionshipStanding<Entrant>], previous: [ChampionshipStanding<Entrant>]?,
        whatIf: [ChampionshipStanding<Entrant>]?, name: (Entrant) -> String, format: F1UI.Format
    ) -> [F1UI.Standings.ChampionshipRow] {
        let movement = ChampionshipMovement(since: previous)
        let other = whatIf.map { Dictionary($0.map { ($0.entrant, $0) }, uniquingKeysWith: { first, _ in first }) }
        return standings.enumerated().map { index, standing in
            let moved =
                movement.hasPrevious
                ? F1UI.ChampionshipWording.movement(
                    from: movement.previousPosition(of: standing.entrant), to: standing.position, wasThere: movement.wasThere(standing.entrant))
                : ""
            let whatIfRow = other.map { other in
                let there = other[standing.entrant]
                return F1UI.Standings.ChampionshipRow.WhatIf(
                    position: there?.positionText ?? "", points: there.map { F1UI.ChampionshipWording.points($0, format: format) } ?? "",
                    change: F1UI.ChampionshipWording.movement(from: standing.position, to: there?.position, wasThere: true))
            }
            var row = F1UI.Standings.ChampionshipRow(
                position: standing.positionText, movement: standing.position == nil ? "" : moved, name: name(standing.entrant),
                points: F1UI.ChampionshipWording.points(standing, format: format), wins: String(standing.wins),
                isLeader: index == 0 && standing.position == 1, whatIf: whatIfRow)
            row.placesGained = movement.placesGained(by: standing)
            return row
        }
    }
}
