/// One session's points for each car under a season's rules: the places, shared drives,
/// ineligible cars, the fastest lap and penalties, before any result is dropped.
struct SessionScore: Sendable {
    /// Points per driver by the championship's driver index, summed over the driver's cars;
    /// nil for a driver not in the session.
    var drivers: [Double?]
    /// Points per team by index, after best-car or every-car scoring; nil: not in the session.
    var teams: [Double?]

    init(drivers: Int, teams: Int) {
        self.drivers = Array(repeating: nil, count: drivers)
        self.teams = Array(repeating: nil, count: teams)
    }

    mutating func add(_ points: Double, driver: Int) {
        drivers[driver] = (drivers[driver] ?? 0) + points
    }
}

/// A car in a session as the scorer sees it: driver and team by their championship index.
struct ScoredEntry {
    let driver: Int
    let team: Int
    let position: Int?
    let sharedCar: Bool
    let fastestLapRank: Int?
    let recordedPoints: Double

    /// The place a car scores at: its position when classified. The scorer sizes and indexes
    /// arrays by place, so a place no session of `cars` cars can have (0, -5, 1000000000 from a
    /// library caller; sources refuse them) scores as unclassified.
    static func scoredPosition(_ position: Int, _ classification: Classification, cars: Int) -> Int? {
        classification == .classified && (1...max(cars, 1)).contains(position) ? position : nil
    }
}

/// The place each classified position scores as, by position: an array, as every race of every
/// season asks, and drivers sharing a car are counted the same way.
/// Measured: docs/performance.md#racescorer-f1domain
struct ScoringPlaces {
    fileprivate(set) var byPosition: [Int?]

    init(positions: Int) {
        byPosition = Array(repeating: nil, count: positions + 1)
    }

    subscript(position: Int) -> Int? {
        get { position >= 0 && position < byPosition.count ? byPosition[position] : nil }
        set { byPosition[position] = newValue }
    }
}

enum RaceScorer {
    static func scoreRace(_ entries: [ScoredEntry], rules: ChampionshipRules, round: Int, drivers: [Driver], teams: Int) -> SessionScore {
        let system = rules.system
        let ruling = rules.ruling(round: round)
        var table = system.racePoints(distanceRun: ruling?.distanceRun)
        var teamTable = system.constructorRacePoints ?? table
        if let scale = ruling?.pointsScale {
            table = table.map { $0 * scale }
            teamTable = teamTable.map { $0 * scale }
        }
        let ineligible = ruling?.ineligible ?? []
        let isEligible = { (entry: ScoredEntry) in ineligible.isEmpty || !ineligible.contains { sameName(drivers[entry.driver], $0) } }
        let scoringPlace = scoringPlaces(entries, passDown: ruling?.passDown ?? false, isEligible: isEligible)

        var score = SessionScore(drivers: drivers.count, teams: teams)
        var carPoints: [(team: Int, points: Double)] = []
        // Drivers classified at each position: more than one shared a car (the 1950s).
        var sharing = [Int](repeating: 0, count: (entries.lazy.compactMap(\.position).max() ?? 0) + 1)
        for entry in entries { if let position = entry.position { sharing[position] += 1 } }
        for entry in entries {
            score.add(0, driver: entry.driver)
            carPoints.append((entry.team, 0))
            guard let position = entry.position, isEligible(entry), let place = scoringPlace[position] else { continue }
            let points = table.indices.contains(place - 1) ? table[place - 1] : 0
            let sharers = sharing[position]
            score.add(
                driverShare(of: points, entry: entry, sharers: sharers, system: system, ruling: ruling, position: position, drivers: drivers),
                driver: entry.driver)
            // A shared car scored for its constructor only where sharing drivers scored.
            let carScores = sharers == 1 || system.sharedDrives == .split
            let withheld = ruling?.withheld.contains { $0.place == position && sameName(drivers[entry.driver], $0.driver) } ?? false
            if !entry.sharedCar, carScores, !withheld, !(ruling?.constructorWithheld.contains { sameName(drivers[entry.driver], $0) } ?? false) {
                carPoints.append((entry.team, teamTable.indices.contains(place - 1) ? teamTable[place - 1] : 0))
            }
        }
        if let rule = system.fastestLap, !(ruling?.noFastestLapPoint ?? false) {
            for (entry, share) in fastestLapHolders(entries, rule: rule, ruling: ruling, drivers: drivers) {
                score.add(share, driver: entry.driver)
                if rule.constructors { carPoints.append((entry.team, share)) }
            }
        }
        if system.constructors != .none, !(ruling?.driversOnly ?? false) {
            score.teams = teamPoints(carPoints, teams: teams, bestCarOnly: system.constructors == .bestCar)
        }
        return score
    }

