import Foundation

struct HTTPRequest: Sendable {
    var method: String
    /// The request target as sent, path and query, e.g. "/ergast/f1/2023.json?limit=30".
    var target: String
    /// Header names lowercased; a repeated header keeps its last value, which is all the server needs.
    var headers: [String: String]

    /// Parses the request line and headers of `head`, the bytes before the blank line.
    init?(head: Data) {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        headers = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    var path: String {
        String(target.prefix { $0 != "?" })
    }

    var queryItems: [(name: String, value: String)] {
        guard let mark = target.firstIndex(of: "?") else { return [] }
        return Self.parseQuery(String(target[target.index(after: mark)...]))
    }

    /// The items of `query` (the text after "?") in order, percent-decoded; "a" and "a=" both give "".
    static func parseQuery(_ query: String) -> [(name: String, value: String)] {
        let decode = { (text: Substring) in
            String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
        }
        return query.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(pair[0]), pair.count > 1 ? decode(pair[1]) : "")
        }
    }
}

struct HTTPResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body: Data
    var contentType = "application/json; charset=utf-8"

    static func json(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, body: body)
    }

    /// The wire form; every response closes the connection so a client never waits on a kept-alive socket.
    var serialized: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: close\r\n"
        for header in headers {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status \(status)"
        }
    }
}

/// What the server does with a connection once it has read the request.
enum HTTPReply: Sendable {
    case respond(HTTPResponse)
    /// Sends nothing for this long (or until the client gives up or the server stops), then closes.
    case hang(seconds: Double)
    /// Closes without a byte of response.
    case drop
    /// Sends `head` (the status line and headers, blank line included), then what `body` sends
    /// a piece at a time; `send` is false once the client has gone.
    case stream(head: Data, body: @Sendable (_ send: (Data) -> Bool) -> Void)
}
