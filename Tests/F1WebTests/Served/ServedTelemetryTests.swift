import Foundation
import Testing

/// The Austrian qualifying laps in ../shared (test input, never committed).
enum SharedAustria {
    static var root: URL { SharedF1db.root.deletingLastPathComponent().appending(path: "telemetry/tracinginsights/2026-austria-qualifying") }
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appending(path: "RUS/19_tel.json").path) && SharedF1db.isPresent }
}

/// f1web reads laps' telemetry from what `--telemetry` names, as f1report does: the Austrian
/// pole and P2 laps of 2026 from a TracingInsights checkout, f1db's calendar naming the Grand Prix.
@Suite(.enabled(if: SharedAustria.isPresent, "../shared/data/telemetry or ../shared/data/f1db is absent: the Austrian laps need both"))
struct ServedTelemetryTests {
    static var austria: URL { SharedAustria.root }

    @Test func theApiAnswersFromTheCheckoutTelemetryNames() async throws {
        let checkout = FileManager.default.temporaryDirectory.appending(path: "f1web-checkout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: checkout) }
        let grandPrix = checkout.appending(path: "Austrian Grand Prix")
        try FileManager.default.createDirectory(at: grandPrix, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: grandPrix.appending(path: "Qualifying"), withDestinationURL: Self.austria)
        try await ServedSite.serving(["--f1db", SharedF1db.root.path, "--telemetry", checkout.path]) { site in
            let request = "GET /api/v1/2026/8/q/telemetry?drivers=RUS,LEC HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
            let exchange = try await RawHTTP.exchange(port: site.port, request, deadline: .seconds(20))
            #expect(exchange.statusLine.contains(" 200 "), "\(exchange.text.prefix(400))")
            let body = try #require(exchange.text.components(separatedBy: "\r\n\r\n").dropFirst().first)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            let laps = try #require(json["laps"] as? [[String: Any]])
            #expect(laps.compactMap { $0["lapTime"] as? Double } == [66.113, 66.349])
        }
    }
}
