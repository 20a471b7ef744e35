import F1Domain
import F1UseCases
import Observation

/// Every season's champions computed from the results under its own rules, beside the champions
/// the same results give under another system: which titles change hands, and how often.
@MainActor
@Observable
public final class ChampionsWhatIfScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var rows: [F1UI.Standings.ChampionWhatIfRow]
        /// "10-6-4-3-2-1, every result (1991–2002)".
        public var whatIfSystemName: String
        /// Finished seasons whose title goes to someone else under the other system, of those
        /// compared (constructors' titles only where both systems had that championship).
        public var driverTitlesChanged: Int
        public var driverTitlesCompared: Int
        public var constructorTitlesChanged: Int
        public var constructorTitlesCompared: Int
        /// What the comparison leaves out: sprints the other system does not score, and the like.
        public var notes: [String]
        /// What the rows were made from, for machine-readable output of the same load.
        public var champions: [ComputedChampions]
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, load: @escaping @Sendable () async throws -> [ComputedChampions]) {
        loader = ContentLoader { Self.makeContent(from: try await load(), format: format) }
    }

    package nonisolated static func makeContent(from champions: [ComputedChampions], format: F1UI.Format) -> Content {
        let rows = champions.map { rowData($0, format: format) }
        let finished = zip(champions, rows).filter { $0.0.isComplete }.map(\.1)
        let system = champions.lazy.compactMap { $0.whatIf?.system }.first
        var notes: [String] = []
        if let system, !system.hasSprintPoints {
            let sprintSeasons = champions.filter { $0.table.drivers.contains { $0.rounds.contains { $0.sprintPoints > 0 } } }.map(\.season)
            if let first = sprintSeasons.first, let last = sprintSeasons.last {
                notes.append(
                    "Sprints score nothing under \(system.name): the sprints of \(first == last ? "\(first)" : "\(first)–\(last)") add no points there."
                )
            }
        }
        if let system, !system.hasConstructorsChampionship {
            notes.append("\(system.name) has no constructors' championship: the what-if names no constructors' champion.")
        }
        return Content(
            rows: rows, whatIfSystemName: system?.name ?? "",
            driverTitlesChanged: finished.filter(\.driverTitleChanges).count, driverTitlesCompared: finished.count,
            constructorTitlesChanged: finished.filter(\.constructorTitleChanges).count,
            constructorTitlesCompared: champions.filter { $0.isComplete && bothHaveConstructors($0) }.count,
            notes: notes, champions: champions)
    }

    nonisolated static func bothHaveConstructors(_ season: ComputedChampions) -> Bool {
        season.table.system.hasConstructorsChampionship && season.whatIf?.system.hasConstructorsChampionship == true
    }

    package nonisolated static func rowData(_ season: ComputedChampions, format: F1UI.Format) -> F1UI.Standings.ChampionWhatIfRow {
        let driver = season.table.drivers.first
        let otherDriver = season.whatIf?.drivers.first
        let team = season.table.constructors.first
        let otherTeam = season.whatIf?.constructors.first
        let teams = season.table.constructors.map(\.entrant)
        let teamName = { (team: ChampionshipTeam) in F1UI.ChampionshipWording.name(of: team, among: teams) }
        let driverChanges = season.driverTitleChanges
        let teamChanges = season.constructorTitleChanges
        var note: [String] = []
        if !season.isComplete { note.append("leaders after round \(season.table.round)") }
        switch (driverChanges, teamChanges) {
        case (true, true): note.append("both titles change")
        case (true, false): note.append("drivers' title changes")
        case (false, true): note.append("constructors' title changes")
        case (false, false): break
        }
        return F1UI.Standings.ChampionWhatIfRow(
            season: season.season,
            driver: driver?.entrant.fullName ?? "", driverPoints: driver.map { format.points($0.points) } ?? "",
            whatIfDriver: otherDriver?.entrant.fullName ?? "", whatIfDriverPoints: otherDriver.map { format.points($0.points) } ?? "",
            constructor: team.map { teamName($0.entrant) } ?? "", constructorPoints: team.map { format.points($0.points) } ?? "",
            whatIfConstructor: otherTeam.map { teamName($0.entrant) } ?? "",
            whatIfConstructorPoints: otherTeam.map { format.points($0.points) } ?? "",
            driverTitleChanges: driverChanges, constructorTitleChanges: teamChanges, note: note.joined(separator: "; "))
    }
}
