import F1Domain
import F1UseCases

extension ReportBuilder {
    /// Speed over distance, with throttle, brake, gear and the delta to the quickest lap stacked
    /// under it, corners marked on every panel.
    func telemetryChart(_ content: TelemetryComparison, summary: String) -> Chart? {
        guard let first = content.laps.first, let length = first.telemetry.distanceCovered, length > 0 else { return nil }
        let colors = TrackMapPalette.colors(content.laps.map(\.driver))
        func series(_ channel: (TelemetrySample) -> Double?) -> [Chart.Series] {
            content.laps.enumerated().map { index, lap in
                let points = lap.telemetry.samples.compactMap { sample -> Chart.Point? in
                    guard let distance = sample.distance, let value = channel(sample), distance.isFinite, value.isFinite else { return nil }
                    return Chart.Point(x: distance, y: value)
                }
                return Chart.Series(
                    key: lap.driver.acronym, name: "\(lap.driver.name), lap \(lap.lap.lap)", label: lap.driver.acronym,
                    color: colors[index].color, isSecondCar: colors[index].isSecondCar, points: points)  // trap-ok: one colour per lap.
            }
        }
        let topSpeed = content.laps.compactMap(\.telemetry.topSpeed).max() ?? 350
        let speedUpper = Chart.niceUpper(topSpeed, count: 6)
        let speedAxis = Chart.Axis(
            title: "Speed (km/h)", unit: .speed, lower: 0, upper: speedUpper,
            ticks: Chart.ticks(lower: 0, upper: speedUpper, count: 4) { Chart.whole($0) })
        var panels = [
            Chart.Panel(
                key: "throttle", y: .init(title: "Throttle (%)", unit: .percent, lower: 0, upper: 100, ticks: [.init(0, "0"), .init(100, "100")]),
                series: series { $0.throttle.map { min($0, 100) } }),
            Chart.Panel(
                key: "brake", y: .init(title: "Brake", unit: .gear, lower: 0, upper: 1, ticks: [.init(0, "off"), .init(1, "on")]), mark: .step,
                series: series { $0.brake.map { $0 ? 1 : 0 } }),
            Chart.Panel(
                key: "gear",
                y: .init(title: "Gear", unit: .gear, lower: 0, upper: 8, ticks: [.init(2, "2"), .init(4, "4"), .init(6, "6"), .init(8, "8")]),
                mark: .step, series: series { $0.gear.map(Double.init) }),
        ]
        let deltas = content.laps.enumerated().compactMap { index, lap -> Chart.Series? in
            guard let delta = lap.delta else { return nil }
            // Every other point: 10 m apart is finer than any trace's samples.
            let points = delta.points.enumerated().compactMap { offset, point in
                offset % 2 == 0 || offset == delta.points.count - 1 ? Chart.Point(x: point.distance, y: point.delta) : nil
            }
            return Chart.Series(
                key: lap.driver.acronym, name: "\(lap.driver.name) against \(first.driver.name)", label: lap.driver.acronym,
                color: colors[index].color, isSecondCar: colors[index].isSecondCar, points: points)  // trap-ok: one colour per lap.
        }
        if !deltas.isEmpty {
            let values = deltas.flatMap(\.points).map(\.y).filter(\.isFinite)
            // At least ±0.1 s: the ticks are labelled to a tenth, and ±0.05 would read "±0.1".
            let reach = Chart.niceUpper(max(values.map(abs).max() ?? 0.1, 0.1), count: 2)
            panels.append(
                Chart.Panel(
                    key: "delta",
                    y: .init(
                        title: "Delta to \(first.driver.acronym) (s)", unit: .seconds, lower: -reach, upper: reach,
                        ticks: [.init(-reach, Self.signed(-reach)), .init(0, "0"), .init(reach, Self.signed(reach))]),
                    series: deltas))
        }
        let corners = content.corners.filter { $0.distance > 0 && $0.distance < length }.map {
            Chart.Marker(kind: .corner, x: $0.distance, label: "T\($0.number)\($0.letter ?? "")")
        }
        let distanceAxis = Chart.Axis(
            title: "Distance (m)", unit: .metres, lower: 0, upper: length, ticks: Chart.ticks(lower: 0, upper: length, count: 8) { Chart.whole($0) })
        return Chart(
            kind: .telemetry, mark: .line, title: "Telemetry: \(content.laps.map(\.driver.acronym).joined(separator: " v ")), \(content.session)",
            summary: summary, x: distanceAxis, y: speedAxis, series: series { $0.speed }, markers: corners,
            notes: content.laps.count > 1 ? ["Delta: time behind \(first.driver.acronym)'s lap at each point (above 0 is behind)."] : [],
            panels: panels)
    }

    /// "+0.2", "-0.2".
    private static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + Chart.whole(value)
    }
}

/// The colours of the telemetry faces: drivers by team, speed as a ramp, gears one each.
package enum TrackMapPalette {
    /// Each driver's team colour (a fallback where the feed sends none); a team's second car flagged.
    static func colors(_ drivers: [TimingDriver]) -> [(color: F1UI.TeamColor?, isSecondCar: Bool)] {
        let series = drivers.map { Chart.Series(key: $0.acronym, name: $0.name, label: $0.acronym) }
        return Chart.colored(series, teams: drivers.map { _ in nil }, feedColours: drivers.map(\.teamColour)).map { ($0.color, $0.isSecondCar) }
    }

    /// A driver's cell, coloured by the team's colour as the feed sends it.
    static func teamMeaning(_ driver: TimingDriver) -> ReportDocument.Cell.Meaning? {
        driver.teamColour.flatMap(F1UI.TeamColor.init(hexText:)).map { .teamColor($0) }
    }

    /// Slow to fast: blue, cyan, green, yellow, orange, red (readable on light and dark).
    static let speedRamp: [F1UI.TeamColor] = [
        .init(hex: 0x3B4CC0), .init(hex: 0x2C9AC8), .init(hex: 0x35B779), .init(hex: 0xC9C82A), .init(hex: 0xF28E2B), .init(hex: 0xD62728),
    ]

    /// Gears 1 to 8 in distinct colours.
    static let gears: [F1UI.TeamColor] = [
        .init(hex: 0x440154), .init(hex: 0x3B528B), .init(hex: 0x21908C), .init(hex: 0x5DC863), .init(hex: 0xB5DE2B),
        .init(hex: 0xFDE725), .init(hex: 0xF28E2B), .init(hex: 0xD62728),
    ]
}
