import ArgumentParser
import F1Data
import F1Domain
import F1UI
import F1UseCases
import FetchHelperSupport
import Foundation

extension DataSource {
    /// OpenF1 through the cache (for sessions long over), OpenF1's own limits (twice them with an
    /// access token), the retry policy and one fetch helper kept for the run; the token from
    /// `OPENF1_ACCESS_TOKEN` only.
    package static func makeOpenF1(_ source: SourceOptions) throws -> OpenF1Source {
        let cache = try openCache(source)
        let token = source.openF1Token
        // One helper for the whole session: a request every few seconds for hours (f1-bench requests).
        let http = KeptHelperHTTPClient.besideThisExecutable(deadline: helperDeadline(), answerLimit: FetchWire.answerLimit())
        // Run from source, the helper is built now if it is not yet: before any request's deadline runs.
        if source.cacheMode != .offline { HelperBuild.prepare(http.fetcher) }
        let client = OpenF1Client(
            baseURL: source.resolvedOpenF1URL, cacheMode: source.cacheMode, accessToken: token,
            http: http,
            gate: RateLimiter(limits: token == nil ? .openF1 : .openF1SignedIn, clock: ContinuousClock()), retry: retryPolicy(), cache: cache)
        return OpenF1Source(client: client, now: SourceClock.systemNow)
    }
}
