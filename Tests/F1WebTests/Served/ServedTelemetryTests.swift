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
            #expect(laps.compactMap { $0["lapTime"] as? Double } == [try Self.lapTime("RUS", lap: 19), try Self.lapTime("LEC", lap: 14)])
        }
    }

    /// A damaged lap file is the server's fault (500), said without the server's paths.
    @Test func aDamagedFileIsTheServersFaultAndNamesNoPath() async throws {
        let checkout = FileManager.default.temporaryDirectory.appending(path: "f1web-damaged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: checkout) }
        let session = checkout.appending(path: "Austrian Grand Prix/Qualifying")
        try FileManager.default.createDirectory(at: session, withIntermediateDirectories: true)
        for name in ["drivers.json", "corners.json", "RUS", "LEC"] {
            try FileManager.default.copyItem(at: Self.austria.appending(path: name), to: session.appending(path: name))
        }
        // ../shared is read-only; the copies are made writable, so they can be damaged and removed.
        for folder in ["RUS", "LEC"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: session.appending(path: folder).path)
        }
        let lap = session.appending(path: "RUS/19_tel.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: lap.path)
        try Data("{\"tel\": {\"time\": [0, 1".utf8).write(to: lap)
        try await ServedSite.serving(["--f1db", SharedF1db.root.path, "--telemetry", checkout.path]) { site in
            let request = "GET /api/v1/2026/8/q/telemetry?drivers=RUS,LEC HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
            let exchange = try await RawHTTP.exchange(port: site.port, request, deadline: .seconds(20))
            #expect(exchange.statusLine.contains(" 500 "), "\(exchange.text.prefix(400))")
            #expect(exchange.text.contains("cannot be read"))
            #expect(!exchange.text.contains(checkout.path) && !exchange.text.contains("19_tel.json"), "\(exchange.text)")
        }
    }

    /// A lap's time as its driver's `laptimes.json` has it, read here without F1Kit.
    static func lapTime(_ driver: String, lap: Int) throws -> Double {
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: austria.appending(path: "\(driver)/laptimes.json")))
        let columns = try #require(table as? [String: Any])
        let laps = try #require(columns["lap"] as? [Any])
        let times = try #require(columns["time"] as? [Any])
        let row = try #require(laps.firstIndex { ($0 as? NSNumber)?.intValue == lap })
        return try #require((times[row] as? NSNumber)?.doubleValue)  // trap-ok: a test reading a fixed file.
    }
}
