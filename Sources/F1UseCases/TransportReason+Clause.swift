extension TransportReason {
    /// Why a request got no answer, as a clause: "nothing accepted the connection". F1UI's messages
    /// and F1Data's log lines share it, so the two never describe one failure differently.
    package var clause: String {
        switch self {
        case .timedOut: "it did not answer in time"
        case .connectionDropped: "the connection closed without an answer"
        case .refused: "nothing accepted the connection"
        case .hostNotFound: "the host name could not be found"
        case .notConnected: "this machine is not connected to a network"
        case .secureConnectionFailed: "the secure connection failed"
        case .malformedURL: "the request's URL is malformed"
        case .unsupportedURL: "the request's URL is not an http or https URL"
        case .redirectLoop: "the server redirected the request in a loop or to nowhere"
        case .invalidResponse: "the server's answer was not valid HTTP"
        case .responseTooLarge: "the server's answer was too large"
        case .loginRequired: "the server asks for a login"
        case .resourceUnavailable: "the server says the resource is unavailable"
        case .cancelled: "the request was cancelled"
        case .answerPastLimit(let limit): "its answer passed the \(Self.size(limit)) limit while it was being received"
        case .deadlinePassed(let limit): "it gave no whole answer within \(Self.time(limit)), the limit for a request and its retries"
        case .crossOriginRedirect(let target):
            "it redirected the request to \(target), another origin, which was refused so the access token is sent nowhere else"
        case .redirectToScheme(let scheme):
            "it redirected the request to an address starting \(scheme):, which is refused; only http and https are followed"
        case .connectionFailed(let detail): detail
        }
    }
}

extension TransportReason {
    /// Whether asking again could help: a refused redirect, a limit or an impossible URL comes back the same.
    package var isWorthRetrying: Bool {
        switch self {
        case .malformedURL, .unsupportedURL, .answerPastLimit, .deadlinePassed, .crossOriginRedirect, .redirectToScheme: false
        default: true
        }
    }

    /// "64 MiB", "512 KiB", "100 bytes": a limit as a person sets it.
    package static func size(_ bytes: Int) -> String {
        if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// "60 seconds", "2.5 seconds".
    package static func time(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
        let tenths = (Double(seconds) + Double(attoseconds) / 1e18) * 10
        return "\(tenths.rounded() / 10) seconds"
    }
}
