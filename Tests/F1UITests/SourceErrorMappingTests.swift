import F1UI
import F1UseCases
import Foundation
import Testing

/// Every typed source error, as a person reads it and with what an app should offer: the table
/// an app's own wording can be checked against. No sentence names a command-line flag.
@Suite struct SourceErrorMappingTests {
    static let server = "api.example.org"
    static let url = "https://api.example.org/ergast/f1/2023/9/results.json?limit=100&offset=0"

    static let table: [(SourceError, String, [F1UI.Action])] = [
        (
            .offline(request: url, cachedCopy: .none),
            "\(url) is not in the cache, and nothing is fetched while offline; load it once online first.", [.goOnline]
        ),
        (
            .offline(request: url, cachedCopy: .unusable(reason: "the JSON is cut off or malformed")),
            "The cached response for \(url) is unusable: the JSON is cut off or malformed.", [.goOnline]
        ),
        (
            .rateLimited(server: server, retryAfter: .seconds(120), attempts: 1),
            "The API at api.example.org is throttling requests and asks to wait 2 minutes; try again then.",
            [.retryAfter(.seconds(120))]
        ),
        (
            .rateLimited(server: server, retryAfter: nil, attempts: 3),
            "The API at api.example.org is throttling requests (HTTP 429, 3 tries); try again in a minute.", [.retry]
        ),
        (
            .unreachable(server: server, reason: .timedOut, attempts: 2),
            "The API at api.example.org did not answer in time (2 tries); check your connection, try again later.", [.retry, .showCachedData]
        ),
        (
            .unreachable(server: server, reason: .connectionDropped, attempts: 3),
            "The API at api.example.org closed the connection without answering (3 tries); try again later.", [.retry, .showCachedData]
        ),
        (
            .unreachable(server: server, reason: .refused, attempts: 4),
            "Could not reach the API at api.example.org (nothing accepted the connection; 4 tries); check your connection.",
            [.retry, .showCachedData]
        ),
        (
            .unreachable(server: server, reason: .hostNotFound, attempts: 1),
            "Could not reach the API at api.example.org (the host name could not be found; 1 try); check your connection.",
            [.retry, .showCachedData]
        ),
        (
            .unreachable(server: server, reason: .malformedURL, attempts: 1),
            "Could not reach the API at api.example.org (the request's URL is malformed; 1 try); check the API's address.", []
        ),
        (
            .unreachable(server: server, reason: .unsupportedURL, attempts: 1),
            "Could not reach the API at api.example.org (the request's URL is not an http or https URL; 1 try); check the API's address.", []
        ),
        (
            .unreachable(server: server, reason: .answerPastLimit(limit: 64 * 1_048_576), attempts: 1),
            "The API at api.example.org sent an answer past the 64 MiB limit, so it was dropped while it was being received (1 try).",
            [.showCachedData]
        ),
        (
            .unreachable(server: server, reason: .deadlinePassed(limit: .seconds(75)), attempts: 2),
            "The API at api.example.org gave no whole answer within 75 seconds, the limit for a request and its retries (2 tries); try again later.",
            [.retry, .showCachedData]
        ),
        (
            .unreachable(server: server, reason: .crossOriginRedirect(target: "https://elsewhere.example:8443"), attempts: 1),
            "The API at api.example.org redirected the request to https://elsewhere.example:8443, another origin, so the redirect was refused "
                + "and the access token was not sent there; check the API's address.", []
        ),
        (
            .unreachable(server: server, reason: .redirectToScheme("ftp"), attempts: 1),
            "The API at api.example.org redirected the request to an address starting ftp:, which is refused (only http and https are followed); "
                + "check the API's address.", []
        ),
        (
            .unreachable(server: server, reason: .connectionFailed("its helper stopped with status 139"), attempts: 1),
            "Could not reach the API at api.example.org (its helper stopped with status 139; 1 try); check your connection.",
            [.retry, .showCachedData]
        ),
        (
            .serverFailed(server: server, status: 503, attempts: 3),
            "The API at api.example.org is having trouble (HTTP 503, 3 tries); try again in a few minutes.", [.retry]
        ),
        (
            .requestRejected(server: server, path: "/ergast/f1/2023/99/results.json", status: 404),
            "The API at api.example.org has no data at /ergast/f1/2023/99/results.json (HTTP 404); check the season and round.", []
        ),
        (
            .requestRejected(server: server, path: "/ergast/f1/2023/9/results.json", status: 403),
            "The API at api.example.org refused the request for /ergast/f1/2023/9/results.json (HTTP 403).", []
        ),
        (
            .budgetSpent(limit: 500, retryAfter: .seconds(1_200)),
            "This machine has sent 500 requests to the API in the last hour, the hourly limit; try again in 20 minutes.",
            [.retryAfter(.seconds(1_200)), .showCachedData]
        ),
        (
            .malformed(
                MalformedData(
                    .response(server: server, path: "/ergast/f1/2023/9/results.json", attempts: 3),
                    reason: "the JSON is cut off or malformed")),
            "The API at api.example.org sent an unreadable answer for /ergast/f1/2023/9/results.json (the JSON is cut off or malformed; 3 tries); try again later.",
            [.retry]
        ),
        (
            .malformed(MalformedData(.response(server: server, path: "/x.json", attempts: 1), field: "MRData.total", reason: "expected a number")),
            "The API at api.example.org sent an unreadable answer for /x.json (MRData.total: expected a number; 1 try); try again later.",
            [.retry]
        ),
        (
            .malformed(MalformedData(.file("seasons/2000/race-results.yml"), line: 4, column: 9, reason: "expected an integer, found 'x'")),
            "seasons/2000/race-results.yml:4:9: expected an integer, found 'x'", []
        ),
        (
            .malformed(MalformedData(.file("seasons/2000/race-results.yml"), reason: "lists no results")),
            "seasons/2000/race-results.yml lists no results.", []
        ),
        (
            .malformed(MalformedData(.record("the 2023 Austrian Grand Prix"), reason: "unknown status 'Zoomed'")),
            "The data for the 2023 Austrian Grand Prix cannot be used: unknown status 'Zoomed'.", []
        ),
        (.unreadable(path: "drivers/ace.yml", problem: .missing), "drivers/ace.yml is missing from the data.", []),
        (.unreadable(path: "drivers/ace.yml", problem: .permissionDenied), "drivers/ace.yml cannot be read: permission denied.", []),
        (.unreadable(path: "drivers/ace.yml", problem: .unreadable("input/output error")), "drivers/ace.yml cannot be read: input/output error.", []),
        (.unreadable(path: "seasons", problem: .danglingLink(to: "/gone")), "seasons is a symbolic link to /gone, which does not exist.", []),
        (.unreadable(path: "seasons", problem: .linkLoop), "seasons is a loop of symbolic links.", []),
        (.unreadable(path: "drivers/ace.yml", problem: .notAFile(.namedPipe)), "drivers/ace.yml is a named pipe, not a file.", []),
        (.unreadable(path: "seasons", problem: .notAFolder(.file)), "seasons is a file, not a folder.", []),
        (
            .unreadable(path: "drivers/ace.yml", problem: .tooLarge(bytes: 1_000_000, limit: 1_000)),
            "drivers/ace.yml holds 1000000 bytes, far more than any file of the data (at most 1000).", []
        ),
        (
            .notAnF1dbCheckout(path: "/nonexistent/f1db", exists: false),
            "There is no folder at /nonexistent/f1db: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/.",
            []
        ),
        (
            .notAnF1dbCheckout(path: "/tmp", exists: true),
            "/tmp is not an f1db checkout: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/.", []
        ),
    ]

