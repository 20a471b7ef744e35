import F1UseCases

extension F1UI.FriendlyError {
    static func message(for error: SourceError) -> String {
        switch error {
        case .offline(let request, .none):
            return "\(request) is not in the cache, and nothing is fetched while offline; load it once online first."
        case .offline(let request, .unusable(let reason)):
            return "The cached response for \(request) is unusable: \(reason)."
        case .rateLimited(let server, let retryAfter?, _):
            return "The API at \(server) is throttling requests and asks to wait \(wait(retryAfter)); try again then."
        case .rateLimited(let server, nil, let attempts):
            return "The API at \(server) is throttling requests (HTTP 429, \(tries(attempts))); try again in a minute."
        case .unreachable(let server, .timedOut, let attempts):
            return "The API at \(server) did not answer in time (\(tries(attempts))); check your connection, try again later."
        case .unreachable(let server, .connectionDropped, let attempts):
            return "The API at \(server) closed the connection without answering (\(tries(attempts))); try again later."
        case .unreachable(let server, .answerPastLimit(let limit), let attempts):
            return
                "The API at \(server) sent an answer past the \(TransportReason.size(limit)) limit, so it was dropped while it was being received (\(tries(attempts)))."
        case .unreachable(let server, .deadlinePassed(let limit), let attempts):
            return
                "The API at \(server) gave no whole answer within \(TransportReason.time(limit)), the limit for a request and its retries (\(tries(attempts))); try again later."
        case .unreachable(let server, .crossOriginRedirect(let target), _):
            return
                "The API at \(server) redirected the request to \(target), another origin, so the redirect was refused and the access token was not sent there; check the API's address."
        case .unreachable(let server, .redirectToScheme(let scheme), _):
            return
                "The API at \(server) redirected the request to an address starting \(scheme):, which is refused (only http and https are followed); check the API's address."
        case .unreachable(let server, let reason, let attempts) where reason == .malformedURL || reason == .unsupportedURL:
            return "Could not reach the API at \(server) (\(describe(reason)); \(tries(attempts))); check the API's address."
        case .unreachable(let server, let reason, let attempts):
            return "Could not reach the API at \(server) (\(describe(reason)); \(tries(attempts))); check your connection."
        case .serverFailed(let server, let status, let attempts):
            return "The API at \(server) is having trouble (HTTP \(status), \(tries(attempts))); try again in a few minutes."
        case .requestRejected(let server, let path, 404):
            return "The API at \(server) has no data at \(path) (HTTP 404); check the season and round."
        case .requestRejected(let server, let path, let status):
            return "The API at \(server) refused the request for \(path) (HTTP \(status))."
        case .signInRequired(let server, false):
            return "The API at \(server) serves a session only to signed-in users while it is live (HTTP 401); replay it once it has ended."
        case .signInRequired(let server, true):
            return "The API at \(server) refused the access token (HTTP 401); it may have expired, so get a new one."
        case .budgetSpent(let limit, let retryAfter):
            return "This machine has sent \(limit) requests to the API in the last hour, the hourly limit; try again in \(wait(retryAfter))."
        case .malformed(let data):
            return message(for: data)
        case .unreadable(let path, let problem):
            return message(for: path, problem)
        case .notAnF1dbCheckout(let path, let exists):
            return (exists ? "\(path) is not an f1db checkout" : "There is no folder at \(path)")
                + ": expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/."
        }
    }

    static func actions(for error: SourceError) -> [F1UI.Action] {
        switch error {
        case .offline: [.goOnline]
        // The request went nowhere, or may not go out for a while: what is cached may serve.
        case .budgetSpent(_, let retryAfter): [.retryAfter(retryAfter), .showCachedData]
        case .unreachable(_, .malformedURL, _), .unreachable(_, .unsupportedURL, _), .unreachable(_, .crossOriginRedirect, _),
            .unreachable(_, .redirectToScheme, _):
            []
        // The same request would bring the same answer: only what is cached may serve.
        case .unreachable(_, .answerPastLimit, _): [.showCachedData]
        case .unreachable: [.retry, .showCachedData]
        // The server is there but busy or broken: asking again is what helps.
        case .rateLimited(_, let retryAfter?, _): [.retryAfter(retryAfter)]
        case .rateLimited, .serverFailed: [.retry]
        case .malformed(let data):
            if case .response = data.origin { [.retry] } else { [] }
        case .requestRejected, .unreadable, .notAnF1dbCheckout: []
        case .signInRequired(_, let tokenSent): tokenSent ? [] : [.replayInstead]
        }
    }

    private static func message(for data: MalformedData) -> String {
        let what = [data.field, data.reason].compactMap { $0 }.joined(separator: ": ")
        switch data.origin {
        case .file(let path):
            guard let line = data.line else { return "\(path) \(what)." }
            return "\(path):\(line):\(data.column ?? 1): \(what)"
        case .response(let server, let path, let attempts):
            return "The API at \(server) sent an unreadable answer for \(path) (\(what); \(tries(attempts))); try again later."
        case .record(let subject):
            return "The data for \(subject) cannot be used: \(what)."
        }
    }

    private static func message(for path: String, _ problem: PathProblem) -> String {
        switch problem {
        case .missing: "\(path) is missing from the data."
        case .permissionDenied: "\(path) cannot be read: permission denied."
        case .unreadable(let reason): "\(path) cannot be read: \(reason)."
        case .danglingLink(let target): "\(path) is a symbolic link to \(target), which does not exist."
        case .linkLoop: "\(path) is a loop of symbolic links."
        case .notAFile(let kind): "\(path) is \(describe(kind)), not a file."
        case .notAFolder(let kind): "\(path) is \(describe(kind)), not a folder."
        case .tooLarge(let bytes, let limit): "\(path) holds \(bytes) bytes, far more than any file of the data (at most \(limit))."
        }
    }

    static func describe(_ kind: FileKind) -> String {
        switch kind {
        case .file: "a file"
        case .folder: "a folder"
        case .namedPipe: "a named pipe"
        case .device: "a device"
        case .socket: "a socket"
        case .special: "a special file"
        }
    }

    /// Why a request got no answer, as a clause inside parentheses.
    static func describe(_ reason: TransportReason) -> String {
        reason.clause
    }

    private static func tries(_ attempts: Int) -> String {
        attempts == 1 ? "1 try" : "\(attempts) tries"
    }

    /// A server's `Retry-After` can be any number: past two days it is only "more than a day".
    static func wait(_ duration: Duration) -> String {
        let exact = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        guard exact.rounded(.up) < 2 * 86_400 else { return "more than a day" }
        let seconds = exact > 0 ? Int(exact.rounded(.up)) : 0  // trap-ok: between 0 and two days
        if seconds < 120 { return "\(seconds) second\(seconds == 1 ? "" : "s")" }
        let minutes = (seconds + 59) / 60
        if minutes < 120 { return "\(minutes) minutes" }
        return "\((minutes + 59) / 60) hours"
    }
}
