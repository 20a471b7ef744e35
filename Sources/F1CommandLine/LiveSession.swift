import ArgumentParser
import F1Data
import F1Domain
import F1UseCases

/// The live session a program shows instead of its source's own, from `--replay DIR` or
/// `--openf1 KEY|latest|live`: a replay to play (a recording, or a session fetched from OpenF1)
/// or a session to follow live. f1tracker's Live tab and f1web's /live open it the same way.
package struct LiveSession: Sendable {
    package var replay: TimedSessionReplay?
    /// Followed on the wall clock; its refusal or "no session running" shows where the race would.
    package var following: (@Sendable () async throws -> any LiveRaceRepository)?
    /// What holds a session followed live back, rewinds it and catches it up (`following`'s playhead).
    package var timeShift: LiveSessionPlayback?
    /// The circuit of the session shown (replayed, or the source's own race where it names its
    /// weekend, as the demo's does), from the source's telemetry, for the map; nil when it has none.
    package var layout: TrackLayout?

    /// Why `--delay` cannot go with these flags; nil when it can: only a session followed live is held back.
    package static func checkDelay(_ delay: LiveDelayOption, openf1: String?) -> String? {
        guard delay.text != nil, openf1 != "live" else { return nil }
        return "--delay holds back a session followed live (--openf1 live); a replay plays from where you start it (--speed, and the keys)."
    }

    /// What `--openf1` takes, as its validation says it.
    package static func checkOpenF1(_ value: String) -> String? {
        guard !["latest", "live"].contains(value), Int(value).map({ $0 > 0 }) != true else { return nil }
        return "--openf1 must be an OpenF1 session_key (a number, e.g. 11280), 'latest' or 'live'."
    }

    /// Opens what the flags name; a recording or a session that cannot be read is one sentence on
    /// standard error and `ExitCode.failure`.
    /// A session followed live is held `delay` behind live.
    package static func open(
        replayFolder: String?, openf1: String?, delay: Duration = .zero, source: SourceOptions, sources: DataSource, program: String,
        recording: OpenF1SessionRecorder.Options? = nil, notice: @escaping @Sendable (String) -> Void = RecordOptions.notice
    ) async throws -> LiveSession {
        if let folder = replayFolder {
            do {
                let replay = try await sources.recordedReplay(folder: folder).replay
                return LiveSession(replay: replay, layout: await layout(of: replay, sources: sources, source: source))
            } catch {
                Terminal().complain("\(error)")
                throw ExitCode.failure
            }
        }
        // The source's own race in progress: the demo's has a map of its circuit.
        guard let openf1 else { return LiveSession(layout: await sources.layout(of: sources.live)) }
        let openF1 = try DataSource.makeOpenF1(source)
        if openf1 == "live" {
            let playback = openF1.playback(delay: delay)
            return LiveSession(
                following: {
                    var feed = try await openF1.followCurrentSession(playback: playback)
                    // Refused here, where the session is first known: the sentence shows in the race's place.
                    if let recording { try feed.record(recording, notice: notice) }
                    return feed
                }, timeShift: playback)
        }
        do {
            let replay = await sources.replay(of: try await openF1.timing(session: Int(openf1), recording: recording, notice: notice)).replay
            return LiveSession(replay: replay, layout: await layout(of: replay, sources: sources, source: source))
        } catch let refusal as OpenF1RecorderRefusal {
            Terminal().complain(refusal.description)
            throw ExitCode.failure
        } catch {
            Terminal().complain(CommandLineHint.line(for: error, program: program))
            throw ExitCode.failure
        }
    }

    /// The replayed session's circuit from the telemetry the reports read (`--telemetry DIR` over
    /// the source's own); none when it has no layout or cannot be opened.
    package static func layout(of replay: TimedSessionReplay, sources: DataSource, source: SourceOptions) async -> TrackLayout? {
        let telemetry = (try? sources.reportSource(telemetry: nil, options: source))?.telemetryRepository
        return await sources.layout(of: replay.timeline.timing.session, telemetry: telemetry)
    }
}
