import ErgastEmulator
import F1Data
import F1DataF1db
import F1Domain
import Foundation

/// What the emulator serves, from its arguments.
enum EmulatorOptions {
    case demo
    case recorded(responses: URL, f1db: String)
    case openF1(session: URL)
    /// Played as if running now, from `secondsBeforeFlag` before its chequered flag: a session to follow live.
    case openF1Live(session: URL, secondsBeforeFlag: Int)

    struct Usage: Error, CustomStringConvertible {
        let description: String
    }

    init(_ arguments: ArraySlice<String>) throws {
        let words = Array(arguments)
        if words.isEmpty {
            self = .demo
        } else if words.count == 4, words[0] == "--recorded", words[2] == "--f1db" {
            self = .recorded(responses: URL(fileURLWithPath: words[1]), f1db: words[3])
        } else if words.count == 2, words[0] == "--openf1" {
            self = .openF1(session: URL(fileURLWithPath: words[1]))
        } else if words.count == 4, words[0] == "--openf1", words[2] == "--live-before-flag", let seconds = Int(words[3]), seconds >= 0 {
            self = .openF1Live(session: URL(fileURLWithPath: words[1]), secondsBeforeFlag: seconds)
        } else {
            throw Usage(
                description:
                    "expected no arguments, --recorded DIR --f1db CHECKOUT, --openf1 SESSION, or --openf1 SESSION --live-before-flag SECONDS.")
        }
    }

    func server() async throws -> any EmulatedServer {
        switch self {
        case .demo: try await Self.demo()
        case .recorded(let responses, let f1db): try await Self.recorded(responses: responses, f1db: f1db)
        case .openF1(let session): try OpenF1Emulator(recording: session, startingAt: Moment(millisecondsSince1970: 4_102_444_800_000))
        case .openF1Live(let session, let seconds):
            try OpenF1Emulator(recording: session, startingAt: try Self.beforeFlag(of: session, seconds: seconds))
        }
    }

    /// `seconds` before the recording's chequered flag (before its end, without one).
    private static func beforeFlag(of session: URL, seconds: Int) throws -> Moment {
        let timeline = SessionTimeline(try OpenF1Recording(folder: session).read().timing)
        let flag = timeline.chequeredFlag ?? timeline.end
        return Moment(millisecondsSince1970: flag.millisecondsSince1970 - seconds * 1000)
    }

    /// Every season of the built-in demo data.
    private static func demo() async throws -> ErgastEmulator {
        try await ErgastEmulator.demo()
    }

    /// The recorded answers, and from f1db's 2023 what they lack for the API benchmark's commands
    /// (docs/performance.md, "API"): the season's winners, its qualifying, sprints and pit stops
    /// but round 13's qualifying (recorded whole; round 18's pit stops are recorded only in part, so
    /// stops and the results that name their drivers both come from f1db), and every round's
    /// results but round 9's, which is recorded.
    private static func recorded(responses: URL, f1db: String) async throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: responses)
        let repository = try F1dbRepository(path: f1db)
        let season = try ErgastDatasets.responses(
            races: try await repository.races(season: 2023), results: try await repository.results(season: 2023),
            driverStandings: try await repository.driverStandings(season: 2023),
            constructorStandings: try await repository.constructorStandings(season: 2023))
        guard let winners = season["2023/results/1.json"] else { throw Usage(description: "f1db at \(f1db) has no 2023 winners.") }
        emulator.add(json: winners, forPath: "2023/results/1.json")
        for (path, json) in try await ErgastDatasets.weekendResponses(season: 2023, from: repository)
        where !path.hasSuffix("13/qualifying.json") {
            emulator.add(json: json, forPath: path)
        }
        for (path, json) in season
        where path.hasSuffix("/results.json") && path != "2023/9/results.json" && path.split(separator: "/").count == 3 {
            emulator.add(json: json, forPath: path)
        }
        return emulator
    }
}

/// The two emulators as this program runs them.
protocol EmulatedServer: Sendable {
    func start() throws
    func stop()
    var baseURL: URL { get }
    /// Requests since it started.
    var requestCount: Int { get }
}

extension ErgastEmulator: EmulatedServer {
    var requestCount: Int { requests.count }
}

extension OpenF1Emulator: EmulatedServer {
    var requestCount: Int { receivedRequests.count }
}
