import F1Data
import F1Domain
import Foundation
import Testing

/// Reading OpenF1 answers that are damaged, short or from a newer API: damage is an error naming
/// the endpoint (or the file) and the record, never a record left out unsaid.
@Suite struct OpenF1DecodingTests {
    static let session = Data(
        #"""
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

    @Test(arguments: [false, true])
    func aRecordThatDoesNotDecodeIsAnErrorNamingItsPlace(strict: Bool) {
        let answers = Self.answers(positions: [Self.position("12", "1"), Self.position("16", "\"first\""), Self.position("63", "3")])
        #expect {
            try OpenF1Decoding(strict: strict).timing(from: answers)
        } throws: { error in
            guard let error = error as? OpenF1DecodingError, case .badRecord(.position, 1, 3, let detail) = error else { return false }
            return detail.hasPrefix("position: ")
                && error.description.hasPrefix("OpenF1's answer for position has a record that cannot be read: record 2 of 3 (position: ")
        }
    }

    @Test func aPositionOutsideItsRangeIsABadRecord() {
        let answers = Self.answers(positions: [Self.position("12", "0"), Self.position("16", "2")])
        #expect(
            throws: OpenF1DecodingError.badRecord(
                endpoint: .position, index: 0, count: 2, detail: "position: expected an integer in 1...99, found '0'")
        ) {
            try OpenF1Decoding(strict: false).timing(from: answers)
        }
    }

    @Test(arguments: [
        ("[{\"a\": 1},\n{\"a\": x}]", "not JSON at line 2, column 7 (byte 17)"),
        ("[{\"a\": 1}, {\"a\"", "not JSON: it ends after 15 bytes, in the middle of a value"),
        (" \n", "it is empty"),
    ])
    func whereAnAnswerStopsBeingJSONIsSaid(_ body: String, _ detail: String) {
        var answers = Self.answers(positions: [])
        answers[.position] = Data(body.utf8)
        #expect(throws: OpenF1DecodingError.malformed(endpoint: .position, detail: detail)) {
            try OpenF1Decoding(strict: false).timing(from: answers)
        }
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

/// A recording's damaged file is an error naming the file and, for a record, which one.
@Suite struct OpenF1RecordingDamageTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "openf1-damage-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try OpenF1DecodingTests.session.write(to: folder.appending(path: "session.json"))
    }

    func path(_ name: String) -> String { folder.appending(path: name).path }

    @Test func aLinkToNothingIsNotAnAbsentFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: path("laps.json"), withDestinationPath: path("gone.json"))
        #expect(throws: OpenF1RecordingError.danglingLink(path("laps.json"), target: path("gone.json"))) {
            try OpenF1Recording(folder: folder).read()
        }
    }

    @Test func aLinkThatLoopsIsNotAnAbsentFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: path("laps.json"), withDestinationPath: "pit.json")
        try FileManager.default.createSymbolicLink(atPath: path("pit.json"), withDestinationPath: "laps.json")
        #expect(throws: OpenF1RecordingError.self) { try OpenF1Recording(folder: folder).read() }
        #expect(OpenF1Recording.brokenLink(path("laps.json")) == .linkLoop(path("laps.json")))
    }

    @Test func aFolderInPlaceOfAFileIsNotAnAbsentFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path("laps.json"), withIntermediateDirectories: false)
        #expect(throws: OpenF1RecordingError.unreadable(path("laps.json"), reason: "it is a folder")) { try OpenF1Recording(folder: folder).read() }
    }

    @Test func aDamagedRecordNamesTheFileAndTheRecord() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(("[" + OpenF1DecodingTests.position("12", "1") + "," + OpenF1DecodingTests.position("16", "100") + "]").utf8)
            .write(to: folder.appending(path: "position.json"))
        #expect {
            try OpenF1Recording(folder: folder).read()
        } throws: { error in
            "\(error)"
                == "\(path("position.json")) has a record that cannot be read: record 2 of 2 (position: expected an integer in 1...99, found '100')."
        }
    }
}
