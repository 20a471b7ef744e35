import F1Domain
import F1UseCases

/// A track map worked out from its content: the lap's samples placed on the outline by the
/// fraction of the lap each had run, each stretch's colour, the corners' speeds.
struct TrackMapDrawing {
    struct Stretch {
        var start: Double
        var end: Double
        var driver: TimingDriver
        /// How much quicker than the next quickest through the stretch, seconds.
        var margin: Double?
    }

    struct CornerSpeed {
        var corner: TrackCorner
        var speed: Double
        var gear: Int?
    }

    let content: TrackMapContent
    let colouring: TrackColouring
    /// The number of equal stretches the fastest colouring compares.
    static let stretchCount = 25

    var title: String {
        let drivers = content.laps.map(\.driver.acronym).joined(separator: " v ")
        return "Track map by \(colouring.rawValue): \(drivers), \(content.session)"
    }

    /// Each stretch of the lap and the lap quickest through it (by the delta's change there).
    var stretches: [Stretch] {
        guard content.laps.count >= 2, let reference = content.laps.first, let length = reference.telemetry.distanceCovered, length > 0 else {
            return []
        }
        let step = length / Double(Self.stretchCount)
        return (0..<Self.stretchCount).map { index in
            let (start, end) = (Double(index) * step, Double(index + 1) * step)
            // Each lap's time through the stretch, against the reference lap's (0 for the reference).
            let times = content.laps.map { lap -> Double in
                guard let delta = lap.delta else { return 0 }
                return (delta.delta(at: end) ?? 0) - (delta.delta(at: start) ?? 0)
            }
            let order = times.indices.sorted { times[$0] < times[$1] }  // trap-ok: indices of times.
            let best = order[0]  // trap-ok: at least two laps.
            let margin = order.count > 1 ? times[order[1]] - times[best] : nil  // trap-ok: checked.
            return Stretch(start: start, end: end, driver: content.laps[best].driver, margin: margin)  // trap-ok: an index of laps.
        }
    }

    /// Each corner's lowest speed within 100 m on the first lap, and the gear there.
    var cornerSpeeds: [CornerSpeed] {
        guard let lap = content.laps.first else { return [] }
        return content.layout.corners.compactMap { corner in
            let near = lap.telemetry.samples.filter { abs(($0.distance ?? -1_000) - corner.distance) <= 100 }
            guard let slowest = near.min(by: { $0.speed < $1.speed }) else { return nil }
            return CornerSpeed(corner: corner, speed: slowest.speed, gear: slowest.gear)
        }
    }

    var chart: Chart {
        let layout = content.layout
        let outline = layout.outline.points
        let xs = outline.map(\.x)
        let ys = outline.map(\.y)
        let (lowX, highX) = (xs.min() ?? 0, xs.max() ?? 1)
        let (lowY, highY) = (ys.min() ?? 0, ys.max() ?? 1)
        var series: [Chart.Series] = []
        var categories: [Chart.Category] = []
        if let lap = content.laps.first, let length = lap.telemetry.distanceCovered, length > 0 {
            let samples = lap.telemetry.samples.filter { $0.distance != nil }
            let points = samples.map { sample -> Chart.Point in
                let place = layout.point(atFraction: min(max((sample.distance ?? 0) / length, 0), 0.999_999))
                return Chart.Point(x: place.x, y: place.y)
            }
            let (keys, legend) = categoriesAlong(samples, length: length)
            categories = legend
            series.append(
                Chart.Series(
                    key: "lap", name: "\(lap.driver.name), lap \(lap.lap.lap)", label: lap.driver.acronym, points: points, pointCategories: keys))
        } else {
            series.append(Chart.Series(key: "outline", name: layout.name, label: "", points: outline.map { Chart.Point(x: $0.x, y: $0.y) }))
        }
        let corners = layout.corners.map { corner -> Chart.Marker in
            let place = layout.point(of: corner)
            return Chart.Marker(kind: .corner, x: place.x, y: place.y, label: "T\(corner.number)\(corner.letter ?? "")")
        }
        let start = layout.point(atFraction: 0)
        return Chart(
            kind: .trackmap, mark: .track, title: title, summary: summary,
            x: .init(title: "", unit: .metres, lower: lowX, upper: highX, ticks: []),
            y: .init(title: "", unit: .metres, lower: lowY, upper: highY, ticks: []),
            series: series, categories: categories,
            markers: corners + [Chart.Marker(kind: .chequeredFlag, x: start.x, y: start.y, label: "Start and finish")],
            notes: layout.credit.map { [$0] } ?? [])
    }

