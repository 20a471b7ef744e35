import F1Charts
import F1Data
import F1Report
import F1UI
import F1UseCases
import Foundation

/// `f1-bench charts`: what a chart costs against the same data as a table, in the same run.
/// In the process: the Miami lap chart (57 laps × 22 cars, its pit stops and safety car) drawn as
/// SVG and as text, against its table. Whole processes: `f1report chart … --format svg` against
/// `--format table` and against the progression report's table, interleaved run by run.
struct ChartBenchmark {
    let executable: URL
    let recording: URL
    let f1db: String?
    let runs: Int

    func run() throws -> String {
        let timing = try OpenF1Recording(folder: recording).read().timing
        let builder = ReportBuilder(source: "OpenF1", timeZoneName: "UTC")
        var lines = [
            "Chart benchmark, median of \(runs) runs each (release build)", "", "In the process, the \(recording.lastPathComponent) lap chart:",
        ]
        let history = RaceHistory(timing: timing, season: 2026, round: 4)
        let document = builder.raceChart(.positions, history: history)
        guard let chart = document.sections.first?.chart else { throw BenchCommand.failure("The lap chart has no chart.") }
        let steps: [(String, () -> Int)] = [
            ("race history from the timing", { RaceHistory(timing: timing, season: 2026, round: 4).cars.count }),
            ("document (chart and table)", { builder.raceChart(.positions, history: history).sections.count }),
            ("SVG, 960×540", { chart.svg().utf8.count }),
            ("terminal drawing, 120×40", { chart.terminalLines(width: 120, height: 40, usesColor: true).count }),
            ("text table", { document.rendered(as: .text, style: ReportStyle(width: 1000)).utf8.count }),
        ]
        for (name, step) in steps {
            var samples: [Double] = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = step()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            lines.append(
                "  " + name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", samples.sorted()[samples.count / 2]))
        }
        var commands: [(name: String, arguments: [String])] = [
            ("true (process start)", []),
            ("chart positions --format table", ["chart", "positions", "--replay", recording.path, "--format", "table"]),
            ("chart positions --format svg", ["chart", "positions", "--replay", recording.path, "--format", "svg"]),
        ]
        if let f1db {
            commands += [
                ("progression 2021 (table)", ["progression", "2021", "--f1db", f1db]),
                ("chart progression 2021 --format svg", ["chart", "progression", "2021", "--f1db", f1db, "--format", "svg"]),
            ]
        }
        var samples = Array(repeating: [Double](), count: commands.count)
        let trueCommand = URL(fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/usr/bin/true") ? "/usr/bin/true" : "/bin/true")
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                samples[index].append(try ReportBenchmark.time(index == 0 ? trueCommand : executable, command.arguments))
            }
        }
        lines += ["", "Whole f1report processes, output to /dev/null:"]
        for (index, command) in commands.enumerated() {
            let median = samples[index].sorted()[samples[index].count / 2] * 1000
            lines.append("  " + command.name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", median))
        }
        return lines.joined(separator: "\n")
    }
}
