import ErgastEmulator
import F1Data
import F1DataLive
import F1Domain
import FetchHelperSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `f1-bench requests`: how a session followed live for hours should make its requests. The same
/// small OpenF1 answer (the race's weather, about 2 KB) asked for again and again from the
/// emulator on 127.0.0.1, three ways, in turn within each run so machine load hits all alike:
/// a helper process per request (f1report's way for one-off reports), one helper kept for the
/// session, and URLSession linked into the process. Wall time per request, and CPU time (this
/// process and its helpers) per request.
struct RequestBenchmark {
    let fetcher: URL
    let recording: URL
    let runs: Int
    let requestsPerRun: Int

    enum Way: String, CaseIterable {
        case helperPerRequest = "a helper per request"
        case keptHelper = "one helper kept for the session"
        case linked = "URLSession linked in"
    }

    func run() async throws -> String {
        let emulator = try OpenF1Emulator(recording: recording, startingAt: Moment(millisecondsSince1970: 4_102_444_800_000))
        try emulator.start()
        defer { emulator.stop() }
        let url = emulator.baseURL.appending(path: "weather").appending(queryItems: [URLQueryItem(name: "session_key", value: "11280")])
        var latencies: [Way: [Double]] = [:]
        var cpu: [Way: [Double]] = [:]
        var firsts: [Way: [Double]] = [:]
        for _ in 0..<runs {
            for way in Way.allCases {
                let (times, cpuPerRequest) = try await measure(way, url: url)
                latencies[way, default: []] += times
                firsts[way, default: []].append(times[0])
                cpu[way, default: []].append(cpuPerRequest)
            }
        }
        var lines = [
            "\(requestsPerRun) GETs of a 2 KB OpenF1 answer from the emulator on 127.0.0.1, \(runs) runs (release build)", "",
            "way                                per request (median / p95)   first request   CPU per request",
        ]
        for way in Way.allCases {
            let times = latencies[way] ?? []
            lines.append(
                way.rawValue.padding(toLength: 35, withPad: " ", startingAt: 0)
                    + String(format: "%8.2f / %6.2f ms", Self.quantile(times, 0.5) * 1000, Self.quantile(times, 0.95) * 1000)
                    + String(format: "%14.2f ms", Self.quantile(firsts[way] ?? [], 0.5) * 1000)
                    + String(format: "%15.2f ms", Self.quantile(cpu[way] ?? [], 0.5) * 1000))
        }
        let hours = 2.0
        let perMinute = 30.0
        let cost = { (way: Way) in Self.quantile(self.cpuFigures(cpu[way]), 0.5) * hours * 60 * perMinute }
        lines += [
            "",
            String(
                format: "A two-hour session at OpenF1's 30 requests a minute: %.0f s of CPU with a helper per request, %.1f s kept, %.1f s linked.",
                cost(.helperPerRequest), cost(.keptHelper), cost(.linked)),
        ]
        return lines.joined(separator: "\n")
    }

    private func cpuFigures(_ values: [Double]?) -> [Double] { values ?? [] }

    /// Each request's wall time, and the CPU time per request of the whole batch (helpers' included,
    /// counted once they have exited).
    private func measure(_ way: Way, url: URL) async throws -> ([Double], Double) {
        let before = Self.cpuSeconds()
        var times: [Double] = []
        switch way {
        case .helperPerRequest:
            let client = ProcessHTTPClient(fetcher: fetcher)
            for _ in 0..<requestsPerRun { times.append(try await timed { try await client.get(url) }) }
        case .keptHelper:
            let client = KeptHelperHTTPClient(fetcher: fetcher)
            for _ in 0..<requestsPerRun { times.append(try await timed { try await client.get(url) }) }
            await client.stop()
            // Its CPU time is counted once it has exited and been waited for.
            let deadline = ContinuousClock.now + .seconds(5)
            while Self.cpuSeconds().children == before.children, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        case .linked:
            let client = URLSessionHTTPClient()
            for _ in 0..<requestsPerRun { times.append(try await timed { try await client.get(url) }) }
        }
        let after = Self.cpuSeconds()
        return (times, (after.own - before.own + after.children - before.children) / Double(requestsPerRun))
    }

    private func timed(_ request: () async throws -> HTTPResponse) async throws -> Double {
        let start = ContinuousClock.now
        let response = try await request()
        guard response.status == 200, response.body.count > 1000 else { throw BenchmarkError("the emulator answered \(response.status)") }
        return (ContinuousClock.now - start).seconds
    }

    /// User and system time of this process and of its children that have been waited for.
    static func cpuSeconds() -> (own: Double, children: Double) {
        var own = rusage()
        var children = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
        #else
        getrusage(RUSAGE_SELF, &own)
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        let seconds = { (usage: rusage) in
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return (seconds(own), seconds(children))
    }

    static func quantile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]  // trap-ok: fraction in 0...1
    }
}
