import F1CommandLine
import F1Data
import F1HTML
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// f1web's routes on the demo data, through Hummingbird's router without a socket.
@Suite struct WebRoutesTests {
    static func application() throws -> some ApplicationProtocol {
        application(serving: .demo(try DemoRepository()))
    }

    /// f1web's router on `sources`, in UTC, logging nowhere.
    static func application(serving sources: DataSource) -> some ApplicationProtocol {
        let site = WebSite(sources: sources, format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC")
        return Application(router: WebServer.router(site: site, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }))
    }

    @Test(arguments: [
        "/", "/seasons", "/2025", "/2025/1", "/2025/standings/drivers", "/2025/standings/constructors", "/2025/championship",
        "/2025/championship?kind=constructors&round=2", "/2025/progression", "/2025/title", "/2025/rules", "/champions",
        "/2025/drivers/max_verstappen", "/2025/constructors/mclaren", "/rules",
    ])
    func everyPageOfTheDemoIsACompleteHTMLPage(_ path: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let body = String(buffer: response.body)
                #expect(body.hasPrefix("<!doctype html>"))
                #expect(body.contains("<main"))
                #expect(body.contains("</html>"))
                #expect(response.headers[HTTPField.Name("Content-Security-Policy")!]?.contains("script-src 'self'") == true)
            }
        }
    }

    @Test(arguments: ["/1949", "/2025/99", "/2025/drivers/nobody", "/nowhere", "/2025/standings/teams", "/20255", "/api/v1/2025/99"])
    func anUnknownSeasonRoundOrDriverIsAFriendly404(_ path: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(String(buffer: response.body).count > 40)
            }
        }
    }

    @Test func aPageAnswersItsETagWith304() async throws {
        try await Self.application().test(.router) { client in
            let tag = try await client.execute(uri: "/2025/standings/drivers", method: .get) { response in
                try #require(response.headers[.eTag])
            }
            try await client.execute(uri: "/2025/standings/drivers", method: .get, headers: [.ifNoneMatch: "\"other\", \(tag)"]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/2025/standings/drivers", method: .get, headers: [.ifNoneMatch: "\"other\""]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    /// The seasons page is no dead end: each season links its calendar.
    @Test func theSeasonsPageLinksEachSeason() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/seasons", method: .get) { response in
                #expect(String(buffer: response.body).contains("<a href=\"/2025\">"))
            }
        }
    }

    /// Each championship page links to the other one, as the app's switch does, keeping the
    /// page's own round and rules.
    @Test func aChampionshipPageSwitchesToTheOtherChampionship() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/2025/standings/drivers", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.contains("<nav class=\"switch\" aria-label=\"Standings\">"))
                #expect(body.contains("<a href=\"/2025/standings/drivers\" aria-current=\"page\">Drivers</a>"))
                #expect(body.contains("<a href=\"/2025/standings/constructors\">Constructors</a>"))
            }
            try await client.execute(uri: "/2025/championship?kind=constructors&round=3&under=1991", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.contains("<a href=\"/2025/championship?round=3&amp;under=1991\">Drivers</a>"))
                #expect(body.contains("<a href=\"/2025/championship?round=3&amp;kind=constructors&amp;under=1991\" aria-current=\"page\">"))
            }
            try await client.execute(uri: "/2025/title", method: .get) { response in
                #expect(!String(buffer: response.body).contains("class=\"switch\""))
            }
        }
    }

    @Test func theRaceWeekendPageHoldsItsReportsAndTheLapChart() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/2025/1", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok)
                // One h1, the race's; the reports after it are titled h2, their sections h3.
                #expect(body.components(separatedBy: "<h1").count == 2)
                #expect(body.contains(">Classification</h2>"))
                for title in ["Timetable", "Qualifying", "Starting grid", "Every stop", "Positions"] {
                    #expect(body.contains(">\(title)</h3>"), "the page lacks \(title)")
                }
                #expect(body.contains("<figure"))
                #expect(body.contains("<svg"))
            }
            // The chart is a picture: the API answers the race's results, as f1report does.
            try await client.execute(uri: "/api/v1/2025/1", method: .get) { response in
                #expect(String(buffer: response.body).contains("\"report\" : \"race\""))
            }
        }
    }

    @Test func headAnswersWithoutABody() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/2025", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test func theAPIAnswersWhatF1reportPrints() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/api/v1/2025/standings/drivers", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(json?["report"] as? String == "standings.drivers")
            }
        }
    }

    @Test func theOpenAPIDocumentIsServedAsGenerated() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: "/api/v1/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                // The bytes of docs/openapi.json, which the build plugin carries into the binary.
                let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                let committed = try Data(contentsOf: root.appending(path: "docs/openapi.json"))
                #expect(Data(buffer: response.body) == committed)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            }
        }
    }

    @Test func theAssetsAreImmutable() async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(uri: WebAssets.stylesheetURL, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl]?.contains("immutable") == true)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
        }
    }
}
