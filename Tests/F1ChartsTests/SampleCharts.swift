import F1Domain
import F1UI

/// Charts built by hand, small enough to read, with every feature a renderer must draw: lines and
/// steps, a second car in its team-mate's colour, a safety-car band, pit markers, rows of
/// categorised segments, groups, and a hostile name from the data.
enum SampleCharts {
    static let red = F1UI.TeamColor(red: 0x36, green: 0x71, blue: 0xC6)
    static let orange = F1UI.TeamColor(red: 0xFF, green: 0x80, blue: 0x00)

    static let lapAxis = Chart.Axis(
        title: "Lap", unit: .lap, lower: 0, upper: 10, ticks: stride(from: 0, through: 10, by: 5).map { Chart.Tick(Double($0), "\($0)") })

    /// Three cars over ten laps: places as steps, first place at the top.
    static var positions: Chart {
        let places: [(String, String, F1UI.TeamColor, Bool, [Double])] = [
            ("VER", "Max Verstappen", red, false, [2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1]),
            ("NOR", "Lando Norris", orange, false, [1, 2, 2, 3, 1, 1, 2, 2, 2, 2, 2]),
            ("PIA", "Oscar Piastri", orange, true, [3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3]),
        ]
        return Chart(
            kind: .positions, mark: .step, title: "Sample Grand Prix, lap by lap",
            summary: "Max Verstappen led 8 of 10 laps and won from second on the grid.", x: lapAxis,
            y: .init(title: "Position", unit: .position, lower: 1, upper: 3, ticks: [1, 2, 3].map { .init(Double($0), "P\($0)") }, isReversed: true),
            series: places.map { code, name, color, second, ys in
                Chart.Series(
                    key: code.lowercased(), name: name, label: code, color: color, isSecondCar: second,
                    points: ys.enumerated().map { .init(x: Double($0.offset), y: $0.element) })
            },
            markers: [
                .init(kind: .pitStop, x: 4, series: "ver", label: "VER pit stop, lap 4"),
                .init(kind: .pitStop, x: 3, series: "nor", label: "NOR pit stop, lap 3"),
                .init(kind: .chequeredFlag, x: 10, label: "Chequered flag"),
            ],
            periods: [.init(kind: .safetyCar, start: 5, end: 7)])
    }

    /// Gaps as lines, one of them with a lap missing.
    static var gaps: Chart {
        Chart(
            kind: .gaps, mark: .line, title: "Sample Grand Prix, gap to the leader", summary: "Lando Norris finished 4.2 s behind.", x: lapAxis,
            y: .init(title: "Gap to the leader (s)", unit: .seconds, lower: 0, upper: 10, ticks: [0, 5, 10].map { .init(Double($0), "+\($0) s") }),
            series: [
                .init(key: "ver", name: "Max Verstappen", label: "VER", color: red, points: (0...10).map { .init(x: Double($0), y: 0) }),
                .init(
                    key: "nor", name: "Lando Norris", label: "NOR", color: orange,
                    points: [0, 1, 2, 3, 5, 6, 7, 8, 9, 10].map { .init(x: Double($0), y: Double($0) * 0.42) }),
            ])
    }

    /// Tyre stints as rows of compounds, with a name that tries to break out of the picture.
    static var tyres: Chart {
        Chart(
            kind: .tyres, mark: .rows, title: "Sample Grand Prix, tyre strategy", summary: "Two cars stopped once; one did not stop.", x: lapAxis,
            y: .init(title: "Driver", unit: .position, lower: 0, upper: 3, ticks: []),
            series: [
                .init(
                    key: "ver", name: "Max Verstappen", label: "VER", color: red,
                    segments: [.init(start: 0, end: 4, category: "medium", label: "4"), .init(start: 4, end: 10, category: "hard", label: "6")]),
                .init(
                    key: "x", name: "<img src=x onerror=alert(1)> & \"Co\"", label: "<b>", color: nil,
                    segments: [.init(start: 0, end: 10, category: "hard", label: "10")]),
                .init(
                    key: "nor", name: "Lando Norris", label: "NOR", color: orange,
                    segments: [.init(start: 0, end: 3, category: "soft", label: "3"), .init(start: 3, end: 10, category: "medium", label: "7")]),
            ],
            categories: [
                .init(key: "soft", name: "Soft", letter: "S", color: .init(red: 0xDA, green: 0x29, blue: 0x1C)),
                .init(key: "medium", name: "Medium", letter: "M", color: .init(red: 0xFF, green: 0xD1, blue: 0x2E)),
                .init(key: "hard", name: "Hard", letter: "H", color: .init(red: 0xF0, green: 0xF0, blue: 0xEC)),
            ])
    }

    /// A gap to pole as bars, grouped by the segment each car reached.
    static var qualifying: Chart {
        Chart(
            kind: .qualifying, mark: .rows, title: "Sample Grand Prix, qualifying", summary: "Pole by 0.120 s.",
            x: .init(
                title: "Gap to pole (s)", unit: .seconds, lower: 0, upper: 1, ticks: [0, 0.5, 1].map { .init($0, String(format: "+%.1f", $0)) }),
            y: .init(title: "Driver", unit: .position, lower: 0, upper: 3, ticks: []),
            series: [
                .init(
                    key: "ver", name: "Max Verstappen", label: "VER", color: red, segments: [.init(start: 0, end: 0, label: "1:29.708")], group: "Q3"),
                .init(
                    key: "nor", name: "Lando Norris", label: "NOR", color: orange, segments: [.init(start: 0, end: 0.12, label: "+0.120")],
                    group: "Q3"),
                .init(
                    key: "pia", name: "Oscar Piastri", label: "PIA", color: orange, isSecondCar: true,
                    segments: [.init(start: 0, end: 0.85, label: "+0.850")],
                    group: "Q1"),
            ])
    }

    static var all: [Chart] { [positions, gaps, tyres, qualifying] }
}
