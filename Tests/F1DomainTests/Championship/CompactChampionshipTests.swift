import F1Domain
import Testing

/// A season given compactly (drivers and teams by a source's own numbers, as the history index
/// gives them) is scored to the same tables as the same results given in full: the entrants are
/// numbered by first appearance, not by the source's numbers, so ties keep their order.
@Suite struct CompactChampionshipTests {
    typealias S = SyntheticSeason

    /// The same results, compact, with the source's numbers in reverse of the drivers' order,
    /// so an engine that kept the source's numbers would order level entrants differently.
    static func compact(_ races: [ChampionshipRace]) -> CompactSeason {
        let drivers = Array(S.drivers.reversed())
        let teams = [ChampionshipTeam(constructor: S.blue, engine: nil), ChampionshipTeam(constructor: S.red, engine: nil)]
        func number(_ driver: Driver) -> Int { drivers.firstIndex(of: driver)! }
        func team(_ constructor: Constructor) -> Int { teams.firstIndex { $0.constructor == constructor }! }
        let rounds = races.map { race in
            CompactRound(
                race: race.race,
                results: race.results.map { result in
                    CompactResult(
                        driver: number(result.driver), team: team(result.constructor), classification: result.classification,
                        position: result.position, sharedCar: result.sharedCar, fastestLapRank: result.fastestLap?.rank, points: result.points)
                },
                sprint: race.sprint.map { result in
                    CompactResult(
                        driver: number(result.driver), team: team(result.constructor), classification: result.classification,
                        position: result.position, sharedCar: result.sharedCar, fastestLapRank: nil, points: result.points)
                })
        }
        return CompactSeason(season: 2001, rounds: rounds, drivers: drivers, teams: teams)
    }

    static let seasons: [(String, ChampionshipRules, [ChampionshipRace])] = [
        ("level on everything", S.rules(S.system()), [S.race(1, "AB"), S.race(2, "BA")]),
        (
            "sprints, a retirement and the fastest lap",
            S.rules(S.system(sprint: [3, 2, 1], fastestLap: FastestLapRule(points: 1, withinTop: 10, constructors: true))),
            [S.race(1, "CDE", retired: "F", fastest: "D", sprint: "FED"), S.race(2, "FEDC", retired: "AB", fastest: "F", sprint: "ABC")]
        ),
        (
            "best results counted",
            S.rules(S.system(counting: [CountingPeriod(best: 2)])),
            [S.race(1, "ABCDEF"), S.race(2, "FEDCBA"), S.race(3, "BADCFE")]
        ),
    ]

    @Test(arguments: 0..<seasons.count)
    func aCompactSeasonScoresToTheTablesOfItsFullResults(_ which: Int) {
        let (name, rules, races) = Self.seasons[which]
        let full = S.championship(rules, races, scheduled: races.count + 1)
        let compact = Championship(rules: rules, compact: Self.compact(races), scheduledRounds: races.count + 1)
        #expect(compact.progression() == full.progression(), "\(name)")
        #expect(compact.disagreements == full.disagreements, "\(name)")
        let other = S.system([9, 6, 4, 3, 2, 1])
        #expect(
            compact.rescored(under: rules.scored(under: other)).table() == full.rescored(under: rules.scored(under: other)).table(),
            "\(name), under other rules")
    }

    @Test func aSharedCarScoresAsInFull() {
        let rules = S.rules(S.system(shared: .split))
        var race = S.race(1, "ABC")
        race = ChampionshipRace(race: race.race, results: [S.result(1, "A"), S.result(1, "D", sharedCar: true)] + race.results.dropFirst())
        let full = S.championship(rules, [race])
        let compact = Championship(rules: rules, compact: Self.compact([race]), scheduledRounds: 1)
        #expect(compact.table() == full.table())
        #expect(compact.table().driver("D")?.points == 5)
    }
}
