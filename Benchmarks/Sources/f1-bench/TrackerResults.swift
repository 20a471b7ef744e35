import Foundation

/// `f1-bench tracker`'s figures: a table of measures (median, min, max of their samples), then
/// the goals, met or not, and notes on anything odd seen on the way.
struct TrackerResults {
    enum Unit {
        case milliseconds, bytes, count
    }

    struct Row {
        var name: String
        var values: [Double]
        var unit: Unit

        var median: Double { values.sorted()[values.count / 2] }
    }

    struct Goal {
        var name: String
        var met: Bool
        var detail: String
    }

    var rows: [Row] = []
    var goals: [Goal] = []
    var notes: [String] = []

    mutating func add(_ name: String, _ values: [Double], _ unit: Unit) {
        guard !values.isEmpty else { return }
        rows.append(Row(name: name, values: values, unit: unit))
    }

    mutating func add(_ name: String, durations: [Duration]) {
        add(name, durations.map(Self.milliseconds), .milliseconds)
    }

    func row(_ name: String) -> Row? {
        rows.first { $0.name == name }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func text(_ value: Double, _ unit: Unit) -> String {
        switch unit {
        case .milliseconds: String(format: "%.1f ms", value)
        // %.0f, not Int(_:), so a value no Int holds is printed rather than trapped on.
        case .bytes: String(format: "%.0f B", value)
        case .count: String(format: "%.0f", value)
        }
    }

    func rendered(title: String) -> String {
        var lines = [title, ""]
        lines.append(pad("measure", 46) + lpad("median", 11) + lpad("min", 11) + lpad("max", 11) + lpad("n", 5))
        for row in rows {
            let values = [row.median, row.values.min() ?? 0, row.values.max() ?? 0].map { Self.text($0, row.unit) }
            lines.append(pad(row.name, 46) + values.map { lpad($0, 11) }.joined() + lpad("\(row.values.count)", 5))
        }
        lines += ["", "Goals"]
        for goal in goals {
            lines.append("  " + pad(goal.name, 40) + pad(goal.met ? "met" : "NOT MET", 9) + goal.detail)
        }
        if !notes.isEmpty {
            lines += ["", "Notes"] + notes.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
    }

    private func lpad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
