import F1Data
import F1Domain

/// Results with arbitrary places (0, negative, a billion, the same place twice), classifications,
/// shared cars, fastest laps and points, scored under a season's rules from the built-in rulebook
/// and under another system's: every table, the progression and the title maths. The engine
/// indexes arrays by place; a crash, a hang or memory that grows with a place is a finding.
///
/// Input: byte 0 picks the season's rules, byte 1 the what-if system; then 6 bytes a car:
/// flags (bit 0 a new round, 1 shared car, 2 sprint, 3 fastest lap, bits 4-6 classification,
/// bit 7 a place scaled by a million), driver, team, place (two bytes, signed), points.
func fuzzScoring(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2, size <= 6_000 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let rulebook = ScoringFuzzing.rulebook, !rulebook.seasons.isEmpty else { return 0 }
    let season = rulebook.seasons[Int(bytes[0]) % rulebook.seasons.count].season
    guard let rules = rulebook.rules(season: season) else { return 0 }
    let whatIf = rulebook.systems[Int(bytes[1]) % rulebook.systems.count]

    var rounds: [ChampionshipRace] = []
    var results: [RaceResult] = []
    var sprint: [SprintResult] = []
    func closeRound() {
        guard !results.isEmpty || !sprint.isEmpty else { return }
        rounds.append(ChampionshipRace(race: ScoringFuzzing.race(season: season, round: rounds.count + 1), results: results, sprint: sprint))
        results = []
        sprint = []
    }
    var index = 2
    while index + 6 <= size {
        let flags = bytes[index]
        if flags & 1 != 0 { closeRound() }
        let driver = ScoringFuzzing.drivers[Int(bytes[index + 1]) % ScoringFuzzing.drivers.count]
        let team = ScoringFuzzing.teams[Int(bytes[index + 2]) % ScoringFuzzing.teams.count]
        var place = Int(Int16(bitPattern: UInt16(bytes[index + 3]) << 8 | UInt16(bytes[index + 4])))
        if flags & 0x80 != 0 { place *= 1_000_000 }
        let classification = Classification.allCases[Int(flags >> 4 & 7) % Classification.allCases.count]
        let points = Double(Int8(bitPattern: bytes[index + 5])) / 2
        if flags & 4 != 0 {
            sprint.append(
                SprintResult(
                    position: place, positionText: String(place), classification: classification, number: Int(bytes[index + 1]),
                    driver: driver, constructor: team, sharedCar: flags & 2 != 0, status: "Finished", points: points))
        } else {
            results.append(
                RaceResult(
                    position: place, positionText: String(place), classification: classification, number: Int(bytes[index + 1]),
                    driver: driver, constructor: team, sharedCar: flags & 2 != 0, status: "Finished", points: points,
                    fastestLap: flags & 8 != 0 ? FastestLap(rank: Int(bytes[index + 5] % 3) + 1) : nil))
        }
        index += 6
    }
    closeRound()

    let championship = Championship(season: season, rules: rules, races: rounds, scheduledRounds: rounds.count + 2)
    _ = championship.table()
    _ = championship.progression()
    _ = championship.titleMaths(remaining: [
        RemainingRound(round: rounds.count + 1, hasSprint: true), RemainingRound(round: rounds.count + 2, hasSprint: false),
    ])
    _ = championship.rescored(under: rules.scored(under: whatIf)).table()
    return 0
}

enum ScoringFuzzing {
    static let rulebook = try? ScoringRulebook.builtIn()
    static let drivers = (0..<8).map { Driver(id: Driver.ID("d\($0)"), givenName: "Given\($0)", familyName: "Family\($0)") }
    static let teams = (0..<4).map { Constructor(id: Constructor.ID("t\($0)"), name: "Team \($0)") }
    static let circuit = Circuit(id: "ring", name: "Ring", location: Location(locality: "Town", country: "Land"))

    static func race(season: Int, round: Int) -> Race {
        Race(season: season, round: round, name: "Race \(round)", circuit: circuit, date: CalendarDate(year: season, month: 3, day: min(28, round)))
    }
}
