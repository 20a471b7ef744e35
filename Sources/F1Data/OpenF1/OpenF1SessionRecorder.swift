import F1Domain
import Foundation
import Synchronization

/// Writes what a live follower receives into a folder `OpenF1Recording` reads (`--record DIR`),
/// as it arrives: the records each round added to the poll, as the API sent their bytes. The
/// poll decides what is new (its overlap dedupe), so nothing is kept twice; a lap is written
/// again only when its record changed (its times filling in), and the finished recording keeps
/// each lap's last version only. Recording never stops the following: at the folder's limit, a full disk or a
/// failed write it stops with one notice, and what it wrote replays.
package final class OpenF1SessionRecorder: Sendable {
    package struct Options: Sendable {
        package var folder: URL
        /// The most bytes the folder may hold.
        package var limit: Int
        /// Whether each round is synced to the disk (off only to measure what syncing costs).
        package var syncs: Bool

        package init(folder: URL, limit: Int = Options.defaultLimit, syncs: Bool = true) {
            self.folder = folder
            self.limit = limit
            self.syncs = syncs
        }

        /// 1 GB: a race's timing is about 1.3 MB, so only a runaway feed meets it.
        package static let defaultLimit = 1_000_000_000
    }

    package let options: Options
    private let notice: @Sendable (String) -> Void
    private let state: Mutex<State>

    struct State: ~Copyable {
        var writer: OpenF1RecordingWriter
        /// Each lap's last version written, as the API sent it (a lap's times fill in as it is
        /// run), and when it was written: a finished recording lists them in that order.
        var laps: [LapKey: (order: Int, record: Data)]
        var lapsWritten = 0
        /// The last laps answer, so one that repeats it is not looked at again.
        var lastLaps: Data?
        /// What each endpoint replaced whole was last written with, so an unchanged answer is not
        /// written again.
        var replaced: [OpenF1Endpoint: Data] = [:]
        /// A resumed recording's records, which the first poll's answers repeat.
        var held: SessionTiming?
        var stopped: String?
        var isFinished = false
    }

    struct LapKey: Hashable {
        let driver: TimingDriver.ID
        let lap: Int
    }

    /// Opens `options.folder` for `session`: a new or empty folder is started, one holding this
    /// session's recording is resumed; another session's recording, or a folder of other files,
    /// is refused in one sentence.
    package init(
        _ options: Options, session: TimingSession, sessionBody: Data, notice: @escaping @Sendable (String) -> Void
    ) throws(OpenF1RecorderRefusal) {
        self.options = options
        self.notice = notice
        let opened = try Self.open(options, session: session)
        var writer = OpenF1RecordingWriter(folder: options.folder.path, limit: options.limit, syncs: options.syncs, sizes: opened.sizes)
        var stopped: String?
        do throws(OpenF1RecordingWriter.Stop) {
            if opened.held == nil {
                try writer.replace(OpenF1Endpoint.sessions.recordedFileName, with: Self.oneObject(sessionBody))
            }
            for (endpoint, records) in opened.journals { try writer.startJournal(endpoint, with: records) }
            writer.syncEverything()
        } catch {
            stopped = Self.sentence(error, options)
        }
        let laps = opened.laps.enumerated().map { ($1.key, (order: $0, record: $1.record)) }
        state = Mutex(State(writer: writer, laps: Dictionary(laps) { $1 }, lapsWritten: laps.count, held: opened.held, stopped: stopped))
        if let stopped { notice(stopped) }
    }

    /// Waits for the syncs asked for so far (a benchmark counts their CPU time in its round).
    package func settle() {
        state.withLock { $0.writer.waitForSyncs() }
    }

    /// Why recording stopped, once it has.
    package var stopped: String? { state.withLock { $0.stopped } }

    /// The first poll's answers (everything so far), less what a resumed recording holds.
    package func recordFirst(_ answers: [OpenF1Endpoint: Data], decoded: SessionTiming) {
        record(answers, decoded: decoded, endpoints: OpenF1Endpoint.timing, change: nil)
    }

    /// A round's answers: the records the merge added (`after` less `before`), and the lists it
    /// replaced. The last round (the session over) closes the recording.
    package func recordRound(
        _ answers: [OpenF1Endpoint: Data], decoded: SessionTiming, endpoints: [OpenF1Endpoint], before: SessionTiming, after: SessionTiming,
        isLast: Bool = false
    ) {
        record(answers, decoded: decoded, endpoints: endpoints, change: (before, after))
        if isLast { finish() }
    }

    /// Closes the journals, so every file is the API's JSON list, and leaves each lap's last
    /// version only; called when following ends.
    package func finish() {
        state.withLock { state in
            guard !state.isFinished else { return }
            state.isFinished = true
            state.writer.seal()
            if state.stopped == nil, !state.laps.isEmpty {
                let laps = state.laps.values.sorted { $0.order < $1.order }.map(\.record)
                // Should this fail (the limit), the closed journal reads the same (`OpenF1LapVersions`).
                try? state.writer.replace(OpenF1Endpoint.laps.recordedFileName, with: Self.list(laps))
            }
            state.writer.syncEverything()
        }
    }

    private func record(
        _ answers: [OpenF1Endpoint: Data], decoded: SessionTiming, endpoints: [OpenF1Endpoint], change: (before: SessionTiming, after: SessionTiming)?
    ) {
        let stop: String? = state.withLock { state in
            guard state.stopped == nil, !state.isFinished else { return nil }
            do throws(OpenF1RecordingWriter.Stop) {
                for endpoint in OpenF1Endpoint.timing where endpoints.contains(endpoint) {
                    guard let body = answers[endpoint] else { continue }
                    try write(endpoint, body: body, decoded: decoded, change: change, into: &state)
                }
                state.held = nil
                state.writer.endRound()
                return nil
            } catch {
                let sentence = Self.sentence(error, options)
                state.stopped = sentence
                state.writer.seal()
                return sentence
            }
        }
        if let stop { notice(stop) }
    }

    private func write(
        _ endpoint: OpenF1Endpoint, body: Data, decoded: SessionTiming, change: (before: SessionTiming, after: SessionTiming)?,
        into state: inout State
    ) throws(OpenF1RecordingWriter.Stop) {
        if endpoint.isDated {
            // Most rounds: the new records end the answer, after the overlap the poll asks again
            // for, and are written as one line without slicing them apart.
            if let change, let newest = Self.newestRecords(endpoint, body: body, decoded: decoded, change: change) {
                try state.writer.append(newest.isEmpty ? [] : [newest], to: endpoint)
                return
            }
            guard let records = OpenF1RecordSlices.records(of: body),
                let added = Self.added(endpoint, records: records, decoded: decoded, change: change, held: state.held)
            else { throw .failed("the \(endpoint.rawValue) answer's records could not be told apart") }
            try state.writer.append(added, to: endpoint)
            return
        }
        switch endpoint {
        case .laps:
            // Asked again each time, the laps come back unchanged between laps' ends.
            guard state.lastLaps != body else { return }
            state.lastLaps = body
            guard let records = OpenF1RecordSlices.records(of: body), records.count == decoded.laps.count else {
                throw .failed("the laps answer's records could not be told apart")
            }
            var changed: [Data] = []
            for (lap, record) in zip(decoded.laps, records) {
                let key = LapKey(driver: lap.driver, lap: lap.lap)
                guard state.laps[key]?.record != record else { continue }
                // A copy, so the answer it came in is not kept for the whole session by one lap.
                state.laps[key] = (order: state.lapsWritten, record: Data(record))
                state.lapsWritten += 1
                changed.append(record)
            }
            try state.writer.append(changed, to: endpoint)
        // As the poll merges them: an empty list in passing keeps the one held.
        case .stints where decoded.stints.isEmpty, .drivers where decoded.drivers.isEmpty: break
        case .meetings where decoded.meeting == nil: break
        case .sessions: break
        default:
            let kept = endpoint == .meetings ? Self.oneObject(body) : body
            guard state.replaced[endpoint] != kept else { return }
            try state.writer.replace(endpoint.recordedFileName, with: kept)
            state.replaced[endpoint] = kept
        }
    }

    private static func sentence(_ stop: OpenF1RecordingWriter.Stop, _ options: Options) -> String {
        let folder = options.folder.path
        return switch stop {
        case .limit:
            "Recording to \(folder) stopped at its limit of \(RecordingSize.text(options.limit)) (--record-limit); what it holds replays, and following goes on."
        case .diskFull: "Recording to \(folder) stopped: the disk is full; what it holds replays, and following goes on."
        case .failed(let reason): "Recording to \(folder) stopped: \(reason); what it holds replays, and following goes on."
        }
    }

    /// The first record of a list (the API's session or meeting), as a recording keeps it.
    static func oneObject(_ body: Data) -> Data {
        OpenF1RecordSlices.records(of: body)?.first ?? body
    }

    static func list(_ records: [Data]) -> Data {
        var bytes = Data("[".utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(record)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }
}
