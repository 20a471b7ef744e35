import F1Domain
import F1UseCases

/// A race lap by lap from the API's lap times (1996 on) and its pit stops (2011 on). The API has
/// no tyres and no race control, so stints and safety-car periods are not covered.
extension ApiRepository: RaceHistoryRepository {
    static let firstLapTimeSeason = 1996

    public func raceHistory(season: Int, round: Int) async throws -> RaceHistory {
        try check(season)
        // Refused before any request: the API has no lap times before 1996 whatever the race.
        guard season >= Self.firstLapTimeSeason else {
            throw LookupError.notInSource(
                season: season, round: round, name: "round \(round)", record: .lapTimes, firstSeason: Self.firstLapTimeSeason)
        }
        let race = try await results(season: season, round: round)
        let laps = try await client.all("\(season)/\(round)/laps.json").raceTable?.races.first?.laps ?? []
        guard !laps.isEmpty else {
            throw LookupError.notInSource(
                season: season, round: round, name: race.race.name, record: .lapTimes, firstSeason: Self.firstLapTimeSeason)
        }
        var stops: [PitStop] = []
        if season >= Self.firstPitStopSeason {
            do {
                stops = try await pitStops(season: season, round: round).stops
            } catch is LookupError {
                // A race without recorded stops still has its lap chart.
            }
        }
        return Self.history(race: race, laps: laps, stops: stops)
    }

    /// Each car's crossings are the running sum of its lap times, up to its first lap without one:
    /// the laps after a hole have no start to add to, so the car is not placed on them.
    static func history(race: RaceResults, laps: [ErgastLap], stops: [PitStop]) -> RaceHistory {
        var times: [Driver.ID: [Int: Int]] = [:]
        for lap in laps {
            for timing in lap.timings { times[Driver.ID(rawValue: timing.driverId), default: [:]][lap.number] = timing.time.milliseconds }
        }
        let cars = race.results.map(\.driver.id) + times.keys.filter { id in !race.results.contains { $0.driver.id == id } }.sorted()
        let crossings = cars.map { car -> [Int?] in
            let byLap = times[car] ?? [:]
            var clock = 0
            var running: [Int?] = []
            while let time = byLap[running.count + 1] {
                clock += time
                running.append(clock)
            }
            return running
        }
        let results = Dictionary(race.results.map { ($0.driver.id, $0) }, uniquingKeysWith: { first, _ in first })
        let grid = cars.map { results[$0].flatMap { $0.grid == 0 ? nil : $0.grid } }
        let (positions, gaps) = RaceHistory.placesAndGaps(crossings: crossings, grid: grid)
        let pitLaps = Dictionary(grouping: stops, by: \.driver.id).mapValues { $0.map(\.lap).sorted() }
        let history = cars.enumerated().map { index, car in
            let result = results[car]
            let byLap = times[car] ?? [:]
            return RaceHistory.Car(
                key: car.rawValue, code: result?.driver.code ?? String(car.rawValue.prefix(3)).uppercased(),
                name: result?.driver.fullName ?? car.rawValue, team: result?.constructor.id, teamName: result?.constructor.name ?? "",
                positions: positions[index], gaps: gaps[index],
                lapTimes: [nil] + crossings[index].indices.map { lap in byLap[lap + 1].map { Double($0) / 1000 } },
                pitLaps: pitLaps[car] ?? [])
        }
        return RaceHistory(
            season: race.race.season, round: race.race.round, raceName: race.race.name,
            totalLaps: max(laps.map(\.number).max() ?? 0, race.results.map(\.laps).max() ?? 0), cars: history,
            coverage: .init(gaps: true, lapTimes: true, pitStops: !stops.isEmpty, stints: false, neutralisations: false))
    }
}
