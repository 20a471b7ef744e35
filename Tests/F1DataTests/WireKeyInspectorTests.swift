import F1Data
import Foundation
import Testing
import YAMLKit

@testable import F1DataF1db

/// The unknown-key check of the generated DTOs, through a decoder's in-place inspector and without one.
@Suite struct WireKeyInspectorTests {
    static let country = "id: netherlands\nname: Netherlands\ndemonym: Dutch\nalpha2Code: NL\n"

    @Test(arguments: [false, true])
    func yamlDecodesTheSameWithAndWithoutTheInspector(_ inPlace: Bool) throws {
        let decoder = inPlace ? YAMLDecoder.f1db : YAMLDecoder()
        let country = try decoder.decode(F1dbCountry.self, from: Array(Self.country.utf8), path: "nl.yml")
        #expect(country.id == "netherlands" && country.demonym == "Dutch")
    }

    @Test(arguments: [false, true])
    func anUnknownKeyFailsWithTheSameSentence(_ inPlace: Bool) throws {
        let decoder = inPlace ? YAMLDecoder.f1db : YAMLDecoder()
        let text = Self.country + "capital: Amsterdam\n"
        let error = #expect(throws: YAMLError.self) {
            try decoder.decode(F1dbCountry.self, from: Array(text.utf8), path: "nl.yml")
        }
        #expect(error?.message == "unknown key 'capital' in F1dbCountry")
        #expect(error?.mark.line == 5)
    }

    /// A decoder carrying an inspector is asked, and its finding decides.
    @Test func theInspectorInUserInfoDecides() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeyInspector.userInfoKey] = WireKeyInspector { _, _ in .unknown("planted") }
        let json = Data(#"{"id": "netherlands", "name": "Netherlands"}"#.utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(F1dbCountry.self, from: json) }
        decoder.userInfo[WireKeyInspector.userInfoKey] = WireKeyInspector { _, _ in .unavailable }
        #expect(try decoder.decode(F1dbCountry.self, from: json).name == "Netherlands")
    }

    @Test func theYAMLInspectorLeavesOtherDecodersToTheSlowPath() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeyInspector.userInfoKey] = WireKeyInspector.yaml
        let json = Data(#"{"id": "netherlands", "name": "Netherlands", "capital": "Amsterdam"}"#.utf8)
        let error = #expect(throws: DecodingError.self) { try decoder.decode(F1dbCountry.self, from: json) }
        #expect("\(String(describing: error))".contains("unknown key 'capital' in F1dbCountry"))
    }
}
