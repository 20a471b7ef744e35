import Foundation
import Testing

/// `f1report live` on a terminal (a pseudo-terminal from util-linux's `script`, 100×45): the
/// board with the braille map of the demo's race under it, the cars' codes on the circuit; none
/// with `--no-map`, and none where the output is not a terminal (the golden `live-3-laps.txt`).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux's script is not installed"))
struct LiveMapTerminalTests {
    static let script = "/usr/bin/script"

    func onTerminal(_ extra: [String]) async throws -> String {
        let command =
            (["stty rows 45 cols 100;", "'\(ReportRunner.executable.path)'", "live", "--laps", "1", "--interval", "0.05", "--color", "never"] + extra)
            .joined(separator: " ")
        let outcome = try await ReportRunner.run(["-qec", command, "/dev/null"], program: URL(fileURLWithPath: Self.script), deadline: .seconds(60))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func theBoardHasTheMapOfTheCircuitWithEveryCarOnIt() async throws {
        let text = try await onTerminal([])
        #expect(text.contains("Track map: Circuit de Monaco"))
        #expect(text.contains("8 cars on Circuit de Monaco"))
        #expect(text.contains("Outline: F1DB (CC BY 4.0)"))
        // The last board (after the cursor moved up to redraw it): its map's lines hold braille dots.
        let last = try #require(text.components(separatedBy: "\u{1B}[J").last)
        let mapLines = last.split(separator: "\n").drop { !$0.contains("Track map:") }
        #expect(mapLines.filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }.count >= 8)
        // Every car's code is written beside its dot on the map, once.
        let map = mapLines.joined(separator: "\n")
        for code in ["LEC", "VER", "NOR", "HAM", "RUS", "ALO", "ANT", "TSU"] {
            #expect(map.components(separatedBy: code).count - 1 == 1, "\(code)")
        }
        // The board and its map fit the 45 rows, so the board is redrawn in place.
        #expect(last.split(separator: "\n", omittingEmptySubsequences: false).count <= 45)
    }

    @Test func noMapLeavesTheBoardAlone() async throws {
        let text = try await onTerminal(["--no-map"])
        #expect(text.contains("Positions"))
        #expect(!text.contains("Track map"))
        #expect(!text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }
}
