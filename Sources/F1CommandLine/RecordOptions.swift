import ArgumentParser
import F1Data
import Foundation

/// `--record DIR` and `--record-limit SIZE`: what an OpenF1 session brings, kept in a folder
/// `--replay` reads (docs/timing.md, "Recording while following"). Only OpenF1's feed is
/// recorded: the demo's simulated race and the API's lap-by-lap replays are made from data the
/// program already has, so a recording of them would hold nothing new.
package struct RecordOptions: ParsableArguments {
    package init() {}

    @Option(
        help: ArgumentHelp(
            "Keep what the OpenF1 session brings in this folder as it arrives, in the format --replay reads; a folder of the same session's recording is added to.",
            valueName: "dir"))
    package var record: String?

    @Option(
        help: ArgumentHelp(
            "With --record: the most the folder may hold (e.g. 200MB, 1GB; default 1GB); recording stops there and following goes on.",
            valueName: "size"))
    package var recordLimit: String?

    /// The sentence for `--record` given to a program showing no OpenF1 session; `choosing` is
    /// the flag that chooses one.
    package static func notOpenF1(_ choosing: String) -> String {
        "--record keeps what an OpenF1 session brings, and the demo's race, the API's replays and --replay hold nothing new to keep: add \(choosing)."
    }

    package func validate() throws {
        if let recordLimit {
            guard record != nil else { throw ValidationError("--record-limit goes with --record DIR.") }
            guard RecordingSize.bytes(recordLimit) != nil else {
                throw ValidationError("--record-limit must be a size such as 200MB or 1GB, not '\(recordLimit)'.")
            }
        }
        if let record, record.isEmpty { throw ValidationError("--record needs a folder.") }
    }

    /// The recorder's options, when recording was asked for.
    package var options: OpenF1SessionRecorder.Options? {
        guard let record else { return nil }
        return OpenF1SessionRecorder.Options(
            folder: URL(fileURLWithPath: record), limit: recordLimit.flatMap(RecordingSize.bytes) ?? OpenF1SessionRecorder.Options.defaultLimit)
    }

    /// Where a recording's notice goes: one sentence on standard error.
    package static let notice: @Sendable (String) -> Void = { sentence in Terminal().complain(sentence) }
}
