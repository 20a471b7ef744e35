import F1Domain
import Foundation

/// A recorded OpenF1 session for the Benchmarks package, which sees no `package` API: its
/// answers read into memory once, then decoded as the OpenF1 source decodes them
/// (docs/performance.md, "Timing").
@_spi(Benchmarks) public struct RecordedOpenF1Session: Sendable {
    private let answers: [OpenF1Endpoint: Data]

    /// Reads every endpoint's file of the recording in `folder`.
    public init(folder: URL) throws {
        answers = try OpenF1Recording(folder: folder).answers()
    }

    /// The bytes of every answer.
    public var byteCount: Int { answers.values.reduce(0) { $0 + $1.count } }

    /// The answers decoded into the session's timing, leniently as the source does.
    public func timing() throws -> SessionTiming {
        try OpenF1Decoding(strict: false).timing(from: answers).timing
    }

    /// `OpenF1Recording(folder:).read().timing`: reading and decoding, as a replay opens it.
    public static func timing(folder: URL) throws -> SessionTiming {
        try OpenF1Recording(folder: folder).read().timing
    }
}
