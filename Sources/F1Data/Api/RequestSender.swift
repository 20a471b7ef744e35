import Foundation

/// One GET sent until it is answered or the retry policy gives up, for every API client: the rate
/// limiter before each attempt; 429 (honouring `Retry-After`), 5xx and no answer at all retried
/// with backoff; each attempt logged. What any other answer means is the client's to judge.
struct RequestSender: Sendable {
    /// A client's reading of an answer that is not 429 or 5xx.
    enum Verdict<Value> {
        case accept(Value)
        /// Worth asking again (an answer cut short): retried like a server error.
        case retry(FetchFailure)
        case fail(FetchFailure)
    }

    let http: any HTTPClient
    let gate: any RequestGate
    let retry: RetryPolicy
    let clock: any Clock<Duration>
    let now: @Sendable () -> Date
    /// Told every event; `true` when it is one more request sent over the network.
    let record: @Sendable (ApiRequestEvent, _ sentOverNetwork: Bool) -> Void
    /// Told each request as it goes out, for the machine's request history.
    let noteRequest: @Sendable (URL) -> Void

    func send<Value>(
        _ url: URL, headers: [String: String] = [:], judge: (HTTPResponse, _ attempt: Int) -> Verdict<Value>
    ) async throws -> Value {
        var attempt = 0
        // Real time, from when the first attempt may go: the injected clock only paces the waits.
        var giveUp: ContinuousClock.Instant?
        while true {
            attempt += 1
            do {
                try await gate.acquire()
            } catch let spent as RequestBudgetSpent {
                throw FetchFailure.budgetSpent(spent)
            }
            let end = giveUp ?? ContinuousClock.now + retry.deadline
            giveUp = end
            noteRequest(url)
            let started = ContinuousClock.now
            let failure: FetchFailure
            var retryAfter: Duration?
            do {
                let response = try await Self.answer(before: end, limit: retry.deadline) { [http] in
                    try await http.get(url, headers: headers)
                }
                record(
                    ApiRequestEvent(url: url, outcome: .network(status: response.status, attempt: attempt), elapsed: ContinuousClock.now - started),
                    true)
                switch response.status {
                case 429:
                    retryAfter = RetryPolicy.retryAfter(header: response.headers["retry-after"], now: now())
                    failure = .throttled(retryAfter: retryAfter, attempts: attempt)
                case 500...599:
                    failure = .serverError(response.status, attempts: attempt)
                default:
                    switch judge(response, attempt) {
                    case .accept(let value): return value
                    case .fail(let fatal): throw fatal
                    case .retry(let retryable): failure = retryable
                    }
                }
            } catch let transport as TransportFailure {
                record(
                    ApiRequestEvent(url: url, outcome: .noAnswer(reason: transport.reason, attempt: attempt), elapsed: ContinuousClock.now - started),
                    true)
                failure = .transport(transport, attempts: attempt)
                guard transport.isWorthRetrying else { throw failure }
            }
            // A wait that would end past the deadline is not begun: the last failure is the truer story.
            guard let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter), ContinuousClock.now + delay < end else {
                throw failure
            }
            record(ApiRequestEvent(url: url, outcome: .retrying(after: delay)), false)
            try await clock.sleep(for: delay, tolerance: nil)
        }
    }
}

extension RequestSender {
    /// The operation's answer, or `deadlinePassed` once `end` comes first; the operation is then
    /// cancelled, which stops its transfer or its helper.
    static func answer(
        before end: ContinuousClock.Instant, limit: Duration, _ operation: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let remaining = ContinuousClock.now.duration(to: end)
        guard remaining > .zero else { throw TransportFailure.deadlinePassed(limit: limit) }
        return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: end, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard case let response?? = try await group.next() else { throw TransportFailure.deadlinePassed(limit: limit) }
            return response
        }
    }
}
