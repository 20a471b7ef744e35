import F1Domain
import Foundation
import Testing

@testable import F1Data

/// The journal a recorder appends to, read back wherever it was cut, and the records of an
/// answer told apart as the API sent them.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1RecordingJournalTests {
    static let miami = OpenF1Folder.root.appending(path: "2026-miami-race")

    /// Each record's bytes, as sent: JSONSerialization finds the same records in every file of
    /// every recorded session, and each slice is one whole record.
    @Test(arguments: OpenF1Folder.sessions) func recordsAreToldApartAsSent(_ session: String) throws {
        let folder = OpenF1Folder.root.appending(path: session)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let body = try Data(contentsOf: folder.appending(path: name))
            let parsed = try JSONSerialization.jsonObject(with: body)
            let expected = (parsed as? [Any]) ?? [parsed]
            let slices = try #require(OpenF1RecordSlices.records(of: body), "\(name)")
            #expect(slices.count == expected.count, "\(session)/\(name)")
            for (slice, record) in zip(slices, expected) {
                let canonical = { (value: Any) in try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) }
                #expect(
                    try canonical(JSONSerialization.jsonObject(with: slice, options: .fragmentsAllowed)) == canonical(record), "\(session)/\(name)")
            }
        }
    }

    /// The records after the first k, as one slice: read as a list, they are the file's records
    /// from k on, for every k at the start, middle and end of every recorded file.
    @Test(arguments: OpenF1Folder.sessions) func theRecordsAfterTheFirstFewAreOneSlice(_ session: String) throws {
        let folder = OpenF1Folder.root.appending(path: session)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let body = try Data(contentsOf: folder.appending(path: name))
            guard let records = try JSONSerialization.jsonObject(with: body) as? [Any] else { continue }
            let canonical = { (value: Any) in try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) }
            for skipped in Set([0, 1, records.count / 2, records.count - 1, records.count].filter { $0 >= 0 }) {
                let slice = try #require(OpenF1RecordSlices.records(of: body, after: skipped), "\(session)/\(name) after \(skipped)")
                let read = try JSONSerialization.jsonObject(with: Data("[".utf8) + slice + Data("]".utf8))
                #expect(try canonical(read) == canonical(Array(records[skipped...])), "\(session)/\(name) after \(skipped)")
            }
            #expect(OpenF1RecordSlices.records(of: body, after: records.count + 1) == nil)
        }
    }

    /// A laps journal holds each lap's versions as its times filled in: read back, every lap is
    /// its last version, placed where that version arrived, and a list with no lap twice (every
    /// recorded session's) reads byte for byte as it is.
    @Test func aLapsJournalReadsAsEachLapsLastVersion() throws {
        let body = try Data(contentsOf: Self.miami.appending(path: "laps.json"))
        #expect(OpenF1LapVersions.latest(body) == body)
        let laps = try #require(OpenF1RecordSlices.records(of: body)).prefix(30)
        // Each lap first as it is started (its duration not yet known), then whole; a lap on a
        // line of its own read back as it was, and a record without a car left as it is.
        let started = laps.map { Data(String(decoding: $0, as: UTF8.self).replacing(#/"lap_duration":[0-9.]+/#, with: #""lap_duration":null"#).utf8) }
        #expect(started != Array(laps))
        var journal = OpenF1Recording.journalStart
        for record in started + Array(laps) {
            journal.append(record)
            journal.append(OpenF1Recording.journalSeparator)
        }
        let read = OpenF1LapVersions.latest(OpenF1Recording.completed(journal))
        #expect(read == OpenF1SessionRecorder.list(Array(laps)))
        let decoded = try OpenF1Decoding(strict: true).records(OpenF1Lap.self, from: read, endpoint: .laps) { $0.lapDuration }
        #expect(decoded.count == 30)
        #expect(decoded.allSatisfy { $0 != nil })
        // Only a journal is read so: a list with a lap twice reads as it is, and is told as repeated.
        let twice = OpenF1SessionRecorder.list(Array(laps) + Array(laps))
        #expect(OpenF1LapVersions.latest(twice) == twice)
        // A record without a car, or with a lap number that is not a whole number, is left as it is.
        for odd in [#"{"lap_number":1}"#, #"{"driver_number":1,"lap_number":3.5}"#] {
            var journal = OpenF1Recording.journalStart
            for _ in 0..<2 { journal.append(Data(odd.utf8) + OpenF1Recording.journalSeparator) }
            let read = OpenF1Recording.completed(journal)
            #expect(OpenF1LapVersions.latest(read) == read, "\(odd)")
        }
    }

    /// Recordings made before journals (one line of JSON) read byte for byte as they are.
    @Test(arguments: OpenF1Folder.sessions) func earlierRecordingsReadUnchanged(_ session: String) throws {
        let folder = OpenF1Folder.root.appending(path: session)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let body = try Data(contentsOf: folder.appending(path: name))
            #expect(OpenF1Recording.completed(body) == body, "\(session)/\(name)")
        }
    }

    /// A journal of the race's race control cut at every byte of its last three records (and
    /// closed, and closed then cut) reads to the records whose lines are whole, in order.
    @Test func aJournalCutAnywhereReadsToItsLastWholeRecord() throws {
        let body = try Data(contentsOf: Self.miami.appending(path: "race_control.json"))
        let records = try #require(OpenF1RecordSlices.records(of: body)).prefix(40)
        var journal = OpenF1Recording.journalStart
        var ends: [Int] = []
        for record in records {
            journal.append(record)
            journal.append(OpenF1Recording.journalSeparator)
            ends.append(journal.count)
        }
        let decoding = OpenF1Decoding(strict: true)
        let all = try decoding.records(OpenF1RaceControl.self, from: OpenF1Recording.completed(journal), endpoint: .raceControl) { $0 }
        #expect(all.count == 40)
        for cut in (ends[36] - 2)...journal.count {
            let read = try decoding.records(OpenF1RaceControl.self, from: OpenF1Recording.completed(journal.prefix(cut)), endpoint: .raceControl) {
                $0.date
            }
            // Whole lines only: a record counts once the newline after its comma is there.
            let whole = ends.filter { $0 <= cut }.count
            #expect(read == all.prefix(whole).map(\.date), "cut at byte \(cut) of \(journal.count)")
        }
        var sealed = journal.prefix(journal.count - OpenF1Recording.journalSeparator.count)
        sealed.append(OpenF1Recording.journalEnd)
        #expect(try decoding.records(OpenF1RaceControl.self, from: OpenF1Recording.completed(sealed), endpoint: .raceControl) { $0 }.count == 40)
        #expect((try? JSONSerialization.jsonObject(with: sealed)) != nil)
        #expect(OpenF1Recording.completed(sealed) == sealed)
        let emptySealed = Data("[\n]\n".utf8)
        #expect(OpenF1Recording.completed(emptySealed) == emptySealed)
        #expect(
            try decoding.records(OpenF1RaceControl.self, from: OpenF1Recording.completed(Data("[\n".utf8)), endpoint: .raceControl) { $0 }.isEmpty)
    }

    @Test func sizesReadAsPeopleWriteThem() {
        #expect(RecordingSize.bytes("200MB") == 200_000_000)
        #expect(RecordingSize.bytes("1GB") == 1_000_000_000)
        #expect(RecordingSize.bytes("1.5 GB") == 1_500_000_000)
        #expect(RecordingSize.bytes("512KiB") == 524_288)
        #expect(RecordingSize.bytes("5000") == 5_000)
        #expect(RecordingSize.bytes("0") == nil)
        #expect(RecordingSize.bytes("-1MB") == nil)
        #expect(RecordingSize.bytes("lots") == nil)
        #expect(RecordingSize.bytes("nanGB") == nil)
        #expect(RecordingSize.text(200_000_000) == "200 MB")
        #expect(RecordingSize.text(1_000_000_000) == "1 GB")
    }
}

