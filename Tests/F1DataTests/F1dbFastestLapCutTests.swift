import F1Data
import F1DataF1db
import Testing

/// The scoring read decodes only a fastest-laps.yml's rows ranked first; where the cut falls.
@Suite struct F1dbFastestLapCutTests {
    static func row(_ position: String, _ driver: String) -> String {
        "- position: \(position)\n  driverId: \(driver)\n  constructorId: works\n  time: \"1:25.580\"\n"
    }

    static func kept(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes.prefix(F1dbFastestLapRank.bytesRankedFirst(bytes)), as: UTF8.self)
    }

    @Test func theCutIsBeforeTheFirstRowRankedLower() {
        let first = Self.row("1", "ace")
        #expect(Self.kept(first + Self.row("2", "deuce") + Self.row("3", "trey")) == first)
    }

    @Test func aSharedFastestLapKeepsEveryRowRankedFirst() {
        let shared = Self.row("1", "ace") + Self.row("1", "deuce") + Self.row("1", "trey")
        #expect(Self.kept(shared + Self.row("4", "four")) == shared)
    }

    @Test func tenIsNotOne() {
        let first = Self.row("1", "ace")
        #expect(Self.kept(first + Self.row("10", "ten")) == first)
    }

    @Test func aFileOfOnlyFirstsOrLaidOutOtherwiseIsReadWhole() {
        let firsts = Self.row("1", "ace") + Self.row("1", "deuce")
        #expect(Self.kept(firsts) == firsts)
        let quoted = Self.row("1", "ace") + Self.row("\"2\"", "deuce")
        #expect(Self.kept(quoted) == quoted)
        let reordered = "- driverId: ace\n  position: 1\n- driverId: deuce\n  position: 2\n"
        #expect(Self.kept(reordered) == reordered)
        #expect(Self.kept("") == "")
    }
}
