import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `f1-bench report`: wall time of whole `f1report` processes on the demo data, against `true`
/// as the cost of starting any process, interleaved run by run so machine load hits all alike.
struct ReportBenchmark {
    let executable: URL
    let runs: Int
    /// With an f1db folder, times the f1db commands instead of the demo ones.
    var f1db: String?

    static let commands: [(name: String, arguments: [String])] = [
        ("true (process start)", []),
        ("f1report standings drivers", ["standings", "drivers"]),
        ("f1report season", ["season"]),
        ("f1report race 2025 1", ["race", "2025", "1"]),
        ("f1report", []),
        ("f1report next", ["next"]),
        ("f1report weekend 2025 4", ["weekend", "2025", "4"]),
        ("f1report qualifying 2025 3", ["qualifying", "2025", "3"]),
        ("f1report sprint 2025 2", ["sprint", "2025", "2"]),
        ("f1report grid 2025 3", ["grid", "2025", "3"]),
        ("f1report pitstops 2025 3", ["pitstops", "2025", "3"]),
    ]

    static func f1dbCommands(_ path: String) -> [(name: String, arguments: [String])] {
        [
            ("true (process start)", []),
            ("f1report season 2023", ["season", "2023", "--f1db", path]),
            ("f1report standings drivers 1976", ["standings", "drivers", "1976", "--f1db", path]),
            ("f1report race 2021 12", ["race", "2021", "12", "--f1db", path]),
            ("f1report champions", ["champions", "--f1db", path]),
            ("f1report championship 1988", ["championship", "1988", "--f1db", path]),
            ("f1report progression 2023", ["progression", "2023", "--f1db", path]),
            ("f1report championship 2023 --under 1991", ["championship", "2023", "--under", "1991", "--f1db", path]),
            ("f1report title 2026", ["title", "2026", "--f1db", path]),
            ("f1report weekend 2024 6", ["weekend", "2024", "6", "--f1db", path]),
            ("f1report race 2024 6", ["race", "2024", "6", "--f1db", path]),
            ("f1report qualifying 2021 12", ["qualifying", "2021", "12", "--f1db", path]),
            ("f1report sprint 2024 6", ["sprint", "2024", "6", "--f1db", path]),
            ("f1report grid 2024 6", ["grid", "2024", "6", "--f1db", path]),
            ("f1report pitstops 2024 6", ["pitstops", "2024", "6", "--f1db", path]),
        ]
    }

    func run() throws -> String {
        let commands = f1db.map(Self.f1dbCommands) ?? Self.commands
        var samples = Array(repeating: [Double](), count: commands.count)
        let trueCommand = URL(fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/usr/bin/true") ? "/usr/bin/true" : "/bin/true")
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                let program = index == 0 ? trueCommand : executable
                samples[index].append(try Self.time(program, command.arguments))
            }
        }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        let data = f1db == nil ? "demo data" : "f1db"
        var lines = ["f1report benchmark, median of \(runs) runs each (release build, \(data), output to /dev/null)", ""]
        for (index, command) in commands.enumerated() {
            let overStart = index == 0 ? "" : String(format: "   (%.1f ms over process start)", (medians[index] - medians[0]) * 1000)
            lines.append(
                command.name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", medians[index] * 1000) + overStart)
        }
        return lines.joined(separator: "\n")
    }

    /// Seconds from launch to exit. posix_spawn with output to /dev/null, so the figure is the
    /// program's own time, not the cost of Foundation's Process and pipes.
    static func time(_ program: URL, _ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, program.path, &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError("cannot start \(program.path)")
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else {
            throw BenchmarkError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed with status \(status)")
        }
        return elapsed
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