/// The slice of an answer's last records, on answers made up to be awkward: no ../shared needed.
struct OpenF1RecordSlicesTests {
    @Test func theRecordsAfterTheFirstFewKeepTheirBytesAndSeparators() {
        let body = Data(#" [ {"message":"TRACK LIMITS },{ ] AT 4"},{"n":[1,{"a":"\""}]} , {"date":"x"} ] "#.utf8)
        let all = #"{"message":"TRACK LIMITS },{ ] AT 4"},{"n":[1,{"a":"\""}]} , {"date":"x"}"#
        #expect(OpenF1RecordSlices.records(of: body, after: 0) == Data(all.utf8))
        #expect(OpenF1RecordSlices.records(of: body, after: 1) == Data(#"{"n":[1,{"a":"\""}]} , {"date":"x"}"#.utf8))
        #expect(OpenF1RecordSlices.records(of: body, after: 2) == Data(#"{"date":"x"}"#.utf8))
        #expect(OpenF1RecordSlices.records(of: body, after: 3) == Data())
        #expect(OpenF1RecordSlices.records(of: body, after: 4) == nil)
        #expect(OpenF1RecordSlices.records(of: Data("[]".utf8), after: 0) == Data())
        #expect(OpenF1RecordSlices.records(of: Data(#"{"date":"x"}"#.utf8), after: 0) == nil)
        #expect(OpenF1RecordSlices.records(of: Data(#"[{"date":"x"}"#.utf8), after: 0) == nil)
    }
}
