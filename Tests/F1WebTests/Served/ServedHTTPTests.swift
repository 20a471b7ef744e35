import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// HTTP as the running f1web speaks it on a loopback socket, byte by byte: what no router test
/// sees, because HTTP/1's framing and version are below Hummingbird's types.
@Suite struct ServedHTTPTests {
    static let limit = 16 * 1024

    static func chunked(_ size: Int, method: String = "POST") -> [UInt8] {
        var bytes = Array("\(method) / HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        let chunk = Array(repeating: UInt8(ascii: "x"), count: 4096)
        var left = size
        while left > 0 {
            let piece = min(left, chunk.count)
            bytes += Array("\(String(piece, radix: 16))\r\n".utf8) + chunk[..<piece] + Array("\r\n".utf8)
            left -= piece
        }
        return bytes + Array("0\r\n\r\n".utf8)
    }

    @Test func aChunkedBodyOverTheLimitIsRefusedWith413AndNotReadToItsEnd() async throws {
        try await ServedSite.serving([]) { site in
            let small = try await RawHTTP.exchange(port: site.port, Self.chunked(20_000))
            #expect(small.statusLine == "HTTP/1.1 413 Payload Too Large")
            #expect(small.header("connection") == "close")
            #expect(small.closed)
            // 64 MB is more than loopback's socket buffers hold: had the server read on, every byte went.
            let large = try await RawHTTP.exchange(port: site.port, Self.chunked(64 << 20), deadline: .seconds(20))
            #expect(large.statusLine == "HTTP/1.1 413 Payload Too Large")
            #expect(large.sent < 64 << 20)
            // A chunked body within the limit is read, and the request answered as any other.
            let within = try await RawHTTP.exchange(port: site.port, Self.chunked(1000, method: "GET"), until: "</html>")
            #expect(within.statusLine.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBodyIsSent() async throws {
        try await ServedSite.serving([]) { site in
            let answer = try await RawHTTP.exchange(port: site.port, "POST / HTTP/1.1\r\nHost: test\r\nContent-Length: 20000\r\n\r\n")
            #expect(answer.statusLine == "HTTP/1.1 413 Payload Too Large")
            #expect(answer.closed)
        }
    }

    @Test(arguments: ["TRACE", "PUT", "DELETE", "OPTIONS", "PATCH", "POST"])
    func aMethodNoRouteHasIs405WithAllow(_ method: String) async throws {
        try await ServedSite.serving([]) { site in
            let answer = try await RawHTTP.exchange(
                port: site.port, "\(method) /2025 HTTP/1.1\r\nHost: test\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            #expect(answer.statusLine == "HTTP/1.1 405 Method Not Allowed")
            #expect(answer.header("allow") == "GET, HEAD")
        }
    }

    @Test func http10IsAnsweredAsHTTP10AndClosedUnlessKeptAlive() async throws {
        try await ServedSite.serving([]) { site in
            // Far below the idle timeout of 60 s: the answer ends the connection.
            let plain = try await RawHTTP.exchange(port: site.port, "GET /2025/standings/drivers HTTP/1.0\r\n\r\n", deadline: .seconds(10))
            #expect(plain.statusLine == "HTTP/1.0 200 OK")
            #expect(plain.header("connection") == "close")
            #expect(plain.closed)
            #expect(plain.text.contains("</html>"))
            // Kept alive when asked, with a length: a second request on the same connection is answered.
            let socket = try RawHTTP.connect(port: site.port)
            defer { close(socket) }
            let request = Array("GET /2025 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n".utf8)
            let first = await RawHTTP.onThread { RawHTTP.exchange(on: socket, request, deadline: .seconds(10), until: "</html>") }
            #expect(first.statusLine == "HTTP/1.0 200 OK")
            #expect(first.header("connection") == "keep-alive")
            #expect(first.header("content-length") != nil)
            #expect(!first.closed)
            let second = await RawHTTP.onThread { RawHTTP.exchange(on: socket, request, deadline: .seconds(10), until: "</html>") }
            #expect(second.statusLine == "HTTP/1.0 200 OK")
        }
    }

    @Test func connectionCloseIsHonoured() async throws {
        try await ServedSite.serving([]) { site in
            let answer = try await RawHTTP.exchange(port: site.port, "GET /2025 HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(answer.statusLine == "HTTP/1.1 200 OK")
            #expect(answer.header("connection") == "close")
            #expect(answer.closed)
        }
    }

    @Test func aRepeatedParameterIs400() async throws {
        try await ServedSite.serving([]) { site in
            for path in ["/2025/championship?round=1&round=2", "/api/v1/2025/championship?kind=drivers&kind=drivers"] {
                let answer = try await RawHTTP.exchange(port: site.port, "GET \(path) HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
                #expect(answer.statusLine == "HTTP/1.1 400 Bad Request", "\(path)")
                #expect(answer.text.contains("given more than once"), "\(path)")
            }
        }
    }
}
