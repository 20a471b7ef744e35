import Foundation

/// The benchmark's printed table: one row per mode, then the throughput ratios.
struct ResultTable {
    struct Row {
        var mode: String
        var subset: String
        var files: Int
        var bytes: Int
        var seconds: Double
        /// Items produced, printed so no work can be optimised away.
        var checksum: Int

        var megabytes: Double { Double(bytes) / 1_000_000 }
        var megabytesPerSecond: Double { megabytes / seconds }
    }

    var rows: [Row] = []
    /// Throughput of the second mode as a fraction of the first's.
    var ratios: [(name: String, value: Double)] = []

    func rendered(runs: Int) -> String {
        var lines = ["YAML benchmark, median of \(runs) runs (release build)", ""]
        lines.append(
            pad("mode", 38) + pad("subset", 14) + lpad("files", 7) + lpad("MB", 8) + lpad("median s", 10)
                + lpad("MB/s", 8) + lpad("items", 10))
        for row in rows {
            lines.append(
                pad(row.mode, 38) + pad(row.subset, 14) + lpad("\(row.files)", 7)
                    + lpad(String(format: "%.1f", row.megabytes), 8) + lpad(String(format: "%.3f", row.seconds), 10)
                    + lpad(String(format: "%.1f", row.megabytesPerSecond), 8) + lpad("\(row.checksum)", 10))
        }
        lines.append("")
        for ratio in ratios {
            lines.append(pad(ratio.name, 62) + String(format: "%.2f", ratio.value))
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
