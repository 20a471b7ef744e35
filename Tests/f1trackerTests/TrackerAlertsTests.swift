import F1TestSupport
import Foundation
import Testing

/// `f1tracker --alerts` on a copy of the recorded Miami race whose safety car message is hostile,
/// in a real terminal (tmux): the bytes the app writes to it (tmux's `pipe-pane`) carry the bell
/// and both notifications for each event, with the message's control characters made visible.
@Suite(
    .enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)),
    .enabled(if: SharedData.hasOpenF1Race, "../shared/data/openf1 is absent: these tests need the recorded Miami race"))
struct TrackerAlertsTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tracker-alerts-\(UUID().uuidString)")

    /// Would end the notification early (BEL, the C1 string terminator), start a terminal title
    /// (ESC ] 0 ;), split OSC 777's fields (`;`) or break the line.
    static let hostile = "SAFETY CAR DEPLOYED ;rm -rf $HOME \u{1B}]0;evil\u{07}\n\u{9C}end"
    /// The same as a notification must carry it: each control character as U+FFFD, `;` as `,`.
    static let shown = "SAFETY CAR DEPLOYED ,rm -rf $HOME \u{FFFD}]0,evil\u{FFFD}\u{FFFD}\u{FFFD}end"

    /// A writable copy of the race with the safety car's message replaced.
    func hostileCopy() throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: SharedData.openF1Race.path) {
            var data = try Data(contentsOf: SharedData.openF1Race.appending(path: file))
            if file == "race_control.json" {
                var records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
                for index in records.indices where records[index]["message"] as? String == "SAFETY CAR DEPLOYED" {
                    records[index]["message"] = Self.hostile
                }
                data = try JSONSerialization.data(withJSONObject: records)
            }
            try data.write(to: folder.appending(path: file))
        }
        return folder.path
    }

    @Test func eachEventRingsTheBellAndNotifiesWithItsTextMadeSafe() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try hostileCopy()
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 34) else { return }
        defer { tmux.close() }
        let written = tmux.folder.appending(path: "pane.bytes")
        try await tmux.run(["pipe-pane", "-t", TmuxSession.target, "-o", "cat >> " + TmuxSession.shellQuoted(written.path)])
        try await tmux.type(TrackerSessionTests.command("--replay \(TmuxSession.shellQuoted(path)) --speed 60 --interval 1 --alerts"))
        try await tmux.waitFor("the calendar") { $0.row(1).contains("season") }
        try await tmux.press("4")
        try await tmux.waitFor("the replay on the Live tab") { $0.contains("Miami") }
        // Ten laps on, past the start and into the safety car (lap 6 to 11): both are announced, in order.
        try await tmux.press("-l", "}")
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60) * TmuxSession.deadlineScale
        var bytes = Data()
        while !String(decoding: bytes, as: UTF8.self).contains("\u{1B}]777;notify;Safety car;"), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            bytes = (try? Data(contentsOf: written)) ?? Data()
        }
        try await tmux.press("q")
        try await tmux.waitForPrompt()
        let text = String(decoding: bytes, as: UTF8.self)
        let start = try #require(text.range(of: "\u{07}\u{1B}]9;Session started: "), "no notification of the start")
        let safetyCar = try #require(text.range(of: "\u{07}\u{1B}]9;Safety car: "), "no notification of the safety car")
        #expect(start.lowerBound < safetyCar.lowerBound)
        // The OSC 9 and OSC 777 of the safety car, each ended by BEL, the message made safe.
        #expect(text.contains(" · lap 6 · \(Self.shown)\u{07}\u{1B}]777;notify;Safety car;"))
        #expect(text.contains(" · lap 6 · \(Self.shown)\u{07}"))
        #expect(!text.contains("\u{1B}]0;evil"))
        // Every notification holds nothing but visible text between its introducer and its BEL.
        for introducer in ["\u{1B}]9;", "\u{1B}]777;notify;"] {
            for piece in text.components(separatedBy: introducer).dropFirst() {
                let payload = try #require(piece.split(separator: "\u{07}", maxSplits: 1, omittingEmptySubsequences: false).first)
                #expect(!payload.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(payload.debugDescription)")
            }
        }
    }
}
