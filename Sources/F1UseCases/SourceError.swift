/// The data source failed: unreachable, refusing, out of requests, or holding data that cannot be
/// read. Each case carries what an app needs to word it and to offer something to do about it;
/// none is a finished sentence (F1UI words them).
public enum SourceError: Error, Hashable, Sendable {
    /// Offline, and `request` has no cached copy that can be used.
    case offline(request: String, cachedCopy: CachedCopy)
    /// The server asks for no more requests for now: until `retryAfter` from now when it says.
    case rateLimited(server: String, retryAfter: Duration?, attempts: Int)
    /// No answer from the server.
    case unreachable(server: String, reason: TransportReason, attempts: Int)
    /// The server answered with a server error (5xx).
    case serverFailed(server: String, status: Int, attempts: Int)
    /// The server refused the request for `path` (4xx other than 429; 404 is "no data there").
    case requestRejected(server: String, path: String, status: Int)
    /// The server serves this only to signed-in users (HTTP 401): OpenF1 while a session is live.
    /// `tokenSent` tells an access token it refused (expired, revoked) from none given.
    case signInRequired(server: String, tokenSent: Bool)
    /// This machine has sent `limit` requests in the last hour, its own budget; the next may go
    /// out after `retryAfter`.
    case budgetSpent(limit: Int, retryAfter: Duration)
    /// Data that is there but cannot be used.
    case malformed(MalformedData)
    /// A path of the source's data cannot be read.
    case unreadable(path: String, problem: PathProblem)
    /// The folder given as an f1db checkout is not one: `exists` tells a missing folder from one
    /// holding something else.
    case notAnF1dbCheckout(path: String, exists: Bool)

    /// Whether a cached copy of what was asked for exists and could be shown instead.
    public enum CachedCopy: Hashable, Sendable {
        case none
        /// An entry is there, but what it holds cannot be used, for `reason`.
        case unusable(reason: String)
    }
}

/// Why a request got no answer, in terms an app can act on.
public enum TransportReason: Error, Hashable, Sendable {
    /// No answer within the timeout.
    case timedOut
    /// The server took the request, then closed the connection without answering.
    case connectionDropped
    /// Nothing accepted the connection.
    case refused
    case hostNotFound
    case notConnected
    case secureConnectionFailed
    /// The request's URL is malformed.
    case malformedURL
    /// The request's URL is not an http or https URL.
    case unsupportedURL
    case redirectLoop
    /// The answer was not valid HTTP.
    case invalidResponse
    case responseTooLarge
    case loginRequired
    case resourceUnavailable
    case cancelled
    /// The answer passed `limit` bytes (decompressed) while it was being received, and was dropped.
    case answerPastLimit(limit: Int)
    /// The request and its retries got no whole answer within `limit`.
    case deadlinePassed(limit: Duration)
    /// The server redirected a request carrying credentials (an access token) to `target`, another
    /// origin (scheme, host or port); the redirect was refused rather than send them there.
    case crossOriginRedirect(target: String)
    /// The server redirected the request to a `scheme` URL; only http and https are followed.
    case redirectToScheme(String)
    /// Anything else, in a few words from whatever sent the request.
    case connectionFailed(String)
}

/// What cannot be used, where: a file (and the position in it, when known) or an API response.
public struct MalformedData: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// A file of the source's data, named relative to its folder.
        case file(String)
        /// A response from `server` for `path`, after `attempts` tries.
        case response(server: String, path: String, attempts: Int)
        /// Data the source sent for `subject` (e.g. "the 2023 Austrian Grand Prix").
        case record(String)
    }

    public var origin: Origin
    /// 1-based, when known.
    public var line: Int?
    public var column: Int?
    /// The field's path in the data, e.g. "MRData.RaceTable.Races[0].Results[0].points".
    public var field: String?
    /// What is wrong, as a clause: "is empty", "expected a number in 0...100, found 'x'".
    public var reason: String

    public init(_ origin: Origin, line: Int? = nil, column: Int? = nil, field: String? = nil, reason: String) {
        self.origin = origin
        self.line = line
        self.column = column
        self.field = field
        self.reason = reason
    }
}

/// Why a path cannot be used.
public enum PathProblem: Hashable, Sendable {
    case missing
    case permissionDenied
    /// Another reason the system gave, in its words.
    case unreadable(String)
    case danglingLink(to: String)
    case linkLoop
    /// Something else stands where a file belongs.
    case notAFile(FileKind)
    /// Something else stands where a folder belongs.
    case notAFolder(FileKind)
    /// A file of `bytes` bytes, beyond the `limit` the source reads.
    case tooLarge(bytes: Int, limit: Int)
}

/// What a file-system object is.
public enum FileKind: Hashable, Sendable {
    case file, folder, namedPipe, device, socket, special
}
