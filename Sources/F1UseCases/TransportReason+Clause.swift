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
        case .connectionFailed(let detail): detail
        }
    }
}
