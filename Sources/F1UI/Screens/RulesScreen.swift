import F1Domain
import F1UseCases
import Observation

/// A season's scoring rules: the system's points and counting rules, and the season's rulings
/// and decisions; or every system with the seasons that used it.
@MainActor
@Observable
public final class RulesScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        /// Nil for the list of every system.
        public var season: Int?
        public var systemName: String
        /// Labelled lines: the system, its points, fastest lap, counting, constructors, shared cars, shortened races, ties.
        /// The system's facts, each under its declared key: "System", "Race points", "Ties".
        public var facts: [ReportDocument.Fact]
        public var points: [F1UI.Standings.PointsRow]
        public var rulings: [String]
        public var adjustments: [String]
        public var systems: [F1UI.Standings.SystemRow]
        /// What the content was made from, for machine-readable output.
        public var scoring: SeasonScoring?
        public var system: ScoringSystem?
        public var rulebookSystems: [ScoringSystem]
        public var seasonsBySystem: [ScoringSystem.ID: [Int]]
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    /// The rules of `season`, or with nil every system.
    public convenience init(season: Int?, format: F1UI.Format, rulebook: ScoringRulebook) {
        self.init(season: season, format: format, loadRulebook: { rulebook })
    }

    /// The rules of `season`, or with nil every system, from the rulebook `loadRulebook` reads.
    public init(season: Int?, format: F1UI.Format, loadRulebook: @escaping @Sendable () throws -> ScoringRulebook) {
        loader = ContentLoader {
            let rulebook = try loadRulebook()
            guard let season else { return Self.makeList(from: rulebook) }
            guard let rules = rulebook.rules(season: season) else { throw ChampionshipError.noRules(season: season) }
            return Self.makeContent(from: rules, rulebook: rulebook, format: format)
        }
    }

    package nonisolated static func makeList(from rulebook: ScoringRulebook) -> Content {
        let seasons = Dictionary(rulebook.systems.map { ($0.id, rulebook.seasons(using: $0)) }, uniquingKeysWith: { first, _ in first })
        return Content(
            season: nil, systemName: "", facts: [], points: [], rulings: [], adjustments: [],
            systems: rulebook.systems.map {
                F1UI.Standings.SystemRow(id: $0.id.rawValue, name: $0.name, seasons: F1UI.ChampionshipWording.seasons(seasons[$0.id] ?? []))
            },
            scoring: nil, system: nil, rulebookSystems: rulebook.systems, seasonsBySystem: seasons)
    }

    package nonisolated static func makeContent(from rules: ChampionshipRules, rulebook: ScoringRulebook, format: F1UI.Format) -> Content {
        let system = rules.system
        let places = max(system.racePoints.count, system.sprintPoints.count)
        let points = (0..<places).map { index in
            F1UI.Standings.PointsRow(
                place: String(index + 1), race: system.racePoints.indices.contains(index) ? format.points(system.racePoints[index]) : "",
                sprint: system.sprintPoints.indices.contains(index) ? format.points(system.sprintPoints[index]) : "")
        }
        var facts: [ReportDocument.Fact] = [.init(.system, "\(system.name) (id \(system.id.rawValue))")]
        facts.append(.init(.racePoints, system.racePoints.map(format.points).joined(separator: "-")))
        if let team = system.constructorRacePoints { facts.append(.init(.constructorsPoints, team.map(format.points).joined(separator: "-"))) }
        facts.append(.init(.sprintPoints, system.sprintPoints.isEmpty ? "no sprints" : system.sprintPoints.map(format.points).joined(separator: "-")))
        facts.append(.init(.fastestLap, fastestLap(system.fastestLap, format: format)))
        facts.append(.init(.driversCount, counting(system.driverCounting)))
        facts.append(.init(.constructors, constructors(system)))
        if system.hasConstructorsChampionship { facts.append(.init(.constructorsCount, counting(system.constructorCounting))) }
        let shared = system.sharedDrives == .split ? "the place's points split between the drivers" : "no points for a shared car"
        facts.append(.init(.sharedCars, shared))
        facts.append(.init(.shortenedRaces, shortened(system.shortenedRace, format: format)))
        facts.append(.init(.ties, countback(rules.season.countback)))
        return Content(
            season: rules.season.season, systemName: system.name, facts: facts, points: points,
            rulings: rules.season.races.map { F1UI.ChampionshipWording.ruling($0, raceName: nil) },
            adjustments: rules.season.adjustments.map { F1UI.ChampionshipWording.adjustment($0, format: format) },
            systems: [], scoring: rules.season, system: system, rulebookSystems: [], seasonsBySystem: [system.id: rulebook.seasons(using: system)])
    }

    nonisolated static func fastestLap(_ rule: FastestLapRule?, format: F1UI.Format) -> String {
        guard let rule else { return "no point" }
        let unit = rule.points == 1 ? "point" : "points"
        var text = "\(format.points(rule.points)) \(unit)"
        if let top = rule.withinTop { text += ", for a driver finishing in the top \(top)" }
        return text + (rule.constructors ? ", for the constructor too" : "")
    }

    nonisolated static func counting(_ periods: [CountingPeriod]) -> String {
        guard !periods.isEmpty else { return "every result" }
        return periods.map { period in
            let part: String =
                switch period.part {
                case .whole: period.races.map { "of the first \($0) races" } ?? "of all races"
                case .firstHalf: period.races.map { "of the first \($0) races" } ?? "of the first half"
                case .secondHalf: period.races.map { "of the last \($0) races" } ?? "of the second half"
                }
            if let best = period.best { return "best \(best) \(part)" }
            if let worst = period.dropWorst { return "all but the worst \(worst) \(part)" }
            return "all \(part)"
        }.joined(separator: "; ")
    }

    nonisolated static func constructors(_ system: ScoringSystem) -> String {
        switch system.constructors {
        case .none: "no constructors' championship"
        case .bestCar: "only the best-placed car scores"
        case .everyCar: "every car scores"
        }
    }

    nonisolated static func shortened(_ rules: [PartialPoints], format: F1UI.Format) -> String {
        guard !rules.isEmpty else { return "full points however far a race ran" }
        return rules.map { rule in
            let share = "under \(format.points(rule.below * 100))% run"
            if let points = rule.points { return "\(share): \(points.map(format.points).joined(separator: "-"))" }
            if let scale = rule.scale {
                return scale == 0 ? "\(share): no points" : scale == 0.5 ? "\(share): half points" : "\(share): \(format.points(scale)) × points"
            }
            return share
        }.joined(separator: "; ")
    }

    nonisolated static func countback(_ countback: Countback) -> String {
        switch countback {
        case .scoringPlaces: "countback on scoring places; still level, the place is shared"
        case .scoringPlacesThenFirstToScore: "countback on scoring places, then whoever scored first"
        case .everyPlace: "countback on every place: most wins, then most second places, ..."
        }
    }
}
