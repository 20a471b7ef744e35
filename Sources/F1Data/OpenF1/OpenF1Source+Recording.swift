import F1Domain
import Foundation

extension OpenF1LiveFeed {
    /// Records what the feed receives into `options.folder` from its first poll on; a folder
    /// that holds another session's recording is refused.
    package mutating func record(_ options: OpenF1SessionRecorder.Options, notice: @escaping @Sendable (String) -> Void) throws(OpenF1RecorderRefusal)
    {
        recorder = try OpenF1SessionRecorder(options, session: session, sessionBody: sessionBody, notice: notice)
    }
}

extension OpenF1Source {
    /// `timing(session:)`, its answers also kept in `recording`'s folder when one is given: a
    /// session replayed from the API is recorded as it was fetched, whole.
    package func timing(
        session key: Int?, recording: OpenF1SessionRecorder.Options?, notice: @escaping @Sendable (String) -> Void
    ) async throws -> SessionTiming {
        guard let recording else { return try await timing(session: key).timing }
        let (session, body) = try await self.session(key)
        let answers = try await answers(session: key, knownSession: (session, body))
        let timing = try OpenF1Decoding(strict: false).timing(from: answers).timing
        let recorder = try OpenF1SessionRecorder(recording, session: session, sessionBody: body, notice: notice)
        recorder.recordFirst(answers, decoded: timing)
        recorder.finish()
        return timing
    }
}
