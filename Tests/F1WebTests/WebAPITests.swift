import F1CommandLine
import F1Data
import F1TestSupport
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The API answers exactly what `f1report --format json` prints for the same request, and every
/// string from an address reaches a page escaped.
@Suite struct WebAPITests {
    @Test(arguments: [
        ("/api/v1", ["overview"]), ("/api/v1/seasons", ["seasons"]), ("/api/v1/2025", ["season", "2025"]),
        ("/api/v1/2025/1", ["race", "2025", "1"]), ("/api/v1/2025/standings/constructors", ["standings", "constructors", "2025"]),
        ("/api/v1/2025/championship?round=2&under=1991", ["championship", "2025", "--round", "2", "--under", "1991"]),
        ("/api/v1/2025/progression?kind=constructors", ["progression", "2025", "--constructors"]), ("/api/v1/2025/title", ["title", "2025"]),
        ("/api/v1/champions", ["champions"]), ("/api/v1/2025/drivers/max_verstappen", ["driver", "max_verstappen", "2025"]),
        ("/api/v1/2025/rules", ["rules", "2025"]), ("/api/v1/2025/last", ["race", "2025", "last"]),
        ("/api/v1/2025/1/qualifying?segment=q1", ["qualifying", "2025", "1", "q1"]), ("/api/v1/2025/1/grid", ["grid", "2025", "1"]),
        ("/api/v1/2025/1/pitstops", ["pitstops", "2025", "1"]), ("/api/v1/2025/1/weekend", ["weekend", "2025", "1"]),
    ])
    func theAPIEqualsF1reportsJSON(_ path: String, _ arguments: [String]) async throws {
        try await Self.expectAnswer(at: path, equalsWhatF1reportPrints: arguments, on: try WebRoutesTests.application(), deadline: .seconds(60))
    }

    /// The API's answer at `path` is, byte for byte, what the built `f1report ARGUMENTS --format
    /// json --time-zone UTC` prints.
    static func expectAnswer(
        at path: String, equalsWhatF1reportPrints arguments: [String], on application: some ApplicationProtocol, deadline: Duration
    ) async throws {
        let printed = try await ProcessRunner.run(
            ProcessRunner.builtExecutable(named: "f1report"), arguments + ["--format", "json", "--time-zone", "UTC"],
            environment: ["HOME": FileManager.default.temporaryDirectory.path], deadline: deadline)
        try #require(printed.status == 0, "f1report \(arguments): \(printed.stderr)")
        try await application.test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == printed.stdout)
            }
        }
    }

    @Test func anAPIFailureIsJSONWithItsStatus() async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: "/api/v1/2025/drivers/nobody", method: .get) { response in
                #expect(response.status == .notFound)
                let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: [String: Any]]
                #expect(json?["error"]?["status"] as? Int == 404)
                #expect((json?["error"]?["message"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test(arguments: ["/2025/drivers/%3Cimg%20src=x%20onerror=alert(1)%3E", "/2025/constructors/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"])
    func aHostileAddressComesBackAsText(_ path: String) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .notFound)
                #expect(!body.contains("<img src=x"))
                #expect(!body.contains("<script>alert"))
            }
        }
    }

    @Test func aBodyLargerThanAnyPageTakesIsRefused() async throws {
        try await WebRoutesTests.application().test(.router) { client in
            let body = ByteBuffer(repeating: 0x61, count: 64 * 1024)
            try await client.execute(uri: "/", method: .get, headers: [.contentLength: String(body.readableBytes)], body: body) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }
}
