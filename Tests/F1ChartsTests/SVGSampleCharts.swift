import F1UI
import Testing

/// Made-up charts for the SVG face beyond SampleCharts: a full field's lap chart, and small
/// charts that isolate one behaviour each.
enum SVGSampleCharts {
    /// `cars` cars over `laps` laps, places swapping in a fixed pattern, every car stopping once,
    /// team-mates sharing colours (every second car dashed), a safety car and the flag.
    static func lapChart(cars: Int = 22, laps: Int = 57) -> Chart {
        let colors: [F1UI.TeamColor] = (0..<11).map { (team: Int) -> F1UI.TeamColor in
            let red = UInt8(20 + team * 21)
            let green = UInt8(200 - team * 15)
            let blue = UInt8((team * 67) % 256)
            return F1UI.TeamColor(red: red, green: green, blue: blue)
        }
        let series: [Chart.Series] = (0..<cars).map { (car: Int) -> Chart.Series in
            let points: [Chart.Point] = (0...laps).map { (lap: Int) -> Chart.Point in
                // Neighbours swap every few laps; the place stays in 1...cars.
                let swapped = (lap / (3 + car % 4)) % 2 == 1
                let place: Int = car % 2 == 0 ? (swapped ? car + 2 : car + 1) : (swapped ? car : car + 1)
                return Chart.Point(x: Double(lap), y: Double(min(max(place, 1), cars)))
            }
            return Chart.Series(
                key: "car\(car)", name: "Driver Number \(car + 1)", label: "D\(car + 1)", color: colors[(car / 2) % colors.count],
                isSecondCar: car % 2 == 1, points: points)
        }
        return Chart(
            kind: .positions, mark: .step, title: "Made-up Grand Prix, lap by lap", summary: "\(cars) cars over \(laps) laps.",
            x: .init(
                title: "Lap", unit: .lap, lower: 0, upper: Double(laps),
                ticks: stride(from: 0, through: laps, by: 10).map { .init(Double($0), "\($0)") }),
            y: .init(
                title: "Position", unit: .position, lower: 1, upper: Double(cars), ticks: (1...cars).map { .init(Double($0), "P\($0)") },
                isReversed: true),
            series: series,
            markers: (0..<cars).map { .init(kind: .pitStop, x: Double(15 + $0 % 20), series: "car\($0)", label: "Pit stop") }
                + [.init(kind: .chequeredFlag, x: Double(laps), label: "Chequered flag")],
            periods: [.init(kind: .safetyCar, start: 20, end: 24), .init(kind: .virtualSafetyCar, start: 40, end: 41)])
    }

    /// A line chart of `series` series ending on the same value, with or without team colours.
    static func converging(series count: Int, colored: Bool = false) -> Chart {
        Chart(
            kind: .gaps, mark: .line, title: "Converging", summary: "Every line ends at 5.", x: SampleCharts.lapAxis,
            y: .init(title: "Gap", unit: .seconds, lower: 0, upper: 10, ticks: []),
            series: (0..<count).map { index in
                .init(
                    key: "s\(index)", name: "Series \(index)", label: "S\(index)", color: colored ? SampleCharts.red : nil,
                    points: [.init(x: 0, y: Double(index)), .init(x: 10, y: 5)])
            })
    }
}

/// A chart's kind and title in test logs, not its every point.
extension Chart: CustomTestStringConvertible {
    public var testDescription: String { "\(kind.rawValue) chart \"\(title)\"" }
}
