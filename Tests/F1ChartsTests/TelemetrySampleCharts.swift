import F1UI
import Foundation

/// Made-up but shaped charts for issue 43: two laps' telemetry over 4,300 m (speed, then throttle,
/// brake, gear and the delta as panels, seven corners marked), a circuit coloured by gear, and the
/// same circuit with three cars on it.
enum TelemetrySampleCharts {
    static let lapLength = 4300.0
    /// Where the corners are, how slow each one is, and how wide its braking zone (metres).
    static let corners: [(distance: Double, slowest: Double, width: Double)] = [
        (320, 95, 90), (900, 180, 120), (1500, 75, 80), (2100, 230, 150), (2750, 120, 100), (3350, 160, 110), (3950, 90, 80),
    ]

    static func metres(_ value: Double) -> String { "\(Int(value.rounded())) m" }  // trap-ok: a tick of a few thousand metres.

    static let distanceAxis = Chart.Axis(
        title: "Distance", unit: .metres, lower: 0, upper: lapLength,
        ticks: stride(from: 0.0, through: lapLength, by: 1000).map { Chart.Tick($0, metres($0)) })

    /// A lap's speed at `distance`: flat out, dipping into each corner; `pace` scales the dips.
    static func speed(at distance: Double, pace: Double) -> Double {
        var speed = 322.0
        for corner in corners {
            let offset = (distance - corner.distance) / corner.width
            speed -= (322 - corner.slowest) * pace * exp(-offset * offset)
        }
        return speed
    }

    struct Lap {
        var distance: [Double]
        var speed: [Double]
        var throttle: [Double]
        var brake: [Double]
        var gear: [Double]
        var time: [Double]
    }

    static func lap(pace: Double, step: Double) -> Lap {
        let distance = Array(stride(from: 0.0, through: lapLength, by: step))
        let speed = distance.map { Self.speed(at: $0, pace: pace) }
        var lap = Lap(distance: distance, speed: speed, throttle: [], brake: [], gear: [], time: [])
        var time = 0.0
        for (index, value) in speed.enumerated() {
            let next = index + 1 < speed.count ? speed[index + 1] : value
            lap.throttle.append(next >= value ? 100 : max(0, 100 - (value - next) * 40))
            lap.brake.append(next < value - 0.4 ? 1 : 0)
            lap.gear.append(Double(min(8, max(2, Int(value / 40) + 1))))
            if index > 0 { time += step / ((value + speed[index - 1]) / 2 / 3.6) }
            lap.time.append(time)
        }
        return lap
    }

    static let red = F1UI.TeamColor(red: 0x36, green: 0x71, blue: 0xC6)
    static let orange = F1UI.TeamColor(red: 0xFF, green: 0x80, blue: 0x00)

    /// Verstappen's and Norris's laps, one point every `step` metres.
    static func telemetry(step: Double = 20) -> Chart {
        let laps = [lap(pace: 1, step: step), lap(pace: 1.04, step: step)]
        let drivers = [("ver", "Max Verstappen", "VER", red), ("nor", "Lando Norris", "NOR", orange)]
        func series(_ values: KeyPath<Lap, [Double]>) -> [Chart.Series] {
            zip(drivers, laps).map { driver, lap in
                Chart.Series(
                    key: driver.0, name: driver.1, label: driver.2, color: driver.3,
                    points: zip(lap.distance, lap[keyPath: values]).map { Chart.Point(x: $0, y: $1) })
            }
        }
        func axis(_ title: String, _ unit: Chart.Unit, _ lower: Double, _ upper: Double, _ ticks: [(Double, String)]) -> Chart.Axis {
            .init(title: title, unit: unit, lower: lower, upper: upper, ticks: ticks.map { Chart.Tick($0, $1) })
        }
        let delta = zip(laps[1].distance, zip(laps[1].time, laps[0].time)).map { Chart.Point(x: $0, y: $1.0 - $1.1) }
        return Chart(
            kind: .telemetry, mark: .line, title: "Sample Grand Prix, qualifying: VER against NOR",
            summary: "Verstappen's lap was quicker into every corner.", x: distanceAxis,
            y: axis("Speed (km/h)", .speed, 60, 340, [(100, "100"), (200, "200"), (300, "300")]),
            series: series(\.speed),
            markers: corners.enumerated().map { .init(kind: .corner, x: $0.element.distance, label: "T\($0.offset + 1)") },
            panels: [
                .init(key: "throttle", y: axis("Throttle (%)", .percent, 0, 100, [(0, "0%"), (100, "100%")]), series: series(\.throttle)),
                .init(key: "brake", y: axis("Brake", .gear, 0, 1, [(0, "off"), (1, "on")]), mark: .step, series: series(\.brake)),
                .init(key: "gear", y: axis("Gear", .gear, 1, 8, [(2, "2"), (4, "4"), (6, "6"), (8, "8")]), mark: .step, series: series(\.gear)),
                .init(
                    key: "delta", y: axis("Delta (s)", .seconds, -0.2, 0.6, [(0, "0 s"), (0.5, "+0.5 s")]),
                    series: [.init(key: "nor", name: "Lando Norris", label: "NOR", points: delta)]),
            ])
    }

