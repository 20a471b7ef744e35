import F1Domain
import F1UseCases

/// The lap charts of a race, each a document whose one section carries the chart and, as its
/// table, the same values: a face that cannot draw reads the table.
extension RaceHistory.Car {
    /// Its visits to the pits before its last lap: stops it raced on from.
    var stops: Int { pitLaps.filter { $0 < lastLap }.count }
}

extension ReportBuilder {
    /// The chart of `kind` for `cars` of `history` (every car for positions and tyres, the first
    /// ten for gaps, the first five for lap times when `cars` is nil). Progression and qualifying
    /// are not lap charts (`progression(_:showing:)`, `qualifyingChart`); asked for here, they
    /// draw the lap chart.
    public func raceChart(_ kind: Chart.Kind, history: RaceHistory, cars selected: [RaceHistory.Car]? = nil) -> ReportDocument {
        let defaultCount =
            switch kind {
            case .gaps: 10
            case .laptimes: 5
            default: history.cars.count
            }
        let cars = selected ?? Array(history.cars.prefix(defaultCount))
        let section: ReportDocument.Section =
            switch kind {
            case .gaps: gapsSection(history, cars: cars)
            case .laptimes: lapTimesSection(history, cars: cars)
            case .tyres: tyresSection(history, cars: cars)
            default: positionsSection(history, cars: cars)
            }
        let round = history.round > 0 ? " (round \(history.round))" : ""
        var facts = [ReportDocument.Fact(.race, "\(history.season) \(history.raceName)\(round)"), .init(.laps, String(history.totalLaps))]
        if let origin = history.origin { facts.append(.init(.lapData, origin)) }
        return ReportDocument(title: section.chart?.title ?? section.title, source: source, facts: facts, sections: [section])
    }

    private func positionsSection(_ history: RaceHistory, cars: [RaceHistory.Car]) -> ReportDocument.Section {
        let series = Chart.colored(
            cars.map { car in
                Chart.Series(
                    key: car.key, name: car.name, label: car.code,
                    points: car.positions.enumerated().compactMap { lap, place in place.map { Chart.Point(x: Double(lap), y: Double($0)) } })
            }, teams: cars.map(\.team), feedColours: cars.map(\.teamColour))
        let chart = Chart(
            kind: .positions, mark: .step, title: "\(history.raceName) \(history.season), lap by lap", summary: positionsSummary(history),
            x: Chart.lapAxis(laps: history.totalLaps), y: Chart.positionAxis(cars: history.cars.count), series: series,
            markers: markers(history, cars: cars), periods: periods(history), notes: neutralisationLines(history))
        let columns =
            [
                ReportDocument.Column("position", "Pos", .right), .init("driver", "Driver", flexible: true, maximumWidth: 20),
                .init("grid", "Grid", .right),
            ] + lapColumns(history) + [.init("pits", "Pit laps", drop: 1)]
        let rows = cars.map { car in
            ReportDocument.Row(
                [
                    .init(car.positions[safe: car.lastLap].flatMap { $0 }.map(String.init) ?? "", .strong), team(car.name, car),
                    .init(car.positions.first.flatMap { $0 }.map(String.init) ?? "", .secondary),
                ] + (1...max(history.totalLaps, 1)).map { lap in ReportDocument.Cell(car.positions[safe: lap].flatMap { $0 }.map(String.init) ?? "") }
                    + [.init(car.pitLaps.map(String.init).joined(separator: " "))])
        }
        return ReportDocument.Section(
            title: "Positions", key: "positions", columns: columns, rows: rows, emptyMessage: "No car completed a lap.", chart: chart)
    }

