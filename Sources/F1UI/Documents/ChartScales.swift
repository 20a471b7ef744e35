import F1Domain

/// Axes and colours fitted to the data, the same for every chart face.
extension Chart {
    /// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most `count` parts.
    static func niceStep(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let rough = span / Double(count)
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        for factor in [1.0, 2, 5, 10] where magnitude * factor >= rough { return magnitude * factor }
        return magnitude * 10
    }

    /// The first multiple of a nice step at or above `largest` (at least one step): an axis' top.
    static func niceUpper(_ largest: Double, count: Int) -> Double {
        let largest = largest.isFinite ? max(largest, 0) : 0
        let step = niceStep(span: max(largest, 1e-9), count: count)
        return max((largest / step).rounded(.up) * step, step)
    }

    /// Ticks at every multiple of a nice step between the axis' ends.
    static func ticks(lower: Double, upper: Double, count: Int = 8, label: (Double) -> String) -> [Tick] {
        let step = niceStep(span: upper - lower, count: count)
        var value = (lower / step).rounded(.up) * step
        var ticks: [Tick] = []
        while value <= upper + step / 1000, ticks.count < 100 {
            ticks.append(Tick(value, label(value)))
            value += step
        }
        return ticks
    }

    /// Laps 0 (the start) to the distance.
    static func lapAxis(laps: Int) -> Axis {
        Axis(
            title: "Lap", unit: .lap, lower: 0, upper: Double(max(laps, 1)),
            ticks: ticks(lower: 0, upper: Double(max(laps, 1)), count: 10) { whole($0) })
    }

    /// First place at the top, every fifth place ticked (and the first).
    static func positionAxis(cars: Int) -> Axis {
        let last = max(cars, 2)
        let marks = [1] + stride(from: 5, through: last, by: 5).map { $0 }
        return Axis(
            title: "Position", unit: .position, lower: 1, upper: Double(last), ticks: marks.map { Tick(Double($0), "P\($0)") }, isReversed: true)
    }

    /// "12", "0.5": at most one decimal, never "-0".
    static func whole(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "0" }
        let scaled = Int(tenths)  // trap-ok: finite and under 1e15
        if scaled == 0 { return "0" }
        return scaled % 10 == 0 ? String(scaled / 10) : (scaled < 0 ? "-" : "") + "\(abs(scaled) / 10).\(abs(scaled) % 10)"
    }

    /// "+12 s", "+0.5 s".
    static func seconds(_ value: Double) -> String {
        value == 0 ? "0 s" : "+\(whole(value)) s"
    }

    /// "1:32.4": a lap time to the tenth.
    static func lapTime(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e7 else { return "" }
        let tenths = Int((seconds * 10).rounded())  // trap-ok: finite, under 1e8
        let minutes = tenths / 600
        let rest = tenths % 600
        let secondsText = rest / 10 < 10 ? "0\(rest / 10)" : "\(rest / 10)"
        return "\(minutes):\(secondsText).\(rest % 10)"
    }

    /// Each series' colour: its team's by constructor id, else the feed's (`F1UI.TeamColor.of`),
    /// else one of a few distinct fallbacks, the same for both cars of a team; the second car of a
    /// team whose colour is already used is marked so faces draw it dashed.
    static func colored(_ series: [Series], teams: [Constructor.ID?], feedColours: [String?] = []) -> [Series] {
        var seen: Set<String> = []
        var fallbacks: [String: F1UI.TeamColor] = [:]
        return series.enumerated().map { index, series in
            var series = series
            // A value that is not a number is not drawn: it would land at an edge.
            series.points = series.points.filter { $0.x.isFinite && $0.y.isFinite }
            let team = teams[safe: index] ?? nil
            let feed = feedColours[safe: index] ?? nil
            let teamKey = team?.rawValue ?? feed ?? "series \(index)"
            let color = F1UI.TeamColor.of(team, feedColour: feed)
            // A team without a colour of its own keeps one fallback colour for both its cars.
            if color == nil, fallbacks[teamKey] == nil { fallbacks[teamKey] = fallback[fallbacks.count % fallback.count] }
            series.color = color ?? fallbacks[teamKey]
            series.isSecondCar = !seen.insert(teamKey).inserted
            return series
        }
    }

    /// Distinct colours for teams without one of their own (earlier eras), readable on light and dark.
    package static let fallback: [F1UI.TeamColor] = [
        .init(red: 0x1F, green: 0x77, blue: 0xB4), .init(red: 0xD6, green: 0x27, blue: 0x28), .init(red: 0x2C, green: 0xA0, blue: 0x2C),
        .init(red: 0x94, green: 0x67, blue: 0xBD), .init(red: 0x8C, green: 0x56, blue: 0x4B), .init(red: 0xE3, green: 0x77, blue: 0xC2),
        .init(red: 0x7F, green: 0x7F, blue: 0x7F), .init(red: 0xBC, green: 0xBD, blue: 0x22), .init(red: 0x17, green: 0xBE, blue: 0xCF),
        .init(red: 0xFF, green: 0x7F, blue: 0x0E),
    ]

    /// The category key of a compound: "medium".
    static func compoundKey(_ compound: TyreCompound) -> String {
        switch compound {
        case .soft: "soft"
        case .medium: "medium"
        case .hard: "hard"
        case .intermediate: "intermediate"
        case .wet: "wet"
        case .unknown: "unknown"
        }
    }

    /// The tyre compounds in the colours the broadcast gives them.
    static let compounds: [Category] = [
        .init(key: "soft", name: "Soft", letter: "S", color: .init(red: 0xDA, green: 0x29, blue: 0x1C)),
        .init(key: "medium", name: "Medium", letter: "M", color: .init(red: 0xFF, green: 0xD1, blue: 0x2E)),
        .init(key: "hard", name: "Hard", letter: "H", color: .init(red: 0xF0, green: 0xF0, blue: 0xEC)),
        .init(key: "intermediate", name: "Intermediate", letter: "I", color: .init(red: 0x43, green: 0xB0, blue: 0x2A)),
        .init(key: "wet", name: "Wet", letter: "W", color: .init(red: 0x00, green: 0x67, blue: 0xAD)),
        .init(key: "unknown", name: "Unknown", letter: "?", color: .init(red: 0x8A, green: 0x8A, blue: 0x8A)),
    ]
}
