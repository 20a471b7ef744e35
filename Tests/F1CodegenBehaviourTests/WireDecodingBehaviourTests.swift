import F1CodegenSamples
import F1Data
import F1Domain
import Foundation
import Testing

/// What the generator writes for key paths, missing values and string-encoded scalars, compiled and run.
@Suite struct WireDecodingBehaviourTests {
    static func team(_ json: String) throws -> WireTeam {
        try JSONDecoder().decode(WireTeam.self, from: Data(json.utf8))
    }

    @Test func nestedKeyPathsAreReadAtAnyDepth() throws {
        let team = try Self.team(
            #"{"teamId": 7, "name": "Tyrrell", "livery": {"colours": ["blue"]}, "meta": {"names": {"nickname": "Uncle Ken"}}, "compound": "S"}"#)
        #expect(team.colours == ["blue"])
        #expect(team.nickname == "Uncle Ken")
    }

    @Test func absentValuesTakeTheirPolicy() throws {
        let team = try Self.team(#"{"teamId": 7, "name": "Tyrrell", "compound": "M"}"#)
        #expect(team.colours == [])
        #expect(team.nickname == nil)
        #expect(team.founded == nil)
        #expect(team.rating == nil)
    }

    @Test func nullTakesTheDefaultWhereTheSchemaSaysSo() throws {
        let team = try Self.team(#"{"teamId": 7, "name": "Tyrrell", "compound": "H", "rating": null}"#)
        #expect(team.rating == 0.25)
    }

    @Test func nullIsAnErrorWhereTheSchemaSaysSo() {
        #expect(throws: DecodingError.self) {
            try Self.team(#"{"teamId": 7, "name": "Tyrrell", "compound": "H", "motto": null}"#)
        }
    }

    @Test func aMissingRequiredKeyIsAnError() {
        #expect(throws: DecodingError.self) { try Self.team(#"{"teamId": 7, "compound": "H"}"#) }
    }

    @Test func stringEncodedScalarsAreParsedAndWrittenBack() throws {
        let json = #"{"team": "7", "laps": "23", "best": "1:12.909", "compound": "S", "started": "14:03:00", "on": "2024-05-26", "complete": "true"}"#
        let stint = try JSONDecoder().decode(WireStint.self, from: Data(json.utf8))
        #expect(stint.laps == 23)
        #expect(stint.best == LapTime(milliseconds: 72_909))
        #expect(stint.complete)
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(stint)) as? [String: String]
        #expect(written?["laps"] == "23")
        #expect(written?["started"] == "14:03:00")
        #expect(written?["complete"] == "true")
    }

    @Test func anEmptyStringIsNoValueWhereTheSchemaSaysSo() throws {
        let stint = try JSONDecoder().decode(
            WireStint.self, from: Data(#"{"team": "7", "laps": "1", "best": "", "compound": "M", "complete": "false"}"#.utf8))
        #expect(stint.best == nil)
    }

    @Test func aMalformedStringEncodedNumberNamesWhatItFound() {
        #expect {
            try JSONDecoder().decode(WireStint.self, from: Data(#"{"team": "7", "laps": "many", "compound": "M", "complete": "true"}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "expected an integer, found 'many'"
        }
    }

    @Test func unknownKeysAreRejectedAlwaysOrOnlyWhenStrict() throws {
        let stint = #"{"team": "7", "laps": "1", "compound": "M", "complete": "true", "tyreAge": "3"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WireStint.self, from: Data(stint.utf8)) }
        let team = #"{"teamId": 7, "name": "Tyrrell", "compound": "M", "engine": "Ford"}"#
        #expect(try Self.team(team).name == "Tyrrell")
        #expect(throws: DecodingError.self) { try Samples.strictDecoder().decode(WireTeam.self, from: Data(team.utf8)) }
    }

    @Test func encodingKeepsTheWireShape() throws {
        let json =
            #"{"teamId": 7, "name": "Tyrrell", "livery": {"colours": ["blue"]}, "meta": {"names": {"nickname": "Uncle Ken"}}, "compound": "S"}"#
        let team = try Self.team(json)
        let again = try JSONDecoder().decode(WireTeam.self, from: JSONEncoder().encode(team))
        #expect(again == team)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(team)) as? [String: Any]
        #expect((object?["meta"] as? [String: Any])?["names"] != nil)
        let bare =
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(try Self.team(#"{"teamId": 1, "name": "A", "compound": "M"}"#)))
            as? [String: Any]
        #expect(bare?["livery"] == nil, "an absent defaulted value stays absent")
        #expect(bare?["meta"] == nil, "an all-nil nested group is not written")
    }
}