    private func gapsSection(_ history: RaceHistory, cars: [RaceHistory.Car]) -> ReportDocument.Section {
        let series = Chart.colored(
            cars.map { car in
                Chart.Series(
                    key: car.key, name: car.name, label: car.code,
                    points: car.gaps.enumerated().compactMap { lap, gap in lap == 0 ? nil : gap.map { Chart.Point(x: Double(lap), y: $0) } })
            }, teams: cars.map(\.team), feedColours: cars.map(\.teamColour))
        let upper = Chart.niceUpper(series.flatMap(\.points).map(\.y).max() ?? 1, count: 6)
        let chart = Chart(
            kind: .gaps, mark: .line, title: "\(history.raceName) \(history.season), gap to the leader", summary: gapsSummary(history, cars: cars),
            x: Chart.lapAxis(laps: history.totalLaps),
            y: .init(
                title: "Gap to the leader (s)", unit: .seconds, lower: 0, upper: upper,
                ticks: Chart.ticks(lower: 0, upper: upper, count: 6, label: Chart.seconds)),
            series: series, markers: markers(history, cars: cars), periods: periods(history), notes: neutralisationLines(history))
        return ReportDocument.Section(
            title: "Gap to the leader", key: "gaps",
            columns: [.init("driver", "Driver", flexible: true, maximumWidth: 20)] + lapColumns(history),
            rows: cars.map { car in
                ReportDocument.Row(
                    [team(car.name, car)]
                        + (1...max(history.totalLaps, 1)).map { lap in
                            ReportDocument.Cell(car.gaps[safe: lap].flatMap { $0 }.map { $0 == 0 ? "0" : "+" + fixed($0, decimals: 3) } ?? "")
                        })
            }, emptyMessage: "No car completed a lap.", chart: chart)
    }

    private func lapTimesSection(_ history: RaceHistory, cars: [RaceHistory.Car]) -> ReportDocument.Section {
        let series = Chart.colored(
            cars.map { car in
                Chart.Series(
                    key: car.key, name: car.name, label: car.code,
                    points: car.lapTimes.enumerated().compactMap { lap, time in time.map { Chart.Point(x: Double(lap), y: $0) } })
            }, teams: cars.map(\.team), feedColours: cars.map(\.teamColour))
        let times = series.flatMap(\.points).map(\.y).sorted()
        // A pit lap or a lap behind the safety car is half a minute slower: drawn at the top edge,
        // so that the racing laps keep the height of the chart.
        let fastest = times.first ?? 60
        let median = times[safe: times.count / 2] ?? fastest
        let lower = (fastest - 0.5).rounded(.down)
        let upper = max((median + max(3, 3 * (median - fastest))).rounded(.up), lower + 1)
        let chart = Chart(
            kind: .laptimes, mark: .line, title: "\(history.raceName) \(history.season), lap times",
            summary: lapTimesSummary(history, cars: cars, cap: upper),
            x: Chart.lapAxis(laps: history.totalLaps),
            y: .init(
                title: "Lap time", unit: .lapTime, lower: lower, upper: upper,
                ticks: Chart.ticks(lower: lower, upper: upper, count: 6, label: Chart.lapTime)),
            series: series, markers: markers(history, cars: cars), periods: periods(history), notes: neutralisationLines(history))
        return ReportDocument.Section(
            title: "Lap times", key: "laptimes", columns: [.init("driver", "Driver", flexible: true, maximumWidth: 20)] + lapColumns(history),
            rows: cars.map { car in
                ReportDocument.Row(
                    [team(car.name, car)]
                        + (1...max(history.totalLaps, 1)).map { lap in
                            ReportDocument.Cell(
                                car.lapTimes[safe: lap].flatMap { $0 }.map { LapTime(milliseconds: milliseconds($0)).description } ?? "")
                        })
            }, emptyMessage: "No lap was timed.", chart: chart)
    }