    @Test(arguments: table)
    func eachErrorHasItsSentenceAndActions(error: SourceError, message: String, actions: [F1UI.Action]) {
        let failure = F1UI.FriendlyError.failure(for: error)
        #expect(failure.message == message)
        #expect(failure.actions == actions)
        #expect(failure.reason == .source(error))
    }

    @Test(arguments: table.map(\.1))
    func noSentenceNamesAFlagOrTheCommand(message: String) {
        #expect(!message.contains("--") && !message.contains("f1report"), "\(message)")
        #expect(!message.contains("\n"))
    }

    /// Issue 10, class 1 in the API's headers: a Retry-After of Int.max seconds once trapped in the message.
    @Test(arguments: [
        (Duration.seconds(Int64.max), "more than a day"), (.seconds(86_400), "24 hours"), (.seconds(300), "5 minutes"),
        (.seconds(-5), "0 seconds"), (.milliseconds(1_500), "2 seconds"), (.seconds(1), "1 second"),
    ])
    func anyWaitIsASentence(wait: Duration, words: String) {
        #expect(
            F1UI.FriendlyError.message(for: SourceError.rateLimited(server: "example.org", retryAfter: wait, attempts: 1))
                == "The API at example.org is throttling requests and asks to wait \(words); try again then.")
    }

    @Test func aTransportReasonAloneIsUnreachable() {
        let failure = F1UI.FriendlyError.failure(for: TransportReason.timedOut)
        #expect(failure.actions == [.retry, .showCachedData])
        #expect(failure.message.hasPrefix("The API at the server did not answer in time"))
    }

    @Test(arguments: [
        (
            SourceNotice.showingCachedCopy(reason: .serverFailed(server: server, status: 502, attempts: 3), cachedAt: 1_700_000_000),
            "Note: the API at api.example.org answered HTTP 502; showing data cached on 2023-11-14 22:13 UTC."
        ),
        (
            .showingCachedCopy(reason: .rateLimited(server: server, retryAfter: nil, attempts: 1), cachedAt: 0),
            "Note: the API at api.example.org is throttling requests; showing data cached on 1970-01-01 00:00 UTC."
        ),
        (
            .cacheNotWritten(reason: "/cache could not be created (read-only file system)"),
            "Note: the API cache could not be written, so later runs will ask the API again: /cache could not be created (read-only file system)."
        ),
    ])
    func noticesAreOneSentence(notice: SourceNotice, message: String) {
        #expect(F1UI.FriendlyError.message(for: notice) == message)
    }
}
