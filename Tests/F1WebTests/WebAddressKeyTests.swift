import F1Data
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// The answer cache is keyed by what a request means: a query no page reads makes no entry of
/// its own, so a flood of junk queries is answered from one rendering.
@Suite struct WebAddressKeyTests {
    static func application(cache: AnswerCache<WebServer.AnswerKey>) throws -> some ApplicationProtocol {
        let site = WebSite(sources: try DemoRepository(), format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC")
        return Application(router: WebServer.router(site: site, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, cache: cache))
    }

    @Test(arguments: ["/champions", "/2025/standings/drivers", "/api/v1/2025/standings/drivers"])
    func junkQueriesShareTheirPagesEntry(_ path: String) async throws {
        let cache = AnswerCache<WebServer.AnswerKey>()
        try await Self.application(cache: cache).test(.router) { client in
            var bodies: Set<String> = []
            for index in 0..<40 {
                try await client.execute(uri: "\(path)?junk=\(index)&utm_source=x\(index)", method: .get) { response in
                    #expect(response.status == .ok)
                    bodies.insert(String(buffer: response.body))
                }
            }
            #expect(bodies.count == 1)
        }
        #expect(cache.count == 1)
    }

    /// The same page by other spellings of its address is one entry too: an escaped segment, a
    /// query the page reads given its default.
    @Test func onePageIsOneEntryHoweverItsAddressIsSpelled() async throws {
        let cache = AnswerCache<WebServer.AnswerKey>()
        try await Self.application(cache: cache).test(.router) { client in
            for uri in ["/2025/championship", "/2025/championship?kind=drivers", "/%32025/championship", "/2025/championship?kind=drivers&x=1"] {
                try await client.execute(uri: uri, method: .get) { response in #expect(response.status == .ok, "\(uri)") }
            }
        }
        #expect(cache.count == 1)
    }

    @Test(arguments: ["/2025/championship?round=1&round=2", "/api/v1/2025/progression?kind=drivers&kind=constructors"])
    func aRepeatedParameterIs400AndKeepsNothing(_ uri: String) async throws {
        let cache = AnswerCache<WebServer.AnswerKey>()
        try await Self.application(cache: cache).test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("given more than once"))
            }
        }
        #expect(cache.count == 0)
    }
}
