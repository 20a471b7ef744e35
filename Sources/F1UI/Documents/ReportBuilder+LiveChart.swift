import F1Domain

extension ReportBuilder {
    /// The leading cars' gaps to the leader over the laps shown so far; nil before there are two laps to join.
    public func liveGapChart(_ trail: F1UI.Live.GapTrail, cars count: Int = 8) -> Chart? {
        let shown = trail.order.prefix(count).compactMap { id in trail.cars[id].map { (id, $0) } }
        let series = Chart.colored(
            shown.map { id, car in
                Chart.Series(
                    key: id.rawValue, name: car.name, label: car.code,
                    points: car.gaps.keys.sorted().compactMap { lap in car.gaps[lap].map { Chart.Point(x: Double(lap), y: $0) } })
            }, teams: shown.map(\.1.constructor), feedColours: shown.map(\.1.teamColour))
        guard series.contains(where: { $0.points.count >= 2 }) else { return nil }
        let upper = Chart.niceUpper(max(series.flatMap(\.points).map(\.y).max() ?? 1, 1), count: 5)
        let leader = shown.first.map { $0.1.name } ?? "the leader"
        return Chart(
            kind: .gaps, mark: .line, title: "Gap to the leader", summary: "The first \(shown.count) cars' gaps to \(leader) at each lap so far.",
            x: Chart.lapAxis(laps: max(trail.totalLaps, trail.lap)),
            y: .init(
                title: "Gap (s)", unit: .seconds, lower: 0, upper: upper, ticks: Chart.ticks(lower: 0, upper: upper, count: 4, label: Chart.seconds)),
            series: series)
    }
}
