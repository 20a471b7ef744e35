/// One session's points for each car under a season's rules: the places, shared drives,
/// ineligible cars, the fastest lap and penalties, before any result is dropped.
struct SessionScore: Sendable {
    /// Points per driver, summed over the driver's cars.
    var drivers: [Driver.ID: Double] = [:]
    /// Points per team for this session, after best-car or every-car scoring.
    var teams: [ChampionshipTeam: Double] = [:]
}

/// A car in a session as the scorer sees it.
struct ScoredEntry {
    let driver: Driver
    let team: ChampionshipTeam
    let position: Int?
    let sharedCar: Bool
    let fastestLapRank: Int?
    let recordedPoints: Double
}

enum RaceScorer {
    static func scoreRace(_ entries: [ScoredEntry], rules: ChampionshipRules, round: Int) -> SessionScore {
        let system = rules.system
        let ruling = rules.ruling(round: round)
        var table = system.racePoints(distanceRun: ruling?.distanceRun)
        var teamTable = system.constructorRacePoints ?? table
        if let scale = ruling?.pointsScale {
            table = table.map { $0 * scale }
            teamTable = teamTable.map { $0 * scale }
        }
        let ineligible = ruling?.ineligible ?? []
        let isEligible = { (entry: ScoredEntry) in !ineligible.contains { sameName(entry.driver, $0) } }
        let scoringPlace = scoringPlaces(entries, passDown: ruling?.passDown ?? false, isEligible: isEligible)

        var score = SessionScore()
        var carPoints: [(ChampionshipTeam, Double)] = []
        let cars = Dictionary(grouping: entries.filter { $0.position != nil }, by: { $0.position! })
        for entry in entries {
            score.drivers[entry.driver.id, default: 0] += 0
            carPoints.append((entry.team, 0))
            guard let position = entry.position, isEligible(entry), let place = scoringPlace[position] else { continue }
            let points = place <= table.count ? table[place - 1] : 0
            let sharers = cars[position] ?? [entry]
            score.drivers[entry.driver.id, default: 0] += driverShare(
                of: points, entry: entry, sharers: sharers, system: system, ruling: ruling, position: position)
            // A shared car scored for its constructor only where sharing drivers scored.
            let carScores = sharers.count == 1 || system.sharedDrives == .split
            let withheld = ruling?.withheld.contains { $0.place == position && sameName(entry.driver, $0.driver) } ?? false
            if !entry.sharedCar, carScores, !withheld, !(ruling?.constructorWithheld.contains { sameName(entry.driver, $0) } ?? false) {
                carPoints.append((entry.team, place <= teamTable.count ? teamTable[place - 1] : 0))
            }
        }
        if let rule = system.fastestLap, !(ruling?.noFastestLapPoint ?? false) {
            for (entry, share) in fastestLapHolders(entries, rule: rule, ruling: ruling) {
                score.drivers[entry.driver.id, default: 0] += share
                if rule.constructors { carPoints.append((entry.team, share)) }
            }
        }
        if system.constructors != .none, !(ruling?.driversOnly ?? false) {
            score.teams = teamPoints(carPoints, bestCarOnly: system.constructors == .bestCar)
        }
        return score
    }

    static func scoreSprint(_ entries: [ScoredEntry], rules: ChampionshipRules) -> SessionScore {
        var score = SessionScore()
        var carPoints: [(ChampionshipTeam, Double)] = []
        let table = rules.system.sprintPoints
        for entry in entries {
            let points = entry.position.map { $0 <= table.count ? table[$0 - 1] : 0 } ?? 0
            score.drivers[entry.driver.id, default: 0] += points
            carPoints.append((entry.team, points))
        }
        if rules.system.constructors != .none {
            score.teams = teamPoints(carPoints, bestCarOnly: rules.system.constructors == .bestCar)
        }
        return score
    }

    /// The place each classified position scores as: itself, or, where ineligible cars' places
    /// passed down, its rank among eligible cars (a shared car is one car).
    static func scoringPlaces(_ entries: [ScoredEntry], passDown: Bool, isEligible: (ScoredEntry) -> Bool) -> [Int: Int] {
        let positions = Set(entries.compactMap(\.position)).sorted()
        guard passDown else { return Dictionary(uniqueKeysWithValues: positions.map { ($0, $0) }) }
        var places: [Int: Int] = [:]
        var next = 1
        for position in positions where entries.contains(where: { $0.position == position && isEligible($0) }) {
            places[position] = next
            next += 1
        }
        return places
    }

    private static func driverShare(of points: Double, entry: ScoredEntry, sharers: [ScoredEntry], system: ScoringSystem, ruling: RaceRuling?, position: Int) -> Double {
        if ruling?.withheld.contains(where: { $0.place == position && sameName(entry.driver, $0.driver) }) ?? false { return 0 }
        guard sharers.count > 1 else { return points }
        guard system.sharedDrives == .split else { return 0 }
        let named = ruling?.sharedDriveTo.filter { $0.place == position } ?? []
        if named.isEmpty { return points / Double(sharers.count) }
        return named.contains { sameName(entry.driver, $0.driver) } ? points / Double(named.count) : 0
    }

    /// The drivers credited with the fastest lap and each one's share: one point split between
    /// drivers timed alike (1954's British GP had seven), each driver once however many cars.
    private static func fastestLapHolders(_ entries: [ScoredEntry], rule: FastestLapRule, ruling: RaceRuling?) -> [(ScoredEntry, Double)] {
        var holders: [ScoredEntry] = []
        for entry in entries where !holders.contains(where: { $0.driver.id == entry.driver.id }) {
            let credited = ruling?.fastestLapTo.map { names in names.contains { sameName(entry.driver, $0) } } ?? (entry.fastestLapRank == 1)
            if credited { holders.append(entry) }
        }
        let share = rule.points / Double(max(holders.count, 1))
        return holders.compactMap { entry in
            if let top = rule.withinTop {
                guard let position = entry.position, position <= top else { return nil }
            }
            return (entry, share)
        }
    }

    private static func teamPoints(_ cars: [(ChampionshipTeam, Double)], bestCarOnly: Bool) -> [ChampionshipTeam: Double] {
        var teams: [ChampionshipTeam: Double] = [:]
        for (team, points) in cars {
            teams[team] = bestCarOnly ? max(teams[team] ?? 0, points) : (teams[team] ?? 0) + points
        }
        return teams
    }
}
