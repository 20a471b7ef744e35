import F1CommandLine
import F1DataF1db
import F1TestSupport
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// Where the f1db copy in ../shared is (test input, never committed).
enum SharedF1db {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/f1db").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appending(path: "data").path) }
}

/// f1web on the whole history.
@Suite(.enabled(if: SharedF1db.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct WebOnF1dbTests {
    static var f1db: URL { SharedF1db.root }

    static func application() throws -> some ApplicationProtocol {
        WebRoutesTests.application(serving: .f1db(try F1dbRepository(path: f1db.path)))
    }

    @Test(arguments: [
        "/seasons", "/champions", "/champions?under=2010", "/1988", "/1988/5", "/1988/standings/drivers", "/1988/championship",
        "/1988/championship?kind=constructors&under=2010", "/2021/progression", "/2021/title", "/1988/rules", "/1988/drivers/alain-prost",
        "/1988/constructors/mclaren",
    ])
    func everyPageOfAPastSeasonIsAnImmutableHTMLPage(_ path: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok, "\(path): \(body.prefix(300))")
                #expect(body.hasPrefix("<!doctype html>") && body.hasSuffix("</html>\n"))
                #expect(body.contains("F1DB"))
                if path.hasPrefix("/19") || path.hasPrefix("/20") {
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                }
            }
        }
    }

    @Test(arguments: ["/1949", "/1988/99", "/1988/drivers/nobody", "/1988/championship?under=nothing"])
    func whatTheHistoryLacksIsA404(_ path: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test(arguments: [
        ("/api/v1/1988/standings/drivers", ["standings", "drivers", "1988"]), ("/api/v1/1988/5", ["race", "1988", "5"]),
        ("/api/v1/champions", ["champions"]),
    ])
    func theAPIEqualsF1reportsJSON(_ path: String, _ arguments: [String]) async throws {
        try await WebAPITests.expectAnswer(
            at: path, equalsWhatF1reportPrints: arguments + ["--f1db", Self.f1db.appending(path: "data").path], on: try Self.application(),
            deadline: .seconds(120))
    }
}
