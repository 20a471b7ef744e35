import F1Data
import F1Domain
import Foundation
import Testing

/// Strict and lenient reading of OpenF1 answers that are damaged, short or from a newer API.
@Suite struct OpenF1DecodingTests {
    static let session = Data(#"""
        {"session_key": 11280, "session_type": "Race", "session_name": "Race", "date_start": "2026-05-03T17:00:00+00:00",
         "date_end": "2026-05-03T19:00:00+00:00", "meeting_key": 1284, "circuit_key": 151, "circuit_short_name": "Miami",
         "country_key": 19, "country_code": "USA", "country_name": "United States", "location": "Miami Gardens",
         "gmt_offset": "-04:00:00", "year": 2026, "is_cancelled": false}
        """#.utf8)

    static func position(_ driver: String, _ position: String, extra: String = "") -> String {
        #"{"date": "2026-05-03T17:05:00.100000+00:00", "session_key": 11280, "meeting_key": 1284, "driver_number": \#(driver), "position": \#(position)\#(extra)}"#
    }

    static func answers(positions: [String]) -> [OpenF1Endpoint: Data] {
        [.sessions: session, .position: Data(("[" + positions.joined(separator: ",") + "]").utf8)]
    }

    @Test func aSessionAloneIsASessionWithNoEvents() throws {
        let read = try OpenF1Decoding(strict: true).timing(from: [.sessions: Self.session])
        #expect(read.timing.session.circuitShortName == "Miami")
        #expect(read.timing.positions.isEmpty && read.timing.laps.isEmpty)
    }

    @Test func anAPIArrayOfSessionsIsReadLikeTheRecordedObject() throws {
        let array = Data("[".utf8) + Self.session + Data("]".utf8)
        let read = try OpenF1Decoding(strict: true).timing(from: [.sessions: array])
        #expect(read.timing.session.id == TimingSession.ID(rawValue: 11280))
    }

    @Test func noSessionIsOneSentence() {
        #expect(throws: OpenF1DecodingError.noSession) { try OpenF1Decoding(strict: false).timing(from: [.sessions: Data("[]".utf8)]) }
        #expect(OpenF1DecodingError.noSession.description.hasSuffix("."))
    }

    @Test func aRecordThatDoesNotDecodeIsLeftOutAndCountedAtRunTime() throws {
        let answers = Self.answers(positions: [Self.position("12", "1"), Self.position("16", "\"first\""), Self.position("63", "3")])
        let read = try OpenF1Decoding(strict: false).timing(from: answers)
        #expect(read.timing.positions.map(\.driver.rawValue) == [12, 63])
        #expect(read.skipped == [.position: 1])
    }

    @Test func theSameRecordFailsStrictlyWithItsPlace() {
        let answers = Self.answers(positions: [Self.position("12", "1"), Self.position("16", "\"first\"")])
        #expect {
            try OpenF1Decoding(strict: true).timing(from: answers)
        } throws: { error in
            let text = "\(error)"
            return text.contains("answer for position could not be read") && text.contains("[1]")
        }
    }

    @Test func aPositionOutsideItsRangeIsABadRecord() throws {
        let answers = Self.answers(positions: [Self.position("12", "0"), Self.position("16", "2")])
        let read = try OpenF1Decoding(strict: false).timing(from: answers)
        #expect(read.timing.positions.count == 1)
        #expect(throws: OpenF1DecodingError.self) { try OpenF1Decoding(strict: true).timing(from: answers) }
    }

    @Test func aKeyTheAPIAddedIsIgnoredAtRunTimeAndNoticedInTests() throws {
        let answers = Self.answers(positions: [Self.position("12", "1", extra: #", "confidence": 0.9"#)])
        #expect(try OpenF1Decoding(strict: false).timing(from: answers).timing.positions.count == 1)
        #expect {
            try OpenF1Decoding(strict: true).timing(from: answers)
        } throws: { error in
            "\(error)".contains("unknown key 'confidence'")
        }
    }

    @Test(arguments: ["[{\"date\": \"2026-05-03T17:05", "", "{\"detail\": \"Not Found\"}", "<html>502</html>"])
    func aCutOrForeignAnswerIsOneSentenceNamingTheEndpoint(_ body: String) {
        var answers = Self.answers(positions: [])
        answers[.position] = Data(body.utf8)
        #expect {
            try OpenF1Decoding(strict: false).timing(from: answers)
        } throws: { error in
            guard let error = error as? OpenF1DecodingError, case .malformed(.position, _) = error else { return false }
            return error.description.hasPrefix("OpenF1's answer for position could not be read")
        }
    }

    @Test func aFolderWithoutASessionIsNotARecording() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "openf1-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: OpenF1RecordingError.noSession(folder.path)) { try OpenF1Recording(folder: folder).read() }
        #expect(throws: OpenF1RecordingError.noFolder(folder.appending(path: "missing").path)) {
            try OpenF1Recording(folder: folder.appending(path: "missing")).read()
        }
    }
}
