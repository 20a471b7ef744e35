import F1CommandLine
import F1Data
import F1HTML
import F1TestSupport
import F1UI
import F1UseCases
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// f1web's spoiler-free addresses: "/spoiler-free/MOMENT/..." shows every page and API answer as
/// of the moment, every link on such a page keeps the prefix, a link reveals the next session,
/// and the full pages and the spoiler-free ones never share an answer or an ETag.
@Suite struct SpoilerFreeWebTests {
    /// Every kind of page of the demo, and the hidden round's own.
    static let paths = [
        "/", "/seasons", "/2025", "/2025/1", "/2025/3", "/2025/3/weekend", "/2025/standings/drivers", "/2025/standings/constructors",
        "/2025/championship", "/2025/championship?kind=constructors", "/2025/progression", "/2025/title", "/2025/rules", "/champions",
        "/2025/drivers/norris", "/2025/drivers/max_verstappen", "/2025/constructors/mclaren", "/next", "/2025/teammates",
    ]

    static func check() async throws -> SpoilerCheck {
        try await SpoilerCheck.hiding([3], of: 2025, in: try DemoRepository())
    }

    @Test func everyPageAndAnswerUnderThePrefixHidesTheAustralianGrandPrix() async throws {
        let check = try await Self.check()
        let (problems, pages) = try await WebRoutesTests.application().test(.router) { client in
            var problems: [String] = []
            var pages = 0
            for path in Self.paths {
                let (status, body) = try await client.execute(uri: "/spoiler-free/latest" + path, method: .get) { response in
                    (response.status, String(buffer: response.body))
                }
                problems += check.leaks(inMarkup: body, face: "HTML", report: path)
                if status == .ok {
                    pages += 1
                    problems += Self.linksLeavingTheMode(body, prefix: "/spoiler-free/latest", path: path)
                    #expect(body.contains("href=\"/spoiler-free/latest%2B1"), "\(path): no link reveals the next session")
                }
                let json = try await client.execute(uri: "/spoiler-free/latest/api/v1" + (path == "/" ? "" : path), method: .get) { response in
                    String(buffer: response.body)
                }
                problems += check.leaks(inJSON: json, face: "JSON", report: path)
            }
            return (problems, pages)
        }
        #expect(pages >= Self.paths.count - 3)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The same search finds the spoilers on the full pages, and after one reveal.
    @Test(arguments: ["", "/spoiler-free/latest+1", "/spoiler-free/latest%2B1"])
    func theFullPagesAndARevealShowTheRound(_ prefix: String) async throws {
        let check = try await Self.check()
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: prefix + "/2025", method: .get) { response in
                #expect(response.status == .ok)
                let leaks = check.leaks(inMarkup: String(buffer: response.body), face: "HTML", report: "/2025")
                #expect(leaks.contains { $0.contains("Australian Grand Prix with Norris") }, "\(prefix): \(leaks)")
            }
            try await client.execute(uri: prefix + "/api/v1/2025/standings/drivers", method: .get) { response in
                let leaks = check.leaks(inJSON: String(buffer: response.body), face: "JSON", report: "standings")
                #expect(leaks.contains { $0.contains("Verstappen with 70") }, "\(prefix): \(leaks)")
            }
        }
    }

    @Test func theModesNeverShareAnAnswer() async throws {
        try await WebRoutesTests.application().test(.router) { client in
            var tags: [String] = []
            // Each twice: the second is the answer cache's.
            for path in [
                "/2025/standings/drivers", "/spoiler-free/latest/2025/standings/drivers", "/2025/standings/drivers",
                "/spoiler-free/latest/2025/standings/drivers",
            ] {
                let tag = try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body).contains("spoiler-free") == path.hasPrefix("/spoiler-free"), "\(path)")
                    return response.headers[.eTag] ?? ""
                }
                tags.append(tag)
            }
            #expect(tags[0] == tags[2] && tags[1] == tags[3] && tags[0] != tags[1], "\(tags)")
        }
    }

    @Test(arguments: ["/spoiler-free/bogus/2025", "/spoiler-free/2025-13-40/2025", "/spoiler-free/latest+x", "/spoiler-free/latest%0A/2025"])
    func aMomentThatDoesNotParseIsA400SayingWhy(_ path: String) async throws {
        try await WebRoutesTests.application().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("is not a spoiler-free moment"))
            }
        }
    }

    /// The real f1web started spoiler-free: its pages at their usual addresses hide the round,
    /// and the live race (Monaco, after the moment) is withheld from the page, its events and
    /// every page's summary line.
    @Test func f1webStartedSpoilerFreeHidesTheRoundAndTheLiveRace() async throws {
        let check = try await Self.check()
        try await ServedSite.serving(["--spoiler-free"]) { site in
            for path in ["/2025", "/2025/standings/drivers", "/2025/progression", "/api/v1/2025/standings/drivers"] {
                let answer = try await RawHTTP.exchange(port: site.port, "GET \(path) HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
                #expect(answer.statusLine.hasPrefix("HTTP/1.1 200"), "\(path): \(answer.statusLine)")
                let body = answer.text
                let leaks = path.hasPrefix("/api") ? [] : check.leaks(inMarkup: body, face: "HTML", report: path)
                #expect(leaks.isEmpty, "\(leaks)")
                #expect(!body.contains("id=\"live-summary\""), "\(path) carries the live summary")
            }
            let live = try await RawHTTP.exchange(port: site.port, "GET /live HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(live.text.contains("after the spoiler-free moment"))
            #expect(!live.text.contains("id=\"live-board\""))
            let events = try await RawHTTP.exchange(port: site.port, "GET /live/events HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(events.statusLine.hasPrefix("HTTP/1.1 404"), "\(events.statusLine)")
            // Revealed past Monaco's race, the board is there again.
            let later = try await RawHTTP.exchange(
                port: site.port, "GET /spoiler-free/2025-07-01/live HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(later.text.contains("id=\"live-board\""))
        }
    }

    /// Links on a spoiler-free page that lead out of the mode: every site link must keep the prefix
    /// (the stylesheet and the script, which show no data, need not).
    static func linksLeavingTheMode(_ body: String, prefix: String, path: String) -> [String] {
        body.matches(of: /href="(\/[^"]*)"/).map { String($0.output.1) }.filter { link in
            !link.hasPrefix(prefix + "/") && link != prefix && !link.hasPrefix("/spoiler-free/latest%2B1") && !link.hasPrefix("/assets/")
        }.map { "\(path): the link \($0) leaves spoiler-free mode" }
    }
}
