import F1TestSupport
import Foundation
import Testing

/// `f1report chart KIND --replay` over a damaged recording (issue 41, class 8): the sentence
/// `live --replay` says, naming the file, the record and the field, never "please try again".
/// The recording is made up (`SyntheticRace`), so nothing here needs ../shared.
@Suite struct DamagedChartReportTests {
    static let kinds = ["positions", "gaps", "tyres", "laptimes"]
    let recording: DamagedRecording

    init() throws {
        recording = try DamagedRecording.synthetic()
    }

    func chart(_ kind: String) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(["chart", kind, "--replay", recording.path, "--format", "svg"], deadline: .seconds(60))
    }

    func unreadable(_ file: String, record: Int, of count: Int, _ detail: String) -> String {
        "f1report: \(recording.file(file).path) has a record that cannot be read: record \(record) of \(count) (\(detail)).\n"
    }

    /// Sets `key` of a record to `json` as written (`1e300` stays `1e300`), or removes it for nil.
    func setting(_ file: String, record: Int, _ key: String, to json: String?) throws {
        let placeholder = "damage-\(UUID().uuidString)"
        try recording.editRecords(file) { records in records[record - 1][key] = json.map { _ in placeholder } }
        try recording.edit(file) { $0.replacing("\"\(placeholder)\"", with: json ?? "") }
    }

    @Test(arguments: kinds)
    func theUndamagedRecordingDrawsEveryLapChart(_ kind: String) async throws {
        let outcome = try await chart(kind)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("<svg") && outcome.stdout.contains("ANTONELLI"))
        // A recording without the meeting's name is titled by its circuit, the year said once.
        #expect(outcome.stdout.contains("Miami 2026") && !outcome.stdout.contains("2026 2026"), "\(outcome.stdout.prefix(600))")
    }

    /// A recorded race the demo does not hold owes the demo nothing: the recording is credited.
    @Test func aRaceOnlyTheRecordingHoldsIsCreditedToIt() async throws {
        let outcome = try await ReportRunner.run(["chart", "positions", "--replay", recording.path, "--format", "table"], deadline: .seconds(60))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Data: OpenF1 timing (recorded)"), "\(outcome.stdout.prefix(400))")
        #expect(!outcome.stdout.contains("Demo data"))
    }

    /// Each chart's own records damaged where it draws them.
    @Test(arguments: [
        ("positions", "position.json", 2, "position", "1000", 2, "position: expected an integer in 1...99, found '1000'"),
        ("gaps", "intervals.json", 5, "gap_to_leader", "-3.5", 6, "gap_to_leader: expected a gap of 0 s or more, found -3.5"),
        ("tyres", "stints.json", 1, "lap_end", "5000", 2, "lap_end: expected an integer in 0...999, found '5000'"),
        ("laptimes", "laps.json", 3, "lap_duration", "1e300", 6, "lap_duration: expected a number in 0...100000, found '1e+300'"),
        ("laptimes", "laps.json", 2, "lap_number", "1000", 6, "lap_number: expected an integer in 0...999, found '1000'"),
    ])
    func aDamagedRecordNamesFileRecordAndField(
        _ kind: String, _ file: String, _ record: Int, _ key: String, _ value: String, _ count: Int, _ detail: String
    ) async throws {
        try setting(file, record: record, key, to: value)
        let outcome = try await chart(kind)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == unreadable(file, record: record, of: count, detail))
    }

    /// Every way a record can be damaged, on the chart that reads it.
    @Test(
        arguments: [
            (
                "laptimes", "date_start", "\"2026-13-45T17:04:02+00:00\"",
                "date_start: expected a date and time like 2026-05-03T17:04:02.493+00:00, found '2026-13-45T17:04:02+00:00'"
            ),
            ("laptimes", "lap_number", "\"three\"", "lap_number: expected an integer, found a string"),
            ("laptimes", "driver_number", nil, "no 'driver_number'"),
            ("laptimes", "lap_number", "null", "lap_number: expected an integer, found null"),
            ("laptimes", "lap_number", "3.5", "lap_number: expected an integer, found '3.5'"),
            ("laptimes", "lap_number", "1" + String(repeating: "0", count: 40), "lap_number: expected an integer, found a number of 41 characters"),
            ("positions", "lap_duration", "\"NaN\"", "lap_duration: expected a number, found a string"),
        ] as [(String, String, String?, String)])
    func aDamagedFieldIsNamed(_ kind: String, _ key: String, _ value: String?, _ detail: String) async throws {
        try setting("laps.json", record: 4, key, to: value)
        let outcome = try await chart(kind)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == unreadable("laps.json", record: 4, of: 6, detail))
    }

    /// Fields each within range that cannot go together were drawn before: backwards bars and axes.
    @Test func fieldsThatContradictEachOtherAreNamed() async throws {
        try setting("stints.json", record: 2, "lap_start", to: "3")
        try setting("stints.json", record: 2, "lap_end", to: "1")
        #expect(
            try await chart("tyres").stderr == unreadable("stints.json", record: 2, of: 2, "lap_end: expected a lap from lap_start (3) on, found 1"))
        try recording.edit("session.json") { $0.replacing("2026-05-03T19:00:00+00:00", with: "2026-05-03T16:00:00+00:00") }
        let outcome = try await chart("positions")
        #expect(outcome.status == 1)
        let detail = "date_end: expected a time after date_start (2026-05-03T17:00:00Z), found 2026-05-03T16:00:00Z"
        #expect(outcome.stderr == unreadable("session.json", record: 1, of: 1, detail))
    }

    @Test func aRecordThatIsNotAnObjectIsNamed() async throws {
        try recording.edit("drivers.json") { "[" + $0.dropFirst().dropLast() + ",42]" }
        let outcome = try await chart("positions")
        #expect(outcome.stderr == unreadable("drivers.json", record: 3, of: 3, "expected an object, found a number"))
    }

    @Test func textThatIsNotUTF8IsNamedByItsField() async throws {
        let file = recording.file("drivers.json")
        try Data(try Data(contentsOf: file).split(separator: UInt8(ascii: "K"), omittingEmptySubsequences: false).joined(separator: [0xFF]))
            .write(to: file)
        let outcome = try await chart("positions")
        #expect(outcome.stderr == unreadable("drivers.json", record: 1, of: 2, "full_name: expected a string, found bytes that are not UTF-8 text"))
    }

    /// A file that is not a list of records says what it is instead, and where.
    @Test(arguments: [
        ("laps.json", "", "it is empty"),
        ("laps.json", "null", "expected a list, found null"),
        ("intervals.json", #"{"detail":"No results found."}"#, "expected a list of records, found one object"),
        ("laps.json", #"[{"lap_duration":NaN}]"#, "not JSON at line 1, column 18 (byte 17)"),
        ("stints.json", #"[{"driver_number":1,"#, "not JSON: it ends after 20 bytes, in the middle of a value"),
    ])
    func aFileThatIsNotRecordsIsNamed(_ file: String, _ text: String, _ detail: String) async throws {
        try recording.edit(file) { _ in text }
        let outcome = try await chart(file == "stints.json" ? "tyres" : "laptimes")
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(recording.file(file).path) cannot be read (\(detail)).\n")
    }

    /// f1web reads a recording only for /live, at its start: it refuses to serve, with the same sentence.
    @Test func f1webRefusesADamagedRecordingWithTheSameSentence() async throws {
        try setting("laps.json", record: 2, "lap_number", to: "1000")
        let outcome = try await ReportRunner.run(
            ["--replay", recording.path, "--port", "0", "--host", "127.0.0.1"], program: ProcessRunner.builtExecutable(named: "f1web"),
            deadline: .seconds(60))
        #expect(outcome.status == 1)
        let sentence = unreadable("laps.json", record: 2, of: 6, "lap_number: expected an integer in 0...999, found '1000'")
        #expect(outcome.stderr == "f1web" + sentence.dropFirst("f1report".count))
    }
}