    static func scoreSprint(_ entries: [ScoredEntry], rules: ChampionshipRules, drivers: Int, teams: Int) -> SessionScore {
        var score = SessionScore(drivers: drivers, teams: teams)
        var carPoints: [(team: Int, points: Double)] = []
        let table = rules.system.sprintPoints
        for entry in entries {
            let points = entry.position.map { table.indices.contains($0 - 1) ? table[$0 - 1] : 0 } ?? 0
            score.add(points, driver: entry.driver)
            carPoints.append((entry.team, points))
        }
        if rules.system.constructors != .none {
            score.teams = teamPoints(carPoints, teams: teams, bestCarOnly: rules.system.constructors == .bestCar)
        }
        return score
    }

    /// The place each classified position scores as: itself, or, where ineligible cars' places
    /// passed down, its rank among eligible cars (a shared car is one car).
    static func scoringPlaces(_ entries: [ScoredEntry], passDown: Bool, isEligible: (ScoredEntry) -> Bool) -> ScoringPlaces {
        var places = ScoringPlaces(positions: entries.lazy.compactMap(\.position).max() ?? 0)
        for entry in entries { if let position = entry.position { places[position] = position } }
        guard passDown else { return places }
        var next = 1
        for position in 1..<places.byPosition.count where places[position] != nil {
            places[position] = nil
            guard entries.contains(where: { $0.position == position && isEligible($0) }) else { continue }
            places[position] = next
            next += 1
        }
        return places
    }

    private static func driverShare(
        of points: Double, entry: ScoredEntry, sharers: Int, system: ScoringSystem, ruling: RaceRuling?, position: Int, drivers: [Driver]
    ) -> Double {
        if ruling?.withheld.contains(where: { $0.place == position && sameName(drivers[entry.driver], $0.driver) }) ?? false { return 0 }
        guard sharers > 1 else { return points }
        guard system.sharedDrives == .split else { return 0 }
        let named = ruling?.sharedDriveTo.filter { $0.place == position } ?? []
        if named.isEmpty { return points / Double(sharers) }
        return named.contains { sameName(drivers[entry.driver], $0.driver) } ? points / Double(named.count) : 0
    }

    /// The drivers credited with the fastest lap and each one's share: one point split between
    /// drivers timed alike (1954's British GP had seven), each driver once however many cars.
    private static func fastestLapHolders(_ entries: [ScoredEntry], rule: FastestLapRule, ruling: RaceRuling?, drivers: [Driver]) -> [(
        ScoredEntry, Double
    )] {
        var holders: [ScoredEntry] = []
        for entry in entries where !holders.contains(where: { $0.driver == entry.driver }) {
            let credited = ruling?.fastestLapTo.map { names in names.contains { sameName(drivers[entry.driver], $0) } } ?? (entry.fastestLapRank == 1)
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

    private static func teamPoints(_ cars: [(team: Int, points: Double)], teams count: Int, bestCarOnly: Bool) -> [Double?] {
        var teams = [Double?](repeating: nil, count: count)
        for (team, points) in cars {
            teams[team] = bestCarOnly ? max(teams[team] ?? 0, points) : (teams[team] ?? 0) + points
        }
        return teams
    }
}