    // MARK: - Tracks

    /// A closed figure, `count` points and the first again at the end: a long oval with a kink.
    static func outline(count: Int = 400) -> [Chart.Point] {
        let points = (0..<count).map { index -> Chart.Point in
            let angle = Double(index) / Double(count) * 2 * .pi
            return Chart.Point(x: 900 * cos(angle) + 160 * cos(3 * angle), y: 420 * sin(angle) - 90 * sin(2 * angle))
        }
        return points + points.prefix(1)
    }

    static let gearColors: [F1UI.TeamColor] = [
        .init(red: 0x44, green: 0x01, blue: 0x54), .init(red: 0x46, green: 0x32, blue: 0x7E), .init(red: 0x36, green: 0x5C, blue: 0x8D),
        .init(red: 0x27, green: 0x7F, blue: 0x8E), .init(red: 0x1F, green: 0xA1, blue: 0x87), .init(red: 0x4A, green: 0xC1, blue: 0x6D),
        .init(red: 0x9F, green: 0xDA, blue: 0x3A), .init(red: 0xE8, green: 0xC5, blue: 0x1F),
    ]

    static let gears: [Chart.Category] = (1...8).map {
        .init(key: "gear\($0)", name: "Gear \($0)", letter: "\($0)", color: gearColors[$0 - 1])  // trap-ok: 8 colours for gears 1 to 8.
    }

    /// The gear along the outline: low in the four slow corners, top gear between them.
    static func gear(at index: Int, of count: Int) -> Int {
        let angle = Double(index) / Double(count) * 2 * .pi
        return min(8, max(1, Int((4.5 + 3.9 * cos(4 * angle)).rounded())))
    }

    static func frame(_ points: [Chart.Point], margin: Double = 60) -> (x: Chart.Axis, y: Chart.Axis) {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return (
            .init(title: "East (m)", unit: .metres, lower: (xs.min() ?? 0) - margin, upper: (xs.max() ?? 0) + margin, ticks: []),
            .init(title: "North (m)", unit: .metres, lower: (ys.min() ?? 0) - margin, upper: (ys.max() ?? 0) + margin, ticks: [])
        )
    }

    static func cornerMarkers(_ points: [Chart.Point]) -> [Chart.Marker] {
        [25, 80, 140, 210, 265, 330].enumerated().map { offset, index in
            .init(kind: .corner, x: points[index].x, y: points[index].y, label: "\(offset + 1)")  // trap-ok: indices within 400 points.
        }
    }

    /// The outline coloured stretch by stretch by the gear.
    static var trackByGear: Chart {
        let points = outline()
        let (x, y) = frame(points)
        return Chart(
            kind: .trackmap, mark: .track, title: "Sample circuit, gear by gear", summary: "Top gear on the straights, first in the hairpins.",
            x: x, y: y,
            series: [
                .init(
                    key: "ver", name: "Max Verstappen", label: "VER", color: red, points: points,
                    pointCategories: points.indices.map { "gear\(gear(at: $0, of: points.count - 1))" })
            ],
            categories: gears, markers: cornerMarkers(points))
    }

    /// The outline in grey and three cars on it.
    static var trackWithCars: Chart {
        let points = outline()
        let (x, y) = frame(points)
        let cars: [(String, String, F1UI.TeamColor, Int)] = [
            ("VER", "Max Verstappen", red, 40), ("NOR", "Lando Norris", orange, 44),
            ("LEC", "Charles Leclerc", .init(red: 0xE8, green: 0x00, blue: 0x20), 300),
        ]
        return Chart(
            kind: .trackmap, mark: .track, title: "Sample circuit, lap 12", summary: "Verstappen leads Norris by 0.4 s.", x: x, y: y,
            series: [.init(key: "track", name: "Circuit", label: "", color: .init(red: 0x9A, green: 0xA0, blue: 0xA6), points: points)]
                + cars.map { car in
                    // trap-ok: the cars' indices are fixed, within the outline's 401 points.
                    .init(key: car.0.lowercased(), name: car.1, label: car.0, color: car.2, points: [points[car.3]])
                },
            markers: cornerMarkers(points))
    }

    /// Named for golden files.
    static var named: [(String, Chart)] {
        [("telemetry", telemetry()), ("trackmap-gears", trackByGear), ("trackmap-cars", trackWithCars)]
    }

    static var all: [Chart] { named.map(\.1) }
}
