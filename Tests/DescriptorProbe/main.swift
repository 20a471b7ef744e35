import FetchHelperSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// descriptor-probe HELD RUNS FETCHER [--foundation]: opens HELD descriptors (not closed on exec),
// then starts FETCHER RUNS times through f1report's per-request client, four at a time, and three
// times through one kept helper, and prints what FetchHelperSupportTests checks. With
// --foundation it starts FETCHER through Foundation's Process instead, the path it replaced, its
// output left on this one's: to compare by hand (on 2026-12-06 every such child held a descriptor
// past its standard streams and its listing's; none crashed in two runs of 1,200).

/// Every descriptor open now, asked one by one (nothing is listed).
func openDescriptors() -> [Int32] {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    return (0..<Int32(clamping: limit.rlim_cur)).filter { fcntl($0, F_GETFD) >= 0 }
}

/// The helpers' answers: each one's own descriptors, as it listed them.
func startHelpers(_ fetcher: URL, runs: Int) async throws -> [String] {
    let url = URL(string: "https://example.org/x.json")!  // trap-ok: a literal URL
    var answers = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<4 {
            group.addTask {
                var answers: [String] = []
                for _ in 0..<runs / 4 {
                    let response = try await ProcessHTTPClient(fetcher: fetcher, deadline: .seconds(60)).get(url)
                    answers.append(String(decoding: response.body, as: UTF8.self))
                }
                return answers
            }
        }
        return try await group.reduce(into: []) { $0 += $1 }
    }
    let kept = KeptHelperHTTPClient(fetcher: fetcher, deadline: .seconds(60))
    for _ in 0..<3 { answers.append(String(decoding: try await kept.get(url).body, as: UTF8.self)) }
    let pid = await kept.helperProcessIdentifier
    await kept.stop()
    // The kept helper ends once its input closes and is reaped on a thread of its own: waited for.
    let end = ContinuousClock.now + .seconds(20)
    while let pid, kill(pid, 0) == 0, ContinuousClock.now < end { usleep(10_000) }
    return answers
}

/// Starts FETCHER through Foundation's Process, as HelperRun did before.
func startThroughFoundation(_ fetcher: URL, runs: Int) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<4 {
            group.addTask {
                for _ in 0..<runs / 4 {
                    let process = Process()
                    process.executableURL = fetcher
                    process.arguments = ["https://example.org/x.json"]
                    try process.run()
                    process.waitUntilExit()
                }
            }
        }
        try await group.waitForAll()
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let held = Int(arguments[1]), let runs = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: descriptor-probe HELD RUNS FETCHER [--foundation]\n".utf8))
    exit(64)
}
let fetcher = URL(fileURLWithPath: arguments[3])
var limit = rlimit()
getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, rlim_t(held + 1_024)))
setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
for _ in 0..<held where open("/dev/null", O_RDONLY) < 0 {
    FileHandle.standardError.write(Data("cannot open \(held) descriptors: \(String(cString: strerror(errno)))\n".utf8))
    exit(1)
}
let before = openDescriptors()
print("held \(before.count)")
if arguments.dropFirst(4).first == "--foundation" {
    try await startThroughFoundation(fetcher, runs: runs)
    print("survived")
    exit(0)
}
let answers = try await startHelpers(fetcher, runs: runs)
print("answered \(answers.count)")
print("children held \(Set(answers).sorted().joined(separator: " | "))")
// Pipes and sockets only: Dispatch opens its own event descriptors on first use.
let opened = Set(openDescriptors()).subtracting(before).map {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) ?? ""
}
print("left open \(opened.filter { $0.hasPrefix("pipe:") || $0.hasPrefix("socket:") }.sorted())")
// Every child reaped: waitpid finds none ended and still waiting, only (if any) some running.
var status: Int32 = 0
var unreaped = 0
while waitpid(-1, &status, WNOHANG) > 0 { unreaped += 1 }
print("unreaped \(unreaped)")
