import Foundation
import Testing
import YAMLKit

/// `YAMLKeySet.check(keysOf:)` finds a mapping's first undeclared key in place, and says when
/// the decoder is not YAMLKit's so the caller can list the keys itself.
@Suite struct KeySetTests {
    /// Records what the check found for the value it decodes.
    struct Probe: Decodable {
        static let allowed = YAMLKeySet(["driverId", "points", "position", "time"])
        var found: YAMLKeyCheck

        init(from decoder: any Decoder) throws {
            found = Self.allowed.check(keysOf: decoder)
        }
    }

    @Test(arguments: [
        ("driverId: a\npoints: 1\n", YAMLKeyCheck.allAllowed),
        ("{}", .allAllowed),
        ("driverId: a\npointz: 1\nextra: 2\n", .unknown("pointz")),
        ("driverId: a\ntimes: 1\n", .unknown("times")),
        ("driverid: a\n", .unknown("driverid")),
        ("'': 1\n", .unknown("")),
        ("positions-and-more-than-any-key: 1\n", .unknown("positions-and-more-than-any-key")),
        ("- driverId\n", .allAllowed),
    ])
    func findsTheFirstUndeclaredKey(yaml: String, expected: YAMLKeyCheck) throws {
        #expect(try YAMLDecoder().decode(Probe.self, from: yaml).found == expected)
    }

    @Test func keysThroughAnAliasAreChecked() throws {
        let yaml = "base: &key position\nrow: {*key : 1, grid: 2}\n"
        struct Wrapper: Decodable { var row: Probe }
        #expect(try YAMLDecoder().decode(Wrapper.self, from: yaml).row.found == .unknown("grid"))
    }

    @Test func anotherDecoderIsUnavailable() throws {
        let json = Data(#"{"driverId": "a", "pointz": 1}"#.utf8)
        #expect(try JSONDecoder().decode(Probe.self, from: json).found == .unavailable)
    }
}
