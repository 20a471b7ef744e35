import F1CodegenSamples
import Foundation
import Testing
import YAMLKit

/// Fixture text with quotes, backslashes, `#`, interpolations and line breaks
/// (Tests/F1CodegenSamples/Fixtures/hostileBox.yaml) becomes Swift values that compile and
/// equal the YAML decoded.
@Suite struct HostileFixtureBehaviourTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "F1CodegenSamples/Fixtures/hostileBox.yaml")

    @Test func generatedValuesEqualTheYAMLDecoded() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let decoded = try YAMLDecoder().decode(HostileBoxDataset.self, from: text, path: "hostileBox.yaml")
        #expect(try Fixtures.hostileBox() == decoded)
    }

    @Test func theTextIsExact() throws {
        let box = try Fixtures.hostileBox()
        #expect(box.label == "quote \" backslash \\ \"\"\"# \\#(exit(1)) \\(exit(2)) \r\n \u{2028} \u{2029} \u{85} \u{1B} \u{0} end")
        #expect(box.labels == ["#\"##", "\r", "\u{2028}\u{2029}", "\\(1)", ""])
        #expect(box.things.count == 3)
        #expect(box.things[0] == box.things[1])
        #expect(box.things[0].flag == .hashed)
        #expect(box.things[2].label == "plain" && box.things[2].flag == .plain && box.things[2].ratio == 0.5)
        #expect(box.byKey["we\"ird\\key\r\u{2028}"] == "#\\(x)")
    }
}
