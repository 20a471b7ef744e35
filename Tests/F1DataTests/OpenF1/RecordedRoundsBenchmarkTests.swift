import Foundation
import Testing

@_spi(Benchmarks) @testable import F1Data

/// The recording benchmark measures what it says: its runs follow the race to the end, with and
/// without the recorder alike, and the recording it makes replays the race.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct RecordedRoundsBenchmarkTests {
    @Test func theBenchmarksRunsFollowTheRaceAndRecordIt() async throws {
        let miami = OpenF1Folder.root.appending(path: "2026-miami-race")
        let rounds = try await RecordedRoundsBenchmark(folder: miami, stepSeconds: 30)
        #expect(rounds.rounds > 150)
        let folder = RecorderTestFolder()
        let plain = try await rounds.follow(recordingTo: nil)
        let recording = try await rounds.follow(recordingTo: folder.url)
        #expect(plain == recording)
        let original = try OpenF1Recording(folder: miami).read().timing
        RecordedRecords.expectPrefix(try OpenF1Recording(folder: folder.url).read(strict: true).timing, of: original, upToEnd: false)
        #expect(try OpenF1Recording(folder: folder.url).read().timing.laps.count == original.laps.count)
    }
}
