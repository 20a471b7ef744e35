import F1CommandLine
import F1UI
import F1UseCases
import Testing

/// f1report's own words on top of F1UI's: which failures get which command-line hint. The
/// libraries name no flag; every flag a person reads after a failure comes from this table.
@Suite struct CommandLineHintTests {
    static let server = "api.example.org"
    static let url = "https://api.example.org/ergast/f1/2023/9/results.json?limit=100&offset=0"
    static let offline = ", or use --offline to read the cache."

    static let table: [(SourceError, String)] = [
        (
            .offline(request: url, cachedCopy: .none),
            "\(url) is not in the cache, and --offline keeps f1report off the network; run the command once online first."
        ),
        (
            .offline(request: url, cachedCopy: .unusable(reason: "the JSON is cut off or malformed")),
            "The cached response for \(url) is unusable: the JSON is cut off or malformed; run without --offline to fetch it again."
        ),
        (
            .rateLimited(server: server, retryAfter: .seconds(120), attempts: 1),
            "The API at api.example.org is throttling requests and asks to wait 2 minutes; try again then."
        ),
        (
            .rateLimited(server: server, retryAfter: nil, attempts: 3),
            "The API at api.example.org is throttling requests (HTTP 429, 3 tries); try again in a minute."
        ),
        (
            .unreachable(server: server, reason: .timedOut, attempts: 4),
            "The API at api.example.org did not answer in time (4 tries); check your connection, try again later" + offline
        ),
        (
            .unreachable(server: server, reason: .connectionDropped, attempts: 3),
            "The API at api.example.org closed the connection without answering (3 tries); try again later" + offline
        ),
        (
            .unreachable(server: server, reason: .refused, attempts: 4),
            "Could not reach the API at api.example.org (nothing accepted the connection; 4 tries); check your connection" + offline
        ),
        (
            .unreachable(server: server, reason: .notConnected, attempts: 1),
            "Could not reach the API at api.example.org (this machine is not connected to a network; 1 try); check your connection" + offline
        ),
        (
            .unreachable(server: server, reason: .malformedURL, attempts: 1),
            "Could not reach the API at api.example.org (the request's URL is malformed; 1 try); check the API's address given with --api-url."
        ),
        (
            .unreachable(server: server, reason: .unsupportedURL, attempts: 1),
            "Could not reach the API at api.example.org (the request's URL is not an http or https URL; 1 try); check the API's address given with --api-url."
        ),
        (
            .serverFailed(server: server, status: 500, attempts: 3),
            "The API at api.example.org is having trouble (HTTP 500, 3 tries); try again in a few minutes."
        ),
        (
            .requestRejected(server: server, path: "/ergast/f1/2023/99/results.json", status: 404),
            "The API at api.example.org has no data at /ergast/f1/2023/99/results.json (HTTP 404); check the season and round, or --api-url."
        ),
        (.requestRejected(server: server, path: "/x.json", status: 401), "The API at api.example.org refused the request for /x.json (HTTP 401)."),
        (
            .budgetSpent(limit: 500, retryAfter: .seconds(1_200)),
            "This machine has sent 500 requests to the API in the last hour, the hourly limit; try again in 20 minutes" + offline
        ),
        (
            .malformed(MalformedData(.response(server: server, path: "/x.json", attempts: 3), reason: "the body is not valid UTF-8")),
            "The API at api.example.org sent an unreadable answer for /x.json (the body is not valid UTF-8; 3 tries); try again later."
        ),
        (
            .malformed(MalformedData(.file("drivers/ace.yml"), line: 2, column: 5, reason: "unknown key 'nmae' in F1dbDriver")),
            "drivers/ace.yml:2:5: unknown key 'nmae' in F1dbDriver"
        ),
        (.unreadable(path: "seasons/2000/races", problem: .permissionDenied), "seasons/2000/races cannot be read: permission denied."),
        (
            .notAnF1dbCheckout(path: "/nonexistent/f1db", exists: false),
            "There is no folder at /nonexistent/f1db: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/."
        ),
    ]

    @Test(arguments: table)
    func eachErrorGetsItsHint(error: SourceError, line: String) {
        #expect(CommandLineHint.line(for: error, program: "f1report") == line)
    }

    /// Only what an app would offer as "show cached data" gets --offline, so the two never drift apart.
    @Test(arguments: table)
    func offlineIsSuggestedExactlyWhereAnAppShowsCachedData(error: SourceError, line: String) {
        let showsCache = F1UI.FriendlyError.failure(for: error).actions.contains(.showCachedData)
        #expect(line.hasSuffix(Self.offline) == showsCache)
    }

    @Test(arguments: [
        (LookupError.seasonNotFound(2031, available: 1950...2025), "No season 2031 in this source: it holds 1950 to 2025."),
        (
            .noLapTimes(season: 1990, name: "Monaco Grand Prix", firstSeason: 1996),
            "There are no lap times for the 1990 Monaco Grand Prix in this source; lap-by-lap replays need a race from 1996 on."
        ),
    ])
    func lookupsNeedNoHint(error: LookupError, line: String) {
        #expect(CommandLineHint.line(for: error, program: "f1report") == line)
    }

    /// F1CommandLine serves more than one program: the hint names the one the user ran.
    @Test func theOfflineHintNamesTheProgram() {
        let line = CommandLineHint.line(for: SourceError.offline(request: Self.url, cachedCopy: .none), program: "f1tracker")
        #expect(line.contains("--offline keeps f1tracker off the network"))
    }

    @Test func cancellationAndUnknownErrorsNeedNoHint() {
        #expect(CommandLineHint.line(for: CancellationError(), program: "f1report") == "Stopped.")
        struct Odd: Error {}
        #expect(CommandLineHint.line(for: Odd(), program: "f1report") == "Something went wrong while loading the data; please try again.")
    }
}
