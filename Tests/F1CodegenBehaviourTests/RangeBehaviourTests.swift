import F1CodegenSamples
import F1Data
import Foundation
import Testing
import YAMLKit

/// Generated decoders refuse numbers outside their schema range, and non-finite numbers, naming
/// the value and the range: at path:line:col in YAML, at the coding path in JSON.
@Suite struct RangeBehaviourTests {
    static func yamlTeam(_ extra: String) throws -> WireTeam {
        try YAMLDecoder().decode(WireTeam.self, from: "teamId: 7\nname: Tyrrell\ncompound: M\n" + extra, path: "teams/tyrrell.yml")
    }

    static func yamlMessage(_ extra: String) -> String? {
        do {
            _ = try yamlTeam(extra)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let yamlCases: [(line: String, message: String)] = [
        ("rating: 1e400", "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '1e400'"),
        ("rating: -1e308", "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '-1e308'"),
        ("rating: .inf", "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '.inf'"),
        ("rating: .nan", "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '.nan'"),
        (
            "rating: 123456789012345678901234567890",
            "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '123456789012345678901234567890'"
        ),
        ("rating: 1.0000001", "teams/tyrrell.yml:4:9: error: expected a number in 0...1, found '1.0000001'"),
        ("founded: 2101", "teams/tyrrell.yml:4:10: error: expected an integer in 1900...2100, found '2101'"),
        ("founded: -9223372036854775808", "teams/tyrrell.yml:4:10: error: expected an integer in 1900...2100, found '-9223372036854775808'"),
        (
            "founded: 123456789012345678901234567890",
            "teams/tyrrell.yml:4:10: error: integer '123456789012345678901234567890' is out of range for Int"
        ),
    ]

    @Test(arguments: 0..<yamlCases.count)
    func yamlValuesOutOfRangeFailAtTheirPosition(_ index: Int) {
        let (line, message) = Self.yamlCases[index]
        #expect(Self.yamlMessage(line + "\n") == message)
    }

    @Test func theBoundsThemselvesAreInside() throws {
        #expect(try Self.yamlTeam("rating: 0\nfounded: 1900\n").rating == 0)
        #expect(try Self.yamlTeam("rating: 1.0\nfounded: 2100\n").founded == 2100)
    }

    static func jsonMessage<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    static let stint = #""team": "7", "compound": "M", "complete": "true""#

    @Test(arguments: [
        (#""laps": "501""#, "laps: expected an integer in 0...500, found '501'"),
        (#""laps": "-1""#, "laps: expected an integer in 0...500, found '-1'"),
        (#""laps": "1", "fuel": "1e400""#, "fuel: expected a finite number, found '1e400'"),
        (#""laps": "1", "fuel": "-inf""#, "fuel: expected a finite number, found '-inf'"),
        (#""laps": "1", "fuel": "nan""#, "fuel: expected a finite number, found 'nan'"),
    ])
    func stringEncodedValuesOutOfRangeNameTheValueAndTheRange(_ fields: String, _ message: String) {
        #expect(Self.jsonMessage(WireStint.self, "{\(Self.stint), \(fields)}") == message)
    }

    @Test func stringEncodedValuesInRangeDecode() throws {
        let stint = try JSONDecoder().decode(WireStint.self, from: Data(#"{\#(Self.stint), "laps": "500", "fuel": "-1e308"}"#.utf8))
        #expect(stint.laps == 500)
        #expect(stint.fuel == -1e308)
    }

    @Test func jsonNumbersOutOfRangeNameTheValueAndTheRange() {
        let team = #""teamId": 7, "name": "Tyrrell", "compound": "M""#
        #expect(Self.jsonMessage(WireTeam.self, "{\(team), \"rating\": 1.5}") == "rating: expected a number in 0...1, found '1.5'")
        #expect(Self.jsonMessage(WireTeam.self, "{\(team), \"founded\": 1899}") == "founded: expected an integer in 1900...2100, found '1899'")
        // JSON has no infinity; a number too large for a Double is the JSON decoder's own error, never a value.
        #expect(Self.jsonMessage(WireTeam.self, "{\(team), \"rating\": 1e400}") != nil)
    }
}

/// Writing a number back to the wire never traps either.
@Suite struct WireTextExtremeValueTests {
    @Test(arguments: [
        (Double.nan, "nan"), (Double.infinity, "inf"), (1e308, "1e+308"), (Double(Int.max), "9.223372036854776e+18"),
        (26.0, "26"), (-1e15 + 1, "-999999999999999"), (1e15, "1000000000000000.0"), (12.5, "12.5"),
    ])
    func doublesHaveWireText(value: Double, text: String) {
        #expect(value.wireText == text)
    }
}
