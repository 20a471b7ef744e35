import F1Domain
import F1UseCases
import Foundation

/// Sessions from the OpenF1 API: a whole session fetched for a replay, and the session running
/// now followed live (`OpenF1LiveFeed`).
package struct OpenF1Source: Sendable {
    package let client: OpenF1Client
    package let now: @Sendable () -> Moment

    package init(client: OpenF1Client, now: @escaping @Sendable () -> Moment) {
        self.client = client
        self.now = now
    }

    /// A session as OpenF1 has it, with its answer's body (later decodes of partial answers need
    /// it); `key` nil asks for the latest session. An unknown key is `OpenF1DecodingError.noSession`.
    package func session(_ key: Int?) async throws -> (session: TimingSession, body: Data) {
        let filters = [(name: "session_key", value: key.map(String.init) ?? "latest")]
        // Only a settled session is cached, so a cached answer for a key is served as it is;
        // "latest" changes, and is always asked.
        if key != nil, let body = client.cached(.sessions, filters) {
            return (try OpenF1Decoding(strict: false).timing(from: [.sessions: body]).timing.session, body)
        }
        let body = try await client.body(.sessions, filters)
        let session = try OpenF1Decoding(strict: false).timing(from: [.sessions: body]).timing.session
        if key != nil, isSettled(session) { client.keep(body, for: .sessions, filters) }
        return (session, body)
    }

    /// Whether the session has been over long enough for its answers to stop changing.
    package func isSettled(_ session: TimingSession) -> Bool {
        let (age, overflowed) = now().millisecondsSince1970.subtractingReportingOverflow(session.end.millisecondsSince1970)
        return !overflowed && age >= OpenF1Client.settledAfterMilliseconds
    }

    /// Whether the session can be followed now: from an hour before its scheduled start (the
    /// board shows the grid until the lights) to the latest it can still be running (a session
    /// that runs late, a red flag), when a feed following it ends.
    package func isRunning(_ session: TimingSession) -> Bool {
        let now = now().millisecondsSince1970
        return now >= session.start.millisecondsSince1970 - 60 * 60_000 && now < session.latestEnd.millisecondsSince1970
    }

    /// Everything OpenF1 has for a session, for a replay: each endpoint in turn (the limiter
    /// paces them), leniently decoded. A settled session's answers come from and go to the cache.
    /// `knownSession` saves asking again for a session just looked up; `endpoints` narrows what is
    /// asked for (the telemetry's laps need only the meeting, the drivers and the laps).
    package func timing(
        session key: Int?, knownSession: (TimingSession, Data)? = nil, endpoints: [OpenF1Endpoint] = OpenF1Endpoint.timing
    ) async throws -> OpenF1Decoding.Read {
        try OpenF1Decoding(strict: false).timing(from: await answers(session: key, knownSession: knownSession, endpoints: endpoints))
    }

    /// The answers `timing` decodes, as the API sent them (a recording keeps them so).
    package func answers(
        session key: Int?, knownSession: (TimingSession, Data)? = nil, endpoints: [OpenF1Endpoint] = OpenF1Endpoint.timing
    ) async throws -> [OpenF1Endpoint: Data] {
        let (session, sessionBody) = if let knownSession { knownSession } else { try await self.session(key) }
        let settled = isSettled(session)
        var answers: [OpenF1Endpoint: Data] = [.sessions: sessionBody]
        for endpoint in endpoints where endpoint != .sessions && !endpoint.isTelemetry {
            let filters =
                endpoint == .meetings
                ? [(name: "meeting_key", value: String(session.meetingKey))] : [(name: "session_key", value: String(session.id.rawValue))]
            answers[endpoint] = try await client.body(endpoint, filters, cacheable: settled)
        }
        return answers
    }

    /// The session running now, to follow live. None running is `LookupError.noSessionRunning`,
    /// naming the latest, which can be replayed.
    package func currentSession() async throws -> (session: TimingSession, body: Data) {
        let latest = try await session(nil)
        guard isRunning(latest.session) else {
            if latest.session.start > now() {
                throw LookupError.sessionNotYetRunning(next: await name(latest), start: latest.session.start)
            }
            throw LookupError.noSessionRunning(latest: await name(latest))
        }
        return latest
    }

    /// The session running now, as a live feed, drawn at `playback`'s instant (live, without one).
    package func followCurrentSession(playback: LiveSessionPlayback? = nil) async throws -> OpenF1LiveFeed {
        let (session, body) = try await currentSession()
        return OpenF1LiveFeed(source: self, session: session, sessionBody: body, playback: playback)
    }

    /// A playhead over a session followed from this source, on its clock, `delay` behind live.
    package func playback(delay: Duration) -> LiveSessionPlayback {
        LiveSessionPlayback(playhead: LivePlayhead(delay: delay, now: now))
    }

    /// The session's name for a person: its meeting's ("Miami Grand Prix, Sprint"), else the
    /// circuit and year.
    private func name(_ latest: (session: TimingSession, body: Data)) async -> String {
        let meetingKey = [(name: "meeting_key", value: String(latest.session.meetingKey))]
        let meeting = try? await client.body(.meetings, meetingKey, cacheable: isSettled(latest.session))
        let named = try? OpenF1Decoding(strict: false).timing(from: [.sessions: latest.body, .meetings: meeting ?? Data("[]".utf8)]).timing
        return (named ?? SessionTiming(session: latest.session)).title()
    }
}
