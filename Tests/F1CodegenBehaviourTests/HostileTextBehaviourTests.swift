import F1CodegenSamples
import F1Data
import Foundation
import Testing

/// Schema text full of quotes, backslashes, raw-string delimiters, line breaks and control
/// characters (Tests/F1CodegenSamples/Schemas/Hostile.yaml) compiles, and reads back exactly.
@Suite struct HostileTextBehaviourTests {
    @Test func enumWireValuesKeepEveryCharacter() {
        #expect(HostileFlag.quoted.rawValue == "say \"hi\"\\n")
        #expect(HostileFlag.broken.rawValue == "line\rbreak\u{2028}sep\u{85}nel\u{1B}\u{0}")
        #expect(HostileFlag.hashed.rawValue == "\"\"\"#\\#(exit(1))")
        #expect(HostileFlag(rawValue: "line\rbreak\u{2028}sep\u{85}nel\u{1B}\u{0}") == .broken)
    }

    @Test func defaultsKeepEveryCharacterAndYAMLNumbersBecomeSwiftNumbers() {
        let hostile = Hostile()
        #expect(hostile.label == "quote \" backslash \\ \"\"\"# \\#(1) \r\n \u{2028} \u{2029} \u{85} \u{1B} \u{0} end")
        #expect(hostile.flag == .plain)
        #expect(hostile.ratio == 0.5)
    }

    static let wire = """
        {"we\\"ird\\\\key\\r\\u2028": "text", "flag": "\\"\\"\\"#\\\\#(x)\\r",
         "a-b": {"x": 1}, "a b": {"y": 2}, "time": {"value": 3, "time": {"millis": 4}}}
        """

    @Test func wireKeysWithHostileTextDecodeAndMap() throws {
        let decoded = try Samples.strictDecoder().decode(WireHostile.self, from: Data(Self.wire.utf8))
        #expect(decoded.label == "text")
        #expect(decoded.ratio == .infinity)
        let hostile = try decoded.toHostile()
        #expect(hostile.flag == .hashed)
        #expect(hostile.label == "text")
    }

    /// Keys that spell the same Swift name (`a-b`, `a b`) or repeat at a deeper level
    /// (`time.time`) each keep their own nested container.
    @Test func groupsWhoseNamesClashStayApart() throws {
        let decoded = try Samples.strictDecoder().decode(WireHostile.self, from: Data(Self.wire.utf8))
        let values: [Int] = [decoded.dashed, decoded.spaced, decoded.outer, decoded.inner]
        #expect(values == [1, 2, 3, 4])
        let again = try Samples.strictDecoder().decode(WireHostile.self, from: JSONEncoder().encode(decoded))
        #expect(again == decoded)
    }
}
