import F1TestSupport
import Foundation
import Testing

/// f1tracker's Live tab on damaged copies of the recorded Miami race: a record that cannot be read
/// is refused before the screen changes, naming the file and the record; what the replay leaves
/// out on purpose is said on standard error, there again once the tracker ends.
@Suite(
    .enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)),
    .enabled(if: SharedData.hasOpenF1Race, "../shared/data/openf1 is absent: these tests need the recorded Miami race"))
struct TrackerDamagedReplayTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tracker-damaged-\(UUID().uuidString)")

    /// A writable copy of the race with `name`'s text changed.
    func copy(changing name: String, _ change: (String) -> String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: SharedData.openF1Race.path) {
            let data = try Data(contentsOf: SharedData.openF1Race.appending(path: file))
            let text = file == name ? Data(change(String(decoding: data, as: UTF8.self)).utf8) : data
            try text.write(to: folder.appending(path: file))
        }
        return folder.path
    }

    @Test func anUnreadableRecordIsRefusedNamingTheFileAndTheRecord() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try copy(changing: "race_control.json") { $0.replacing(#/"sector":(null|\d+)/#) { _ in #""sector":1000000000"# } }
        guard let tmux = try await TmuxSession.start(columns: 240, rows: 24) else { return }
        defer { tmux.close() }
        let (output, status) = try await tmux.runInShell(TrackerSessionTests.command("--replay \(TmuxSession.shellQuoted(path))"), marker: "damaged")
        #expect(status == 1)
        #expect(
            output.joined() == """
                f1tracker: \(path)/race_control.json has a record that cannot be read: record 1 of 178 \
                (sector: expected an integer in 0...99, found '1000000000').
                """)
    }

    @Test func aDriverListedTwiceIsSaidAndStillThereAfterTheTrackerEnds() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try copy(changing: "drivers.json") { "[" + $0.dropFirst().dropLast() + "," + $0.dropFirst() }
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 34) else { return }
        defer { tmux.close() }
        try await tmux.type(TrackerSessionTests.command("--replay \(TmuxSession.shellQuoted(path))"))
        try await tmux.waitFor("the calendar") { $0.row(1).contains("season") }
        try await tmux.press("q")
        let screen = try await tmux.waitForPrompt()
        #expect(screen.contains("f1tracker: Left out on purpose: 22 repeated drivers."), "\(screen.framed)")
    }
}
