import F1CodegenSamples
import F1Data
import F1Domain
import Foundation
import Testing

/// Instants, gaps and one-or-many lists as generated DTOs read them (timing feeds write all three).
@Suite struct TimingWireBehaviourTests {
    static func split(_ json: String) throws -> Split {
        try JSONDecoder().decode(WireSplit.self, from: Data(json.utf8)).toSplit()
    }

    static let start = Moment(date: CalendarDate(year: 2026, month: 5, day: 3), time: TimeOfDay(hours: 17, minutes: 4, seconds: 2, milliseconds: 493))

    @Test func instantsAreReadWithAndWithoutFractionsAndInAnyOffset() throws {
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02.493000+00:00"}"#).at == Self.start)
        #expect(try Self.split(#"{"at": "2026-05-03T13:04:02.493-04:00"}"#).at == Self.start)
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02.4939Z"}"#).at == Self.start)
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02+00:00"}"#).at.millisecondsSince1970 == Self.start.millisecondsSince1970 - 493)
    }

    @Test(arguments: [
        "2026-05-03", "2026-05-03T17:04:02", "2026-02-30T17:04:02Z", "2026-05-03T24:00:00Z", "2026-05-03T17:04:02.+00:00", "2026-05-03T17:04:02+0:00",
        "17:04:02Z",
    ])
    func aMalformedInstantSaysWhatItExpected(_ text: String) {
        #expect {
            try Self.split(#"{"at": "\#(text)"}"#)
        } throws: { error in
            "\(error)".contains("expected a date and time like 2026-05-03T17:04:02.493+00:00, found '\(text)'")
        }
    }

    @Test func gapsAreSecondsOrLaps() throws {
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": 82.33500000000001}"#).gap == .time(LapTime(milliseconds: 82_335)))
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": 0}"#).gap == .time(LapTime(milliseconds: 0)))
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": "+1 LAP"}"#).gap == .laps(1))
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": "+2 LAPS"}"#).gap == .laps(2))
        #expect(try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": null}"#).gap == nil)
    }

    @Test(arguments: [#""+1 LEAP""#, "-1.5", #""LAP""#, "true"])
    func aGapOfAnotherFormIsAnError(_ json: String) {
        #expect(throws: DecodingError.self) { try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gap": \#(json)}"#) }
    }

    @Test func aLoneValueIsAListOfOne() throws {
        let race = try Self.split(#"{"at": "2026-05-03T17:04:02Z", "times": 5012.25, "gaps": "+1 LAP"}"#)
        #expect(race.times == [5012.25])
        #expect(race.gaps == [.laps(1)])
        let qualifying = try Self.split(#"{"at": "2026-05-03T17:04:02Z", "times": [90.1, 89, null], "gaps": [0.5, null, 1]}"#)
        #expect(qualifying.times == [90.1, 89, nil])
        #expect(qualifying.gaps == [.time(LapTime(milliseconds: 500)), nil, .time(LapTime(milliseconds: 1000))])
        let none = try Self.split(#"{"at": "2026-05-03T17:04:02Z", "times": null}"#)
        #expect(none.times == [])
        #expect(none.gaps == [])
    }

    @Test func aBadElementOfAListIsReportedAsItself() {
        #expect {
            try Self.split(#"{"at": "2026-05-03T17:04:02Z", "gaps": [0.5, "+1 LEAP"]}"#)
        } throws: { error in
            "\(error)".contains("+1 LEAP")
        }
    }

    @Test func encodingWritesWhatDecodingReads() throws {
        let json = #"{"at": "2026-05-03T17:04:02.493000+00:00", "gap": "+2 LAPS", "times": [90.1, null], "gaps": [1.5, "+1 LAP"]}"#
        let wire = try JSONDecoder().decode(WireSplit.self, from: Data(json.utf8))
        let again = try JSONDecoder().decode(WireSplit.self, from: JSONEncoder().encode(wire))
        #expect(try again.toSplit() == wire.toSplit())
        #expect(try again.toSplit().at == Self.start)
    }
}
