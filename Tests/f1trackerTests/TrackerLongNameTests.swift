import F1TestSupport
import Foundation
import Testing

/// f1tracker over an f1db tree whose driver has a 40,000-character name (issue 41): the calendar
/// and the standings draw the name cut to its column with "…", and the app quits cleanly.
@Suite(.enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)))
struct TrackerLongNameTests {
    static let name = String(repeating: "漢", count: 40_000)

    /// One season (`SmallF1db`), its driver named `name`, written under a fresh temporary folder.
    static func writeTree() throws -> URL {
        try SmallF1db.write(
            in: FileManager.default.temporaryDirectory.appending(path: "f1tracker-long-name-\(UUID().uuidString)"),
            changing: [
                "seasons/2000/constructor-standings.yml": "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 20\n",
                "drivers/ace.yml":
                    "id: ace\nname: Alex \(name)\nfirstName: Alex\nlastName: \(name)\nfullName: Alex \(name)\nabbreviation: ACE\n"
                    + "dateOfBirth: 1970-01-01\nnationalityCountryId: testland\n",
            ])
    }

    @Test func theNameIsCutToItsColumnOnTheCalendarAndTheStandings() async throws {
        let data = try Self.writeTree()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        try await tmux.type(TrackerSessionTests.command("--f1db \(TmuxSession.shellQuoted(data.path)) 2000"))
        let calendar = try await tmux.waitFor("2000's calendar") { $0.row(1).hasPrefix(" 2000 season") && $0.contains("Alex 漢") }
        #expect(calendar.line(containing: "Alex 漢")?.contains("…") == true, "\(calendar.framed)")
        try await tmux.press("2")
        let table = try await tmux.waitFor("2000's drivers' table") { $0.row(1).hasPrefix(" 2000 drivers' championship") && $0.contains("Alex 漢") }
        #expect(table.line(containing: "Alex 漢")?.contains("…") == true, "\(table.framed)")
        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
    }
}