    /// One sentence of what the colours show.
    var summary: String {
        guard let lap = content.laps.first else { return "The outline of \(content.layout.name)." }
        switch colouring {
        case .speed:
            let top = lap.telemetry.topSpeed.map { "\(ReportBuilder.whole($0)) km/h" } ?? "unknown"
            let slowest = cornerSpeeds.min { $0.speed < $1.speed }
            let slow = slowest.map { ", slowest at \(ReportBuilder.cornerName($0.corner)) (\(ReportBuilder.whole($0.speed)) km/h)" } ?? ""
            return "\(lap.driver.name)'s lap \(lap.lap.lap) at \(content.layout.name) by speed: top speed \(top)\(slow)."
        case .gear:
            let gears = Set(lap.telemetry.samples.compactMap(\.gear)).filter { $0 > 0 }.sorted()
            let range = gears.first.map { "gears \($0) to \(gears.last ?? $0)" } ?? "no gear recorded"
            return "\(lap.driver.name)'s lap \(lap.lap.lap) at \(content.layout.name) by gear: \(range)."
        case .fastest:
            let counts = Dictionary(grouping: stretches, by: \.driver.acronym).mapValues(\.count)
            let ranked = content.laps.map(\.driver.acronym).map { ($0, counts[$0] ?? 0) }
            let said = ranked.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            return "Quickest in each of \(Self.stretchCount) stretches at \(content.layout.name): \(said)."
        }
    }

    /// Each sample's category key and the categories in legend order.
    private func categoriesAlong(_ samples: [TelemetrySample], length: Double) -> ([String], [Chart.Category]) {
        switch colouring {
        case .speed:
            let speeds = samples.map(\.speed)
            let low = (speeds.min() ?? 0)
            let high = max(speeds.max() ?? 1, low + 1)
            let ramp = TrackMapPalette.speedRamp
            let band = (high - low) / Double(ramp.count)
            let categories = ramp.indices.map { index in
                let from = ReportBuilder.whole(low + band * Double(index))
                let to = ReportBuilder.whole(low + band * Double(index + 1))
                let color = ramp[index]  // trap-ok: an index of ramp.
                return Chart.Category(key: "speed\(index)", name: "\(from)–\(to) km/h", letter: String(index + 1), color: color)
            }
            let keys = speeds.map { speed in
                let band = Int(min(max(((speed - low) / band).rounded(.down), 0), Double(ramp.count - 1)))  // trap-ok: clamped.
                return "speed\(band)"
            }
            return (keys, categories)
        case .gear:
            let colours = TrackMapPalette.gears
            let categories = colours.enumerated().map { index, color in
                Chart.Category(key: "gear\(index + 1)", name: "Gear \(index + 1)", letter: String(index + 1), color: color)
            }
            // A sample without a gear, or in neutral, is no gear's: the line's own colour, not gear 1's.
            let keys = samples.map { sample in sample.gear.flatMap { (1...8).contains($0) ? "gear\($0)" : nil } ?? "nogear" }
            return (keys, categories)
        case .fastest:
            let stretches = stretches
            let colors = TrackMapPalette.colors(content.laps.map(\.driver))
            let categories = content.laps.enumerated().map { index, lap in
                Chart.Category(
                    key: lap.driver.acronym, name: lap.driver.name, letter: lap.driver.acronym,
                    color: colors[index].color ?? Chart.fallback[index % Chart.fallback.count])  // trap-ok: one colour per lap, modulo.
            }
            guard !stretches.isEmpty else { return (samples.map { _ in content.laps[0].driver.acronym }, categories) }  // trap-ok: a lap exists.
            let step = length / Double(Self.stretchCount)
            let keys = samples.map { sample -> String in
                let index = min(Self.stretchCount - 1, max(0, Int(((sample.distance ?? 0) / step).rounded(.down))))  // trap-ok: step > 0.
                return stretches[index].driver.acronym  // trap-ok: clamped to the stretches.
            }
            return (keys, categories)
        }
    }
}
