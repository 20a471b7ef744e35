import ArgumentParser
import F1Data
import F1Domain
import F1UI
import F1UseCases
import FetchHelperSupport
import Foundation

extension DataSource {
    /// The API through the cache, the shared rate limiter (which also counts this machine's
    /// requests of the last hour from earlier runs) and the retry policy. Without a folder for the
    /// cache the run goes on without one; only --offline, which reads nothing else, fails.
    package static func makeAPI(_ source: SourceOptions) throws -> ApiRepository {
        let terminal = Terminal()
        let cache = try openCache(source)
        let history = cache.map { RequestHistory(cache: $0) }
        let http = ProcessHTTPClient.besideThisExecutable(deadline: helperDeadline(), answerLimit: FetchWire.answerLimit())
        // Run from source, the helper is built now if it is not yet: before any request's deadline runs.
        if source.cacheMode != .offline { HelperBuild.prepare(http.fetcher) }
        let client = ErgastClient(
            configuration: .init(baseURL: source.resolvedAPIURL, cacheMode: source.cacheMode, retry: retryPolicy()),
            http: http,
            gate: RateLimiter(clock: ContinuousClock(), earlier: history?.ages() ?? []),
            cache: cache, history: history,
            notices: { terminal.complain(F1UI.FriendlyError.message(for: $0)) })
        return ApiRepository(client: client, today: SourceClock.systemToday)
    }

    /// The API cache's folder, when there is one. Without one a run goes on uncached (saying so
    /// with --verbose); only --offline, which reads nothing else, fails.
    static func openCache(_ source: SourceOptions) throws -> ApiCache? {
        switch source.cache.location {
        case .success(let found):
            return found
        case .failure(let none) where source.cacheMode == .offline:
            Terminal().complain("--offline reads the API cache, and there is no folder for one: \(none.why); pass --cache-dir PATH.")
            throw ExitCode.failure
        case .failure(let none):
            if source.verbose { Terminal().complain("No API cache this run: \(none.why); pass --cache-dir PATH to keep one.") }
            return nil
        }
    }

    /// How long a fetch helper may run: F1REPORT_FETCH_DEADLINE seconds (tests shorten it to see
    /// a hung helper stopped), else the standard deadline.
    package static func helperDeadline() -> Duration {
        guard let text = ProcessInfo.processInfo.environment["F1REPORT_FETCH_DEADLINE"], let seconds = Double(text),
            seconds > 0, seconds <= 3600
        else { return ProcessHTTPClient.standardDeadline }
        return .milliseconds(Int(seconds * 1000))  // trap-ok: at most an hour
    }

    /// The standard retry policy, its deadline for a request and its retries F1REPORT_REQUEST_DEADLINE
    /// seconds when given (tests shorten it to see a dripping answer given up on).
    package static func retryPolicy() -> RetryPolicy {
        var policy = RetryPolicy.standard
        if let text = ProcessInfo.processInfo.environment["F1REPORT_REQUEST_DEADLINE"], let seconds = Double(text),
            seconds > 0, seconds <= 3600
        {
            policy.deadline = .milliseconds(Int(seconds * 1000))  // trap-ok: at most an hour
        }
        return policy
    }
}
