import CompressNIO
import F1Web
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A browser that accepts gzip gets pages compressed, with a tag of their own; one that does not,
/// or refuses it with q=0, gets them as they are.
@Suite struct CompressionTests {
    @Test func aPageIsGzippedForABrowserThatAcceptsIt() async throws {
        try await WebRoutesTests.application().test(.router) { client in
            let (plain, plainTag) = try await client.execute(uri: "/2025/standings/drivers", method: .get) { response in
                #expect(response.headers[.contentEncoding] == nil)
                #expect(response.headers[.vary] == "Accept-Encoding")
                return (response.body, response.headers[.eTag])
            }
            try await client.execute(uri: "/2025/standings/drivers", method: .get, headers: [.acceptEncoding: "br, gzip;q=0.8"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.headers[.eTag] != plainTag)
                #expect(response.body.readableBytes < plain.readableBytes / 2)
                var body = response.body
                let inflated = try body.decompress(with: .gzip())
                #expect(inflated == plain)
                let tag = try #require(response.headers[.eTag])
                try await client.execute(
                    uri: "/2025/standings/drivers", method: .get, headers: [.acceptEncoding: "gzip", .ifNoneMatch: tag]
                ) { response in
                    #expect(response.status == .notModified)
                }
            }
        }
    }

    /// Gzip's own weight decides when the header names it; otherwise `*`'s.
    @Test(arguments: ["gzip", "*", "br, *;q=0.5", "*;q=0, gzip;q=0.1"])
    func aBrowserThatTakesAnyEncodingGetsGzip(_ acceptEncoding: String) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: "/2025", method: .get, headers: [.acceptEncoding: acceptEncoding]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
            }
        }
    }

    @Test(arguments: ["gzip;q=0", "identity", "deflate", "gzip;q=0, *", "*;q=0"])
    func aBrowserThatRefusesGzipGetsThePageAsItIs(_ acceptEncoding: String) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: "/2025", method: .get, headers: [.acceptEncoding: acceptEncoding]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentEncoding] == nil)
                #expect(String(buffer: response.body).hasPrefix("<!doctype html>"))
            }
        }
    }
}
