import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// The ledger of published calendar events: revisions kept across runs, a move counted once,
/// publishers at once never losing one another's revision, and a damaged file a fresh start.
@Suite struct PublicationLedgerFileTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1kit-ledger-\(UUID().uuidString)")
    static func at(_ hour: Int) -> PublishedTimes { PublishedTimes(start: "20250316T\(hour)0000Z", end: "20250316T\(hour + 2)0000Z") }
    static let first = Moment(millisecondsSince1970: 1_000_000)
    static let later = Moment(millisecondsSince1970: 2_000_000)

    @Test func aMoveIsTheNextRevisionAndNothingElseChanges() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = PublicationLedgerFile(directory: folder)
        let published = try ledger.publish(["a": Self.at(10), "b": Self.at(12)], calendar: "demo-2025", now: Self.first)
        #expect(published["a"] == Publication(times: Self.at(10), sequence: 0, lastModified: Self.first))
        // Another ledger on the same folder (another run) reads what the first recorded.
        let again = try PublicationLedgerFile(directory: folder).publish(
            ["a": Self.at(12), "b": Self.at(12)], calendar: "demo-2025", now: Self.later)
        #expect(again["a"] == Publication(times: Self.at(12), sequence: 1, lastModified: Self.later))
        #expect(again["b"] == published["b"])
        // Another calendar's ledger is its own.
        #expect(try ledger.publish(["a": Self.at(12)], calendar: "f1db-2025", now: Self.later)["a"]?.sequence == 0)
    }

    /// Eight publishers at once, each moving the same event to its own time: every move is
    /// counted, so the last sequence is the number of moves, whoever went last.
    @Test func publishersAtOnceLoseNoRevision() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = PublicationLedgerFile(directory: folder, lockDeadline: .seconds(30))
        _ = try ledger.publish(["a": Self.at(10)], calendar: "race", now: Self.first)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for hour in 11...18 {
                group.addTask { _ = try ledger.publish(["a": Self.at(hour)], calendar: "race", now: Self.later) }
            }
            try await group.waitForAll()
        }
        let last = try ledger.publish(["a": Self.at(18)], calendar: "race", now: Self.later)["a"]
        // Each of the 8 moves differs from whatever was recorded before it (no hour is published
        // twice), so each is a revision: 8; the last publication adds one unless 18 went last.
        #expect((8...9).contains(last?.sequence ?? 0), "\(String(describing: last))")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "calendars").path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "a temporary file was left: \(names)")
    }

    @Test func aDamagedLedgerStartsAgainAtRevisionZero() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = PublicationLedgerFile(directory: folder)
        let file = ledger.file(of: "demo-2025")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a ledger\na\tb\n".utf8).write(to: file)
        #expect(try ledger.publish(["a": Self.at(10)], calendar: "demo-2025", now: Self.first)["a"]?.sequence == 0)
        try Data("f1kit publication ledger 1\na\tx\ty\tnot a number\t5\nb\tfew fields\n".utf8).write(to: file)
        #expect(try ledger.publish(["a": Self.at(10)], calendar: "demo-2025", now: Self.first)["a"]?.sequence == 0)
    }

    @Test func aFolderThatCannotHoldTheLedgerIsOneClause() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appending(path: "calendars"))
        #expect(throws: LedgerFailure.self) {
            try PublicationLedgerFile(directory: folder).publish(["a": Self.at(10)], calendar: "x", now: Self.first)
        }
    }
}
