import ErgastEmulator
import F1DataLive
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// URLSessionHTTPClient against a hostile server (issue "Hardening the new surfaces", classes 3
/// and 4): credentials never cross an origin, redirects leave http(s) never, and an answer is
/// limited while it arrives, decompressed.
@Suite struct HostileAnswerTests {
    static let token = ["Authorization": "Bearer s3cret"]

    /// The outcome of one GET, as a value a test can compare.
    static func outcome(_ client: URLSessionHTTPClient, _ url: String, headers: [String: String] = [:]) async -> Result<Int, TransportFailure> {
        do {
            return .success(try await client.get(URL(string: url)!, headers: headers).status)  // trap-ok: a literal URL
        } catch let failure as TransportFailure {
            return .failure(failure)
        } catch {
            return .failure(.connectionFailed("\(error)"))
        }
    }

    @Test(arguments: [301, 302, 307])
    func aTokenIsNeverSentToAnotherPort(status: Int) async throws {
        let elsewhere = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let server = try HostileServer { _ in .redirect(status: status, location: elsewhere.origin + "/v1/sessions") }
        let outcome = await Self.outcome(URLSessionHTTPClient(), server.origin + "/v1/sessions", headers: Self.token)
        #expect(outcome == .failure(.crossOriginRedirect(target: elsewhere.origin)))
        #expect(elsewhere.receivedRequests.allSatisfy { $0.headers["authorization"] == nil })
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aSameOriginRedirectKeepsTheToken() async throws {
        let server = try HostileServer { target in
            target.hasPrefix("/old") ? .redirect(status: 302, location: "/new") : .answer(status: 200, body: Data("[]".utf8))
        }
        #expect(await Self.outcome(URLSessionHTTPClient(), server.origin + "/old", headers: Self.token) == .success(200))
        #expect(server.receivedRequests.map(\.target) == ["/old", "/new"])
        #expect(server.receivedRequests.allSatisfy { $0.headers["authorization"] == "Bearer s3cret" })
    }

    /// Without credentials nothing is at stake: the redirect is followed wherever it goes over http.
    @Test func aRequestWithoutCredentialsFollowsARedirectToAnotherPort() async throws {
        let elsewhere = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let server = try HostileServer { _ in .redirect(status: 302, location: elsewhere.origin + "/x") }
        #expect(await Self.outcome(URLSessionHTTPClient(), server.origin + "/x") == .success(200))
        #expect(elsewhere.receivedRequests.count == 1)
    }

    @Test(arguments: [("file:///etc/passwd", "file"), ("ftp://127.0.0.1/x.json", "ftp")])
    func aRedirectToAnotherSchemeIsRefused(location: String, scheme: String) async throws {
        let server = try HostileServer { _ in .redirect(status: 302, location: location) }
        #expect(await Self.outcome(URLSessionHTTPClient(), server.origin + "/x") == .failure(.redirectToScheme(scheme)))
        #expect(await Self.outcome(URLSessionHTTPClient(), server.origin + "/x", headers: Self.token) == .failure(.redirectToScheme(scheme)))
    }

    @Test func anEndlessBodyStopsAtTheLimit() async throws {
        let server = try HostileServer { _ in .endless(cap: 64 * 1_048_576) }
        let client = URLSessionHTTPClient(answerLimit: 1_048_576)
        #expect(await Self.outcome(client, server.origin + "/x") == .failure(.answerPastLimit(limit: 1_048_576)))
    }

    /// Half a MB of gzip that would be 512 MB: the limit counts what it decompresses to.
    @Test func aGzipBombStopsAtTheLimitOfItsDecompressedBytes() async throws {
        let bomb = try GzipBomb.shared
        #expect(bomb.count < 2 * 1_048_576)
        let server = try HostileServer { _ in .gzip(compressed: bomb) }
        let client = URLSessionHTTPClient(answerLimit: 8 * 1_048_576)
        #expect(await Self.outcome(client, server.origin + "/x") == .failure(.answerPastLimit(limit: 8 * 1_048_576)))
    }

    /// A length announced past the limit is refused before the body is read.
    @Test func anAnnouncedLengthPastTheLimitIsRefused() async throws {
        let server = try HostileServer { _ in .answer(status: 200, body: Data(repeating: 32, count: 4096)) }
        #expect(await Self.outcome(URLSessionHTTPClient(answerLimit: 1024), server.origin + "/x") == .failure(.answerPastLimit(limit: 1024)))
        #expect(await Self.outcome(URLSessionHTTPClient(answerLimit: 4096), server.origin + "/x") == .success(200))
    }
}
