import Testing
import YAMLKit

/// Errors thrown by hand-written `init(from:)` become `YAMLError`s at the node their coding path names.
@Suite struct UserErrorTests {
    /// A lap time like 15:00, validated by its own initialiser.
    struct LapTime: Decodable {
        var minutes: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            let parts = text.split(separator: ":")
            guard parts.count == 2, let minutes = Int(parts[0]), minutes < 24, let seconds = Int(parts[1]), seconds < 60
            else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected a time like 15:00, found '\(text)'")
            }
            self.minutes = minutes
        }
    }

    struct Session: Decodable {
        var name: String
        var start: LapTime
    }

    struct Checked: Decodable {
        enum Keys: String, CodingKey { case kind, value }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            switch try container.decode(String.self, forKey: .kind) {
            case "corrupt":
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container, debugDescription: "value is not allowed here")
            case "mismatch":
                throw DecodingError.typeMismatch(
                    Int.self, .init(codingPath: container.codingPath + [Keys.value], debugDescription: ""))
            case "custom-mismatch":
                throw DecodingError.typeMismatch(
                    Checked.self, .init(codingPath: container.codingPath, debugDescription: "needs a number or a list"))
            case "missing":
                throw DecodingError.valueNotFound(
                    String.self, .init(codingPath: container.codingPath + [Keys.value], debugDescription: ""))
            case "key":
                throw DecodingError.keyNotFound(
                    Keys.value, .init(codingPath: container.codingPath, debugDescription: ""))
            case "absent":
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container, debugDescription: "value must be present")
            default:
                throw PlainError()
            }
        }
    }

    struct PlainError: Error, CustomStringConvertible {
        var description: String { "the value could not be checked" }
    }

    @Test func dataCorruptedInASingleValueContainerPointsAtTheValue() {
        let yaml = "sessions:\n  - name: race\n    start: '25:99'\n"
        let error = decodeError([String: [Session]].self, yaml)
        ErrorCase(yaml, 3, 12, "expected a time like 15:00, found '25:99'").check(error)
    }

    @Test(arguments: [
        ErrorCase("- kind: corrupt\n  value: 3\n", 2, 10, "value is not allowed here"),
        ErrorCase("- kind: mismatch\n  value: abc\n", 2, 10, "expected an integer, found 'abc'"),
        ErrorCase("- kind: custom-mismatch\n  value: abc\n", 1, 3, "needs a number or a list"),
        ErrorCase("- kind: missing\n  value:\n", 2, 9, "expected a string, found null"),
        ErrorCase("- {kind: key}\n", 1, 3, "missing required key 'value'"),
        ErrorCase("- {kind: absent}\n", 1, 3, "value must be present"),
        ErrorCase("- {x: 1}\n- kind: other\n", 1, 3, "missing required key 'kind'"),
        ErrorCase("- {kind: corrupt, value: 1}\n", 1, 26, "value is not allowed here"),
        ErrorCase("- {kind: 1}\n- kind: other\n", 1, 3, "the value could not be checked"),
    ])
    func userThrownErrorsAreMappedToMarks(_ expected: ErrorCase) {
        expected.check(decodeError([Checked].self, expected.yaml))
    }

    @Test func decodingErrorsFromNodesAreMappedToo() throws {
        let node = try YAMLParser.parse("name: quali\nstart: '9:75'\n", path: "test.yml")
        do {
            _ = try YAMLDecoder().decode(Session.self, from: node, path: "test.yml")
            Issue.record("expected an error")
        } catch let error as YAMLError {
            ErrorCase("", 2, 8, "expected a time like 15:00, found '9:75'").check(error)
        }
    }
}
