import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running process's CPU use so far, from Linux's /proc: user and system time in clock ticks
/// (all threads), and from each thread's schedstat its time on a CPU and how often it was run,
/// which counts wake-ups, so a loop that polls shows even when each turn costs next to nothing.
struct ProcessUsage {
    /// One thread's share.
    struct Thread {
        var name: String
        var cpuNanoseconds: Int
        var timesRun: Int
    }

    /// What happened between two samples: threads that ended meanwhile are left out of the sums.
    struct Change {
        var ticks: Int
        var cpuNanoseconds: Int
        var timesRun: Int
        /// "tid (name)" and how often it ran, busiest first.
        var threadsRun: [(thread: String, times: Int)]
        var threadsEnded: Int

        var milliseconds: Double { Double(ticks) * 1000 / Double(ProcessUsage.ticksPerSecond) }
    }

    var ticks: Int
    /// By thread id.
    var threads: [String: Thread] = [:]
    /// Whether the process has a controlling terminal and is in its foreground (so resizing sends it SIGWINCH).
    var ownsTerminal: Bool

    static var ticksPerSecond: Int { sysconf(Int32(_SC_CLK_TCK)) }

    /// nil where /proc cannot tell (not Linux, or the process has gone).
    static func sample(_ pid: pid_t) -> ProcessUsage? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let nameEnd = stat.lastIndex(of: ")") else { return nil }
        // After "pid (name)": state, ppid, pgrp, session, tty_nr, tpgid, ... utime (11), stime (12).
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        var usage = ProcessUsage(ticks: user + system, ownsTerminal: fields[4] != "0" && fields[5] == fields[2])
        let task = "/proc/\(pid)/task"
        for id in (try? FileManager.default.contentsOfDirectory(atPath: task)) ?? [] {
            guard let schedstat = try? String(contentsOfFile: "\(task)/\(id)/schedstat", encoding: .utf8) else { continue }
            let numbers = schedstat.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard numbers.count >= 3 else { continue }
            let name = (try? String(contentsOfFile: "\(task)/\(id)/comm", encoding: .utf8)) ?? "?"
            usage.threads[id] = Thread(name: name.trimmingCharacters(in: .whitespacesAndNewlines), cpuNanoseconds: numbers[0], timesRun: numbers[2])
        }
        return usage
    }

    func change(since earlier: ProcessUsage) -> Change {
        var change = Change(
            ticks: ticks - earlier.ticks, cpuNanoseconds: 0, timesRun: 0, threadsRun: [],
            threadsEnded: earlier.threads.keys.filter { threads[$0] == nil }.count)
        for (id, thread) in threads {
            let before = earlier.threads[id]
            let times = thread.timesRun - (before?.timesRun ?? 0)
            change.cpuNanoseconds += thread.cpuNanoseconds - (before?.cpuNanoseconds ?? 0)
            change.timesRun += times
            if times > 0 { change.threadsRun.append(("\(id) (\(thread.name))", times)) }
        }
        change.threadsRun.sort { $0.times > $1.times }
        return change
    }
}
