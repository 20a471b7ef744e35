import Testing
import YAMLKit

/// An input expected to fail, with the exact position and message.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var yaml: String
    var line: Int
    var column: Int
    var message: String

    init(_ yaml: String, _ line: Int, _ column: Int, _ message: String) {
        self.yaml = yaml
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { message }

    func check(_ error: YAMLError?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("expected an error: \(message)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.mark == YAMLMark(line: line, column: column), sourceLocation: sourceLocation)
        #expect(error.path == "test.yml", sourceLocation: sourceLocation)
    }
}

/// The error parsing `yaml` into nodes throws, or nil if it parses.
func parseError(_ yaml: String, limits: YAMLLimits = .init()) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(yaml, path: "test.yml", limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The error decoding `yaml` as `T` throws, or nil if it decodes. Anything but a `YAMLError` is an issue.
func decodeError<T: Decodable>(
    _ type: T.Type, _ yaml: String, sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLError? {
    do {
        _ = try YAMLDecoder().decode(type, from: yaml, path: "test.yml")
        return nil
    } catch let error as YAMLError {
        return error
    } catch {
        Issue.record("expected a YAMLError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Decodes `yaml` as `T` with a default decoder.
func decode<T: Decodable>(_ type: T.Type, _ yaml: String) throws -> T {
    try YAMLDecoder().decode(type, from: yaml, path: "test.yml")
}
