import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 that plays the Ergast/Jolpica API from recorded responses,
/// with faults to switch on, so an API client can be tested and measured over real sockets.
///
/// Each instance listens on its own port, so concurrent tests each start their own.
public final class ErgastEmulator: Sendable {
    public enum Fault: Sendable, Equatable {
        /// 429, with a `Retry-After: N` header when non-nil.
        case tooManyRequests(retryAfter: Int?)
        /// 500 with a short HTML body, as a proxy in front of the API would send.
        case serverError
        /// Reads the request, then sends nothing for that long (or until the client gives up), then closes.
        case hang(seconds: Double)
        /// Closes the connection without any response.
        case dropConnection
        /// 200 whose body is the real body cut in half.
        case truncatedJSON
        /// 200 whose body has the bytes 0xFF 0xFE inside a string value.
        case invalidUTF8
        /// 200 with a valid page whose rows are gone but whose total is unchanged.
        case emptyPage
    }

    /// One request as received: what a test needs to check what a client sends.
    public struct ReceivedRequest: Sendable, Equatable {
        public var method: String
        /// Path and query as sent, e.g. "/ergast/f1/2023/9/results.json?limit=100&offset=0".
        public var target: String
        /// Header names lowercased, e.g. "user-agent".
        public var headers: [String: String]
    }

    struct State: Sendable {
        var listener: HTTPListener?
        var received: [ReceivedRequest] = []
        var queuedFaults: [Fault] = []
        var persistentFault: Fault?
        var pageSize: Int?
        var added: [RouteKey: Dataset] = [:]
    }

    let recordings: Recordings
    let state = Locked(State())

    /// Reads the recordings in `responses`, a folder laid out like shared/data/ergast/responses.
    public init(responses: URL) throws {
        recordings = try Recordings.load(folder: responses)
    }

    deinit {
        stop()
    }

    /// Binds 127.0.0.1 on a free port and starts serving; does nothing while already serving.
    public func start() throws {
        try state.withLock { state in
            guard state.listener == nil else { return }
            state.listener = try HTTPListener { [weak self] request in
                self?.reply(to: request) ?? .drop
            }
        }
    }

    /// Closes the listening socket; requests already read still get their answer.
    public func stop() {
        let listener = state.withLock { state in
            defer { state.listener = nil }
            return state.listener
        }
        listener?.stop()
    }

    /// "http://127.0.0.1:PORT/ergast/f1/"; the port is 0 until `start()`.
    public var baseURL: URL {
        URL(string: "\(origin)/ergast/f1/")!
    }

    var origin: String {
        "http://127.0.0.1:\(state.withLock { $0.listener?.port ?? 0 })"
    }

    /// Every request target received, in arrival order, e.g. "/ergast/f1/2023/9/results.json?limit=100&offset=0".
    public var requests: [String] {
        state.withLock { $0.received.map(\.target) }
    }

    /// Every request received, in arrival order, with its method and headers.
    public var receivedRequests: [ReceivedRequest] {
        state.withLock { $0.received }
    }

    public func resetRequests() {
        state.withLock { $0.received.removeAll() }
    }

    /// Queues one-shot faults for the next requests, one per request in arrival order; they take
    /// precedence over `persistentFault`.
    public func inject(_ faults: [Fault]) {
        state.withLock { $0.queuedFaults += faults }
    }

    /// Applied to every request that no queued fault claims, while set.
    public var persistentFault: Fault? {
        get { state.withLock { $0.persistentFault } }
        set { state.withLock { $0.persistentFault = newValue } }
    }

    /// When set, every page holds this many rows whatever limit the client asked for, as when the
    /// server's page size changes under a client.
    public var pageSize: Int? {
        get { state.withLock { $0.pageSize } }
        set { state.withLock { $0.pageSize = newValue } }
    }

    /// Serves `json`, a complete unpaged dataset, for `path` (e.g. "2023/results/1.json", with or without
    /// "/ergast/f1/"), paged like the real API; it takes precedence over any recording of that path.
    /// Bytes that are not an Ergast envelope are served as they are, whatever the page.
    public func add(json: Data, forPath path: String) {
        let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? HTTPRequest.parseQuery(String(parts[1])) : []
        var path = parts[0].drop { $0 == "/" }
        if path.lowercased().hasPrefix("ergast/f1/") { path = path.dropFirst("ergast/f1/".count) }
        guard let key = RouteKey(path: "/ergast/f1/" + path, query: query) else { return }
        let dataset = Dataset(json)
        state.withLock { $0.added[key] = dataset }
    }
}