    private func tyresSection(_ history: RaceHistory, cars: [RaceHistory.Car]) -> ReportDocument.Section {
        var series = Chart.colored(
            cars.map { car in
                Chart.Series(
                    key: car.key, name: car.name, label: car.code,
                    segments: car.stints.map { stint in
                        Chart.Segment(
                            start: Double(stint.firstLap - 1), end: Double(stint.lastLap), category: Chart.compoundKey(stint.compound),
                            label: String(stint.lastLap - stint.firstLap + 1))
                    })
            }, teams: cars.map(\.team), feedColours: cars.map(\.teamColour))
        for index in series.indices { series[index].isSecondCar = false }
        let used = Set(cars.flatMap(\.stints).map { Chart.compoundKey($0.compound) })
        let chart = Chart(
            kind: .tyres, mark: .rows, title: "\(history.raceName) \(history.season), tyre strategy", summary: tyresSummary(history, cars: cars),
            x: Chart.lapAxis(laps: history.totalLaps),
            y: .init(title: "Driver", unit: .position, lower: 0, upper: Double(max(cars.count, 1)), ticks: []),
            series: series, categories: Chart.compounds.filter { used.contains($0.key) }, periods: periods(history))
        let letters = Dictionary(Chart.compounds.map { ($0.key, $0.letter) }, uniquingKeysWith: { first, _ in first })
        return ReportDocument.Section(
            title: "Tyre strategy", key: "tyres",
            columns: [
                .init("driver", "Driver", flexible: true, maximumWidth: 20), .init("stops", "Stops", .right),
                .init("stints", "Stints", flexible: true),
            ],
            rows: cars.map { car in
                ReportDocument.Row([
                    team(car.name, car), .init(String(car.stops)),
                    .init(
                        car.stints.map {
                            "\(letters[Chart.compoundKey($0.compound)] ?? "?") \($0.firstLap)–\($0.lastLap)\($0.ageAtStart > 0 ? " (used \($0.ageAtStart))" : "")"
                        }
                        .joined(separator: ", ")),
                ])
            }, emptyMessage: "No stint was recorded.", chart: chart)
    }

    // MARK: - Shared parts

    private func lapColumns(_ history: RaceHistory) -> [ReportDocument.Column] {
        // Earlier laps give way first on a narrow face, like the progression's rounds.
        (1...max(history.totalLaps, 1)).map { lap in
            ReportDocument.Column(String(lap), String(lap), .right, drop: lap == history.totalLaps ? 0 : history.totalLaps - lap + 1)
        }
    }

    private func team(_ text: String, _ car: RaceHistory.Car) -> ReportDocument.Cell {
        if let id = car.team { return .init(text, .team(id)) }
        return .init(text, F1UI.TeamColor.of(nil, feedColour: car.teamColour).map { .teamColor($0) })
    }

    private func markers(_ history: RaceHistory, cars: [RaceHistory.Car]) -> [Chart.Marker] {
        cars.flatMap { car in
            car.pitLaps.map { Chart.Marker(kind: .pitStop, x: Double($0), series: car.key, label: "\(car.code) pit stop, lap \($0)") }
        } + [Chart.Marker(kind: .chequeredFlag, x: Double(history.totalLaps), label: "Chequered flag, lap \(history.totalLaps)")]
    }

    private func periods(_ history: RaceHistory) -> [Chart.Period] {
        history.neutralisations.map { period in
            let kind: Chart.Period.Kind =
                switch period.kind {
                case .safetyCar: .safetyCar
                case .virtualSafetyCar: .virtualSafetyCar
                case .redFlag: .redFlag
                }
            return Chart.Period(kind: kind, start: Double(period.firstLap - 1), end: Double(period.lastLap))
        }
    }

    private func neutralisationLines(_ history: RaceHistory) -> [String] {
        guard history.coverage.neutralisations else { return ["This source does not say when the safety car was out."] }
        return history.neutralisations.map { period in
            let name =
                switch period.kind {
                case .safetyCar: "Safety car"
                case .virtualSafetyCar: "Virtual safety car"
                case .redFlag: "Red flag"
                }
            return period.firstLap == period.lastLap ? "\(name): lap \(period.firstLap)." : "\(name): laps \(period.firstLap) to \(period.lastLap)."
        }
    }

    func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, abs(seconds) < 1e9 else { return 0 }
        return Int((seconds * 1000).rounded())  // trap-ok: finite, under 1e12
    }

    /// "4.213": `decimals` places, without a locale.
    func fixed(_ value: Double, decimals: Int) -> String {
        let scale = [1, 10, 100, 1000][safe: decimals] ?? 1000
        guard value.isFinite, abs(value) * Double(scale) < 1e15 else { return "" }
        let scaled = Int((abs(value) * Double(scale)).rounded())  // trap-ok: finite, under 1e15
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: max(decimals - fraction.count, 0)) + fraction
        return (value < 0 && scaled > 0 ? "-" : "") + String(scaled / scale) + (decimals > 0 ? "." + padded : "")
    }
}
