import F1TestSupport
import Foundation
import Testing

/// The running f1web's calendar file, `/YEAR/calendar.ics`: the same file `f1report calendar
/// YEAR --format ics` writes from the same ledger, with the calendar's content type, an ETag a
/// browser or calendar program revalidates with, and the season page's links to it.
@Suite struct ServedCalendarTests {
    let cache = FileManager.default.temporaryDirectory.appending(path: "f1web-calendar-\(UUID().uuidString)")

    static func get(_ path: String, port: Int, headers: String = "") async throws -> RawHTTP.Exchange {
        try await RawHTTP.exchange(
            port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)Connection: close\r\n\r\n", deadline: .seconds(30))
    }

    static func body(_ exchange: RawHTTP.Exchange) -> String {
        exchange.text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    }

    @Test func theCalendarIsServedTaggedAndEqualToWhatF1reportWrites() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        try await ServedSite.serving(["--cache-dir", cache.path]) { site in
            let answer = try await Self.get("/2025/calendar.ics", port: site.port)
            #expect(answer.statusLine == "HTTP/1.1 200 OK")
            #expect(answer.header("content-type") == "text/calendar; charset=utf-8")
            let tag = try #require(answer.header("etag"))
            let served = Self.body(answer)
            #expect(served.hasPrefix("BEGIN:VCALENDAR\r\n") && served.hasSuffix("END:VCALENDAR\r\n"))

            // f1report on the same cache folder publishes from the same ledger: the same bytes.
            let printed = try await ProcessRunner.run(
                ProcessRunner.builtExecutable(named: "f1report"), ["calendar", "2025", "--format", "ics", "--cache-dir", cache.path],
                environment: ["TZ": "UTC"], deadline: .seconds(60))
            #expect(printed.status == 0, "\(printed.stderr)")
            #expect(printed.stdout == served)

            // Asked again with its tag: nothing moved, so 304 and no body.
            let again = try await Self.get("/2025/calendar.ics", port: site.port, headers: "If-None-Match: \(tag)\r\n")
            #expect(again.statusLine == "HTTP/1.1 304 Not Modified")
            #expect(Self.body(again).isEmpty)

            if ICalendarParser.enabled {
                let calendar = try await ICalendarParser.parse(served)
                #expect(calendar.errors.isEmpty)
                #expect(calendar.events.count == served.components(separatedBy: "BEGIN:VEVENT").count - 1)
            }
        }
    }

    @Test func theSeasonPageLinksItsCalendarByWebcalAndForDownload() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        try await ServedSite.serving(["--cache-dir", cache.path]) { site in
            let page = Self.body(try await Self.get("/2025", port: site.port))
            #expect(page.contains("<a href=\"webcal://127.0.0.1:\(site.port)/2025/calendar.ics\">subscribe</a>"))
            #expect(page.contains("<a href=\"/2025/calendar.ics\" type=\"text/calendar\" download=\"f1-2025.ics\">"))
            // A Host header no link may carry gets the download link alone.
            let hostile = try await RawHTTP.exchange(
                port: site.port, "GET /2025 HTTP/1.1\r\nHost: evil\"><x\r\nConnection: close\r\n\r\n", deadline: .seconds(30))
            let hostilePage = Self.body(hostile)
            if hostile.statusLine == "HTTP/1.1 200 OK" {
                #expect(!hostilePage.contains("webcal:"))
                #expect(!hostilePage.contains("evil\""))
                #expect(hostilePage.contains("href=\"/2025/calendar.ics\""))
            }
            // An unknown season's calendar is the site's 404 page.
            #expect(try await Self.get("/1900/calendar.ics", port: site.port).statusLine == "HTTP/1.1 404 Not Found")
        }
    }
}
