import F1Domain
import F1UseCases
import Synchronization

/// The demo's races lap by lap, made up but bound to the dataset: every car covers the laps its
/// result says, in the total time its result gives (so the lap chart's last lap is the
/// classification), stops on the laps the dataset's pit stops name, and sets its fastest lap on
/// the lap and to the time the result records. The rest (each lap's spread, the stints'
/// compounds, a safety car a third of the way in) is drawn from a generator seeded by the round,
/// the same on every machine.
extension DemoRepository: RaceHistoryRepository {
    public func raceHistory(season: Int, round: Int) async throws -> RaceHistory {
        try check(season)
        if let kept = histories.history(round: round) { return kept }
        let race = try await results(season: season, round: round)
        let stops = dataset.pitStops.first { $0.race.round == round }?.stops ?? []
        let history = DemoRaceHistory(race: race, stops: stops).history
        histories.keep(history, round: round)
        return history
    }
}

/// The demo's races lap by lap, each made once: they follow from the dataset alone, as a real
/// source's stored laps do, and making one is a large part of loading a race weekend
/// (docs/performance.md#demoracehistory-f1data). At most one per round.
final class DemoRaceHistories: Sendable {
    private let made = Mutex<[Int: RaceHistory]>([:])

    func history(round: Int) -> RaceHistory? {
        made.withLock { $0[round] }
    }

    func keep(_ history: RaceHistory, round: Int) {
        made.withLock { $0[round] = history }
    }
}

struct DemoRaceHistory {
    let history: RaceHistory

    /// A lap under the safety car, or one through the pit lane, costs this much more than a racing lap.
    static let safetyCarLoss = 28_000
    static let pitLoss = 20_000

    init(race: RaceResults, stops: [PitStop]) {
        var random = SplitMix64(seed: 0xF1_0000 + UInt64(max(race.race.round, 0)))
        let distance = race.results.map(\.laps).max() ?? 0
        let safetyCar = distance >= 20 ? (distance / 3)...(distance / 3 + 3) : nil
        let winnerTime = race.results.first?.time?.milliseconds ?? distance * 95_000
        let pitLaps = Dictionary(grouping: stops, by: \.driver.id).mapValues { $0.map(\.lap).sorted() }
        // A racing lap of the winner's: its time less the laps lost in the pits and behind the safety car.
        let pace = (winnerTime - Self.pitLoss - Self.safetyCarLoss * (safetyCar?.count ?? 0) - 6_000) / max(distance, 1)

        var crossings: [[Int?]] = []
        var lapTimes: [[Double?]] = []
        for (rank, result) in race.results.enumerated() {
            let laps = result.laps
            let pits = Set(pitLaps[result.driver.id] ?? [])
            var times = (0..<laps).map { index -> Int in
                let lap = index + 1
                // The winner's average lap, a little slower down the order; fuel burns off, so a lap
                // gets 40 ms quicker each time round, with up to half a second either way.
                var time = pace + rank * 150 + (distance / 2 - lap) * 40 + Int(random.next() % 1001) - 500
                if lap == 1 { time += 6_000 }
                if pits.contains(lap) { time += Self.pitLoss }
                if safetyCar?.contains(lap) == true { time += Self.safetyCarLoss }
                return time
            }
            let fixed = Set(([result.fastestLap?.lap].compactMap { $0 } + Array(pits) + (safetyCar.map(Array.init) ?? [])).map { $0 - 1 })
            if let fastest = result.fastestLap, let lap = fastest.lap, let time = fastest.time, times.indices.contains(lap - 1) {
                times[lap - 1] = time.milliseconds
            }
            if let total = Self.total(of: result, rank: rank, winnerTime: winnerTime, distance: distance) {
                // Spread what the made-up laps miss of the result's time over the laps not fixed above.
                let free = times.indices.filter { !fixed.contains($0) }
                let missing = total - times.reduce(0, +)
                for (offset, index) in free.enumerated() {
                    times[index] += missing / max(free.count, 1) + (offset < abs(missing) % max(free.count, 1) ? (missing < 0 ? -1 : 1) : 0)
                }
            }
            var clock = 0
            crossings.append(
                times.map { time in
                    clock += time
                    return clock
                })
            lapTimes.append([nil] + times.map { Double($0) / 1000 })
        }
        let (positions, gaps) = RaceHistory.placesAndGaps(crossings: crossings, grid: race.results.map { $0.grid == 0 ? nil : $0.grid })
        let cars = race.results.enumerated().map { index, result in
            let pits = pitLaps[result.driver.id] ?? []
            return RaceHistory.Car(
                key: result.driver.id.rawValue, code: result.driver.code ?? String(result.driver.id.rawValue.prefix(3)).uppercased(),
                name: result.driver.fullName, team: result.constructor.id, teamName: result.constructor.name, positions: positions[index],
                gaps: gaps[index], lapTimes: lapTimes[index], pitLaps: pits,
                stints: Self.stints(laps: result.laps, pits: pits, startsOnMediums: index % 3 != 2))
        }
        history = RaceHistory(
            season: race.race.season, round: race.race.round, raceName: race.race.name, totalLaps: distance, cars: cars,
            neutralisations: safetyCar.map { [.init(kind: .safetyCar, firstLap: $0.lowerBound, lastLap: $0.upperBound)] } ?? [],
            coverage: .init(gaps: true, lapTimes: true, pitStops: !stops.isEmpty, stints: true, neutralisations: true))
    }

    /// The time a car's laps add up to: its result's, or (lapped) just after the winner's finish,
    /// in classification order; nil for a car that retired, which keeps its made-up laps.
    private static func total(of result: RaceResult, rank: Int, winnerTime: Int, distance: Int) -> Int? {
        if let time = result.time?.milliseconds { return time }
        guard case .classified = result.classification, result.laps < distance else { return nil }
        return winnerTime + 4_000 + 1_500 * rank
    }

    /// A stint between stops: mediums then hards (or the other way round), mediums again after a second stop.
    private static func stints(laps: Int, pits: [Int], startsOnMediums: Bool) -> [RaceHistory.Stint] {
        guard laps > 0 else { return [] }
        let compounds: [TyreCompound] = startsOnMediums ? [.medium, .hard, .medium, .soft] : [.hard, .medium, .soft, .soft]
        let ends = pits.filter { $0 < laps } + [laps]
        var first = 1
        return ends.enumerated().map { index, last in
            defer { first = last + 1 }
            return RaceHistory.Stint(firstLap: first, lastLap: last, compound: compounds[min(index, compounds.count - 1)])
        }
    }
}
