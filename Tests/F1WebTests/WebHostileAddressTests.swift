import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Addresses a stranger sends get the answers they always had: a 404 for a path no page has, a
/// 400 for a query value a page does not take, as HTML for a page and as JSON under /api/v1.
@Suite struct WebHostileAddressTests {
    @Test(arguments: [
        ("/%2532025/championship", 404), ("/2025/drivers/%E9", 404), ("/2025/drivers/%zz", 404), ("/2025/drivers/%4", 404),
        ("/2025/../2025", 404), ("/2025/./1", 404), ("/20255", 404), ("/2025/100", 404), ("/2025/001", 404),
        ("/99999999999999999999/1", 404), ("/2025/championship?round=100", 400), ("/2025/championship?round=00000000000000000001", 400),
        ("/2025/championship?kind=%zz", 400), ("/champions?under=%E9", 400), ("/2025/championship?round=1&round=2", 400),
        ("/api/v1/%2532025", 404), ("/api/v1/2025/title?round=99999999999999999999", 400), ("/api/v1/2025/1/chart/positions", 404),
    ])
    func aHostileAddressGetsItsAnswer(_ uri: String, _ status: Int) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status.code == status, "\(uri)")
                #expect(response.headers[.cacheControl] == "no-store")
                let json = response.headers[.contentType] == "application/json; charset=utf-8"
                #expect(json == uri.hasPrefix("/api/"), "\(uri)")
            }
        }
    }

    /// The reports a race weekend's page shows are each an address of their own.
    @Test(arguments: ["/2025/1/qualifying", "/2025/1/qualifying?segment=q1", "/2025/1/grid", "/2025/1/pitstops", "/2025/last", "/2025/1/chart/gaps"])
    func eachSessionIsAPageOfItsOwn(_ uri: String) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok, "\(uri)")
                #expect(String(buffer: response.body).components(separatedBy: "<h1").count == 2)
            }
        }
    }
}
