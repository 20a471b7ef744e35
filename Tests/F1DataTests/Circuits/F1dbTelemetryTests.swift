import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

/// A checkout made in a temporary folder: the shared f1db data linked in as `data`, the shared
/// drawings copied into `src/assets/circuits/black`.
struct F1dbCheckoutWithDrawings: ~Copyable {
    static let sharedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/f1db/data").standardizedFileURL
    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: sharedData.appending(path: "seasons/2026/races/08-austria/race.yml").path)
            && SharedCircuitDrawings.isPresent
    }

    let root: URL
    var drawings: URL { root.appending(path: "src/assets/circuits/black") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "f1db-drawings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "src/assets/circuits/black"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appending(path: "data"), withDestinationURL: Self.sharedData)
        for name in SharedCircuitDrawings.names {
            try FileManager.default.copyItem(at: SharedCircuitDrawings.folder.appending(path: name), to: drawings.appending(path: name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite(.enabled(if: F1dbCheckoutWithDrawings.isPresent, "../shared/data is absent: f1db and its circuit drawings are not available"))
struct F1dbTelemetryTests {
    @Test func theRedBullRingIsDrawnFromItsLayoutAtItsLength() async throws {
        let checkout = try F1dbCheckoutWithDrawings()
        let telemetry = try F1dbRepository(path: checkout.root.path).telemetryRepository
        let layout = try await telemetry.trackLayout(season: 2026, round: 8, session: .qualifying)
        #expect(layout.name == "Red Bull Ring")
        #expect(layout.credit == "Outline: F1DB (CC BY 4.0)")
        #expect(layout.lapLength == 4_326)
        #expect(abs(layout.outline.length + layout.outline.closingGap - 4_326) < 1)
        // race.yml says ten turns.
        #expect(layout.corners.map(\.number) == Array(1...10))
        #expect(layout.corners.allSatisfy { (0..<4_326).contains($0.distance) })
    }

    @Test func f1dbHasNoLaps() async throws {
        let checkout = try F1dbCheckoutWithDrawings()
        let source: any ReportSource = try F1dbRepository(path: checkout.root.path)
        let telemetry = source.telemetryRepository
        #expect(telemetry.coverage == "no session's laps: F1DB has circuit outlines but no telemetry")
        await #expect(throws: TelemetryError.sessionNotInSource(session: "2026 round 8", coverage: telemetry.coverage)) {
            try await telemetry.sessionLaps(season: 2026, round: 8, session: .qualifying)
        }
    }

    @Test func aDamagedOrMissingDrawingIsOneSentenceNamingIt() async throws {
        let checkout = try F1dbCheckoutWithDrawings()
        let telemetry = try F1dbRepository(path: checkout.root.path).telemetryRepository
        let path = checkout.drawings.standardizedFileURL.path + "/spielberg-3.svg"
        try Data("<svg><path d='M0 0 h10 v10'/></svg>".utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: TelemetryError.fileUnusable(path: path, reason: "holds no closed path (one ending in Z), so it draws no circuit")) {
            try await telemetry.trackLayout(season: 2026, round: 8, session: .race)
        }
        try FileManager.default.removeItem(atPath: path)
        await #expect(throws: TelemetryError.fileUnusable(path: path, reason: "is missing, so there is no outline of Red Bull Ring")) {
            try await telemetry.trackLayout(season: 2026, round: 8, session: .race)
        }
    }

    @Test func aCheckoutWithoutDrawingsHasNoLayout() async throws {
        let telemetry = try F1dbRepository(path: F1dbCheckoutWithDrawings.sharedData.path).telemetryRepository
        await #expect(throws: TelemetryError.noLayout(circuit: "Red Bull Ring")) {
            try await telemetry.trackLayout(season: 2026, round: 8, session: .race)
        }
    }
}
