import Foundation

extension ErgastEmulator {
    /// Runs on the connection's thread. Every request takes the next queued fault (or the persistent
    /// one), even a request the fault cannot change: then one fault is used up per request, as documented.
    func reply(to request: HTTPRequest) -> HTTPReply {
        let query = request.queryItems
        let key = RouteKey(path: request.path, query: query)
        let (fault, pageSize, added) = state.withLock { state in
            state.received.append(ReceivedRequest(method: request.method, target: request.target, headers: request.headers))
            let fault = state.queuedFaults.isEmpty ? state.persistentFault : state.queuedFaults.removeFirst()
            return (fault, state.pageSize, key.flatMap { state.added[$0] })
        }
        switch fault {
        case .tooManyRequests(let retryAfter):
            let wait = retryAfter.map { " Expected available in \($0) seconds." } ?? ""
            var response = HTTPResponse.json(429, Data(#"{"detail":"Request was throttled.\#(wait)"}"#.utf8))
            if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
            return .respond(response)
        case .serverError:
            let html =
                "<!doctype html><html><head><title>Server Error (500)</title></head>"
                + "<body><h1>Server Error (500)</h1></body></html>\n"
            return .respond(HTTPResponse(status: 500, body: Data(html.utf8), contentType: "text/html; charset=utf-8"))
        case .hang(let seconds):
            return .hang(seconds: seconds)
        case .dropConnection:
            return .drop
        case .truncatedJSON, .invalidUTF8, .emptyPage, nil:
            break
        }
        guard request.method == "GET" else {
            var response = HTTPResponse.json(405, Data(#"{"detail":"Method \"\#(request.method)\" not allowed."}"#.utf8))
            response.headers.append(("Allow", "GET"))
            return .respond(response)
        }
        guard let key,
            let body = page(
                key, request: request, query: query, pageSize: pageSize, added: added,
                empty: fault == .emptyPage)
        else {
            return .respond(.json(404, Data(#"{"detail":"Not found."}"#.utf8)))
        }
        switch fault {
        case .truncatedJSON: return .respond(.json(200, body.prefix(body.count / 2)))
        case .invalidUTF8: return .respond(.json(200, Self.corruptingUTF8(body)))
        default: return .respond(.json(200, body))
        }
    }

    /// The page's body, or nil when the path has no data or the rows asked for were not recorded.
    private func page(
        _ key: RouteKey, request: HTTPRequest, query: [(name: String, value: String)], pageSize: Int?,
        added: Dataset?, empty: Bool
    ) -> Data? {
        let (offset, limit) = Self.window(query, pageSize: pageSize)
        let url = origin + request.path
        switch added {
        case .raw(let data):
            return data
        case .document(let document):
            return document.page(offset: offset, limit: limit, url: url, empty: empty).data
        case nil:
            guard let (document, offset, limit) = recordings.lookup(key, offset: offset, limit: limit) else { return nil }
            return document.page(offset: offset, limit: limit, url: url, empty: empty).data
        }
    }

    /// Reads limit and offset the way the real API's paginator does: a missing, unreadable or
    /// non-positive limit means 30, and a limit above 100 means 100; a bad offset means 0.
    static func window(_ query: [(name: String, value: String)], pageSize: Int?) -> (offset: Int, limit: Int) {
        let limitText = query.last { $0.name == "limit" }?.value
        let offsetText = query.last { $0.name == "offset" }?.value
        let requested = limitText.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 30
        let limit = pageSize.map { max($0, 0) } ?? min(requested, 100)
        return (max(offsetText.flatMap { Int($0) } ?? 0, 0), limit)
    }

    /// Puts 0xFF 0xFE at the start of the first string value, so the body is still JSON in shape and
    /// only a UTF-8 check catches it.
    static func corruptingUTF8(_ body: Data) -> Data {
        let invalid: [UInt8] = [0xFF, 0xFE]
        guard let valueStart = body.range(of: Data(#"":""#.utf8)) else {
            return Data(#"{"detail":""#.utf8) + invalid + Data(#""}"#.utf8)
        }
        var corrupted = body
        corrupted.insert(contentsOf: invalid, at: valueStart.upperBound)
        return corrupted
    }
}
