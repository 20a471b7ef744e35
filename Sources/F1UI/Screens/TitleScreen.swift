import F1Domain
import F1UseCases
import Observation

/// Who can still win the drivers' title after a round, and what the leader needs next to clinch it.
@MainActor
@Observable
public final class TitleScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var season: Int
        public var round: Int
        public var raceName: String?
        /// "3 races and 1 sprint".
        public var left: String
        public var pointsAvailable: String
        /// "Max Verstappen, 393 points".
        public var leader: String
        /// "Decided: Max Verstappen is champion." or "Open: 3 drivers can still win."
        public var status: String
        /// The leader, then every contender, closest first.
        public var rows: [F1UI.Standings.ContenderRow]
        /// "Verstappen is champion at the Qatar Grand Prix if he outscores Norris by more than 12 points."
        public var clinch: [String]
        /// What the rows were made from, for machine-readable output of the same load.
        public var maths: TitleMaths
        public var nextRaceName: String?
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, load: @escaping @Sendable () async throws -> ChampionshipReport) {
        loader = ContentLoader {
            let report = try await load()
            guard let content = Self.makeContent(from: report, format: format) else {
                throw LookupError.noRaceRun(season: report.championship.season)
            }
            return content
        }
    }

    package nonisolated static func makeContent(from report: ChampionshipReport, format: F1UI.Format) -> Content? {
        guard let maths = report.championship.titleMaths(afterRound: report.round, remaining: report.remaining) else { return nil }
        let leaderName = maths.leader.fullName
        var rows = [
            F1UI.Standings.ContenderRow(
                driver: leaderName, points: format.points(maths.leaderPoints), behind: "",
                maximum: format.points(maths.leaderPoints + maths.pointsAvailable), isLeader: true)
        ]
        rows += maths.contenders.map {
            F1UI.Standings.ContenderRow(
                driver: $0.driver.fullName, points: format.points($0.points), behind: "-" + format.points($0.behind),
                maximum: format.points($0.maximum), isLeader: false)
        }
        let count = maths.contenders.count
        let status =
            maths.isDecided
            ? (maths.racesLeft == 0 ? "Decided: \(leaderName) is champion." : "Decided: \(leaderName) is champion; nobody can catch him.")
            : "Open: \(count) driver\(count == 1 ? "" : "s") can still catch \(leaderName)."
        let nextName = maths.clinch.flatMap { report.race(round: $0.round)?.name }
        var clinch = maths.clinch.map { clinchSentences($0, leader: maths.leader, raceName: nextName, format: format) } ?? []
        if clinch.isEmpty, !maths.isDecided {
            clinch =
                report.championship.rules.system.driverCounting.isEmpty
                ? ["\(maths.leader.familyName) cannot be champion at the next round, whatever happens there."]
                : ["Only the best results count this season, so what clinches the title depends on which are dropped; it is not worked out here."]
        }
        let races = "\(maths.racesLeft) race\(maths.racesLeft == 1 ? "" : "s")"
        let sprints = maths.sprintsLeft > 0 ? " and \(maths.sprintsLeft) sprint\(maths.sprintsLeft == 1 ? "" : "s")" : ""
        return Content(
            season: maths.season, round: maths.afterRound, raceName: report.race(round: maths.afterRound)?.name,
            left: races + sprints, pointsAvailable: format.points(maths.pointsAvailable),
            leader: "\(leaderName), \(format.points(maths.leaderPoints)) points", status: status, rows: rows, clinch: clinch,
            maths: maths, nextRaceName: nextName)
    }

    /// One sentence per rival: "Verstappen is champion at the Qatar Grand Prix if he outscores
    /// Norris by more than 12 points", or for a negative margin "…if he loses no more than 3
    /// points to Norris", or for zero "…if he at least matches Norris's score".
    package nonisolated static func clinchSentences(_ clinch: TitleMaths.Clinch, leader: Driver, raceName: String?, format: F1UI.Format) -> [String] {
        let at = raceName.map { "at the \($0)" } ?? "at round \(clinch.round)"
        let margins = clinch.margins.sorted { $0.moreThan > $1.moreThan }
        return margins.map { margin in
            let rival = margin.rival.familyName
            let condition: String
            if margin.moreThan > 0 {
                condition = "if he outscores \(rival) by more than \(format.points(margin.moreThan)) point\(margin.moreThan == 1 ? "" : "s")"
            } else if margin.moreThan == 0 {
                condition = "if he outscores \(rival)"
            } else {
                let most = -margin.moreThan
                condition = "unless \(rival) outscores him by \(format.points(most)) point\(most == 1 ? "" : "s") or more"
            }
            return "\(leader.familyName) is champion \(at) \(condition)."
        }
    }
}
