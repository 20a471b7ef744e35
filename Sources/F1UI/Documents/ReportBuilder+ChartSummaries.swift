import F1Domain
import F1UseCases

/// The one sentence under each lap chart: what a screen reader says for the picture, and what a
/// text face prints under the table.
extension ReportBuilder {
    func positionsSummary(_ history: RaceHistory) -> String {
        let finishers = history.order(afterLap: history.totalLaps)
        guard let winner = finishers.first ?? history.order(afterLap: history.cars.map(\.lastLap).max() ?? 0).first else {
            return "No car completed a lap."
        }
        let grid = winner.positions.first.flatMap { $0 }
        var sentence = "\(winner.name) led at the flag" + (grid.map { " from P\($0) on the grid" } ?? "")
        let climbs = history.cars.compactMap { car -> (car: RaceHistory.Car, gained: Int)? in
            guard let start = car.positions.first ?? nil, let end = car.positions[safe: car.lastLap] ?? nil, car.lastLap == history.totalLaps else {
                return nil
            }
            return (car, start - end)
        }
        if let best = climbs.max(by: { $0.gained < $1.gained }), best.gained > 0 {
            sentence += "; \(best.car.name) gained most, \(best.gained) place\(best.gained == 1 ? "" : "s")"
        }
        let lapsLed = history.cars.map { car in (car, car.positions.dropFirst().filter { $0 == 1 }.count) }.max { $0.1 < $1.1 }
        if let (leader, laps) = lapsLed, laps > 0 { sentence += "; \(leader.name) led \(laps) of \(history.totalLaps) laps" }
        return sentence + "."
    }

    func gapsSummary(_ history: RaceHistory, cars: [RaceHistory.Car]) -> String {
        let lap = history.totalLaps
        let order = history.order(afterLap: lap)
        guard let winner = order.first else { return "No car completed every lap." }
        guard let second = order.dropFirst().first, let gap = second.gaps[safe: lap] ?? nil else {
            return "\(winner.name) finished alone on the lead lap."
        }
        var sentence = "\(winner.name) led \(second.name) by \(fixed(gap, decimals: 3)) s at the flag"
        if let last = cars.last, last.key != second.key, last.key != winner.key, let lastGap = last.gaps[safe: last.lastLap] ?? nil {
            sentence += "; \(last.name) was \(fixed(lastGap, decimals: 1)) s behind at the end of lap \(last.lastLap)"
        }
        return sentence + "."
    }

    func lapTimesSummary(_ history: RaceHistory, cars: [RaceHistory.Car], cap: Double) -> String {
        let laps = cars.flatMap { car in car.lapTimes.enumerated().compactMap { lap, time in time.map { (car, lap, $0) } } }
        guard let fastest = laps.min(by: { $0.2 < $1.2 }) else { return "No lap was timed." }
        let slow = laps.filter { $0.2 > cap }.count
        let time = LapTime(milliseconds: milliseconds(fastest.2))
        var sentence = "The quickest lap shown is \(fastest.0.name)'s \(time) on lap \(fastest.1)"
        if slow > 0 { sentence += "; \(slow) slower lap\(slow == 1 ? "" : "s") (pit stops, safety car) are drawn at the top edge" }
        return sentence + "."
    }

    func tyresSummary(_ history: RaceHistory, cars: [RaceHistory.Car]) -> String {
        guard history.coverage.stints, cars.contains(where: { !$0.stints.isEmpty }) else { return "No tyre stint was recorded." }
        // Cars that ran to the end: a retirement is not a strategy.
        let stops = Dictionary(grouping: cars.filter { !$0.stints.isEmpty && $0.lastLap == history.totalLaps }, by: \.stops)
        let counts = stops.keys.sorted().map { count -> String in
            let cars = stops[count]?.count ?? 0
            let what = count == 0 ? "did not stop" : count == 1 ? "stopped once" : count == 2 ? "stopped twice" : "stopped \(count) times"
            return "\(cars) \(cars == 1 ? "car" : "cars") \(what)"
        }
        let starts = Dictionary(grouping: cars.compactMap(\.stints.first), by: \.compound).max {
            ($0.value.count, Chart.compoundKey($1.key)) < ($1.value.count, Chart.compoundKey($0.key))
        }
        let name = starts.flatMap { start in Chart.compounds.first { $0.key == Chart.compoundKey(start.key) }?.name.lowercased() }
        let start = name.map { "; most started on \($0)s" } ?? ""
        guard !counts.isEmpty else { return "No car ran every lap" + start + "." }
        return "Of the cars that ran every lap, " + counts.joined(separator: ", ") + start + "."
    }
}
