import Foundation
import Testing
import YAMLKit

/// Decoding problems are `YAMLError`s at the offending node, with messages that name YAML, not Swift.
@Suite struct DecoderErrorTests {
    struct Race: Decodable {
        var round: Int
        var name: String
        var sprint: Bool?
        var points: [Double]?
        var circuit: Circuit?
    }

    struct Circuit: Decodable {
        var id: String
        var laps: UInt8
    }

    enum Gender: String, Decodable, CaseIterable {
        case male = "MALE"
        case female = "FEMALE"
    }
    enum Compound: String, Decodable { case soft, hard }

    struct Driver: Decodable {
        var gender: Gender?
        var compound: Compound?
        var born: Date?
        var url: URL?
        var photo: Data?
    }

    /// A decoding failure case for any type.
    struct DecodeCase: Sendable, CustomTestStringConvertible {
        var expected: ErrorCase
        var run: @Sendable (String) -> YAMLError?

        init<T: Decodable & Sendable>(_ type: T.Type, _ yaml: String, _ line: Int, _ column: Int, _ message: String) {
            expected = ErrorCase(yaml, line, column, message)
            run = { decodeError(T.self, $0) }
        }

        var testDescription: String { expected.message }
    }

    static let cases: [DecodeCase] = [
        DecodeCase(Race.self, "round: abc\nname: x\n", 1, 8, "expected an integer, found 'abc'"),
        DecodeCase(Race.self, "round: 1\nname: x\npoints: [1, x]\n", 3, 13, "expected a number, found 'x'"),
        DecodeCase(Race.self, "round: 1\nname: x\nsprint: NO\n", 3, 9, "expected true or false, found 'NO'"),
        DecodeCase(Race.self, "round: 1\nname:\n  first: x\n", 3, 3, "expected a string, found a mapping"),
        DecodeCase(Race.self, "round: 1\nname: x\npoints: x\n", 3, 9, "expected a sequence, found a scalar 'x'"),
        DecodeCase(Race.self, "round: 1\nname: x\ncircuit: [a]\n", 3, 10, "expected a mapping, found a sequence"),
        DecodeCase(Race.self, "round:\nname: x\n", 1, 7, "expected an integer, found null"),
        DecodeCase(Race.self, "round: ~\nname: x\n", 1, 8, "expected an integer, found null"),
        DecodeCase(
            Race.self, "round: 99999999999999999999\nname: x\n", 1, 8,
            "integer '99999999999999999999' is out of range for Int"),
        DecodeCase(
            Race.self, "round: 1\nname: x\ncircuit: {id: bahrain, laps: 300}\n", 3, 30,
            "integer '300' is out of range for UInt8"),
        DecodeCase(Race.self, "name: Bahrain\n", 1, 1, "missing required key 'round'"),
        DecodeCase(Race.self, "round: 1\nname: x\ncircuit:\n  laps: 57\n", 4, 3, "missing required key 'id'"),
        DecodeCase(Race.self, "- round: 1\n", 1, 1, "expected a mapping, found a sequence"),
        DecodeCase(Race.self, "just text", 1, 1, "expected a mapping, found a scalar 'just text'"),
        DecodeCase([Race].self, "{round: 1}", 1, 1, "expected a sequence, found a mapping"),
        DecodeCase(Driver.self, "gender: FEMALEX\n", 1, 9, "unknown value 'FEMALEX' (expected one of MALE, FEMALE)"),
        DecodeCase(Driver.self, "compound: medium\n", 1, 11, "unknown value 'medium'"),
        DecodeCase(Driver.self, "gender: [MALE]\n", 1, 9, "expected a string, found a sequence"),
        DecodeCase(
            Driver.self, "born: 1997-02-30\n", 1, 7,
            "expected a date like 2024-03-02 or 2024-03-02T15:00:00Z, found '1997-02-30'"),
        DecodeCase(
            Driver.self, "born: 1997-09-30T10:00:00\n", 1, 7,
            "expected a date like 2024-03-02 or 2024-03-02T15:00:00Z, found '1997-09-30T10:00:00'"),
        DecodeCase(Driver.self, "url: 'not a url'\n", 1, 6, "expected a URL, found 'not a url'"),
        DecodeCase(Driver.self, "photo: '***'\n", 1, 8, "expected base64-encoded data, found '***'"),
        DecodeCase([String: Int].self, "a: 1\nb: [2]\n", 2, 4, "expected an integer, found a sequence"),
        DecodeCase([[Int]].self, "- [1, 2]\n- [3, four]\n", 2, 7, "expected an integer, found 'four'"),
    ]

    @Test(arguments: cases)
    func messageAndPosition(_ testCase: DecodeCase) {
        testCase.expected.check(testCase.run(testCase.expected.yaml))
    }

    @Test(arguments: cases)
    func messagesNeverNameSwiftTypes(_ testCase: DecodeCase) {
        let message = testCase.run(testCase.expected.yaml)?.message ?? ""
        #expect(!message.contains("Swift."))
        #expect(!message.contains("Optional<"))
    }

    @Test func errorsFromNodesPointAtTheNodesMarks() throws {
        let node = try YAMLParser.parse("\n\nround: x\nname: y\n", path: "race.yml")
        #expect(
            throws: YAMLError(
                path: "race.yml", mark: YAMLMark(line: 3, column: 8), message: "expected an integer, found 'x'")
        ) {
            try YAMLDecoder().decode(Race.self, from: node, path: "race.yml")
        }
    }
}
