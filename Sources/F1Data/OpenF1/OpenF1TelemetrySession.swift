import F1Domain
import F1UseCases

/// One OpenF1 session as both OpenF1 telemetry repositories answer for it (a recording's, or the
/// API's): which requests it answers, its laps with their sectors, and a layout from a lap's
/// positions. A feed knows no round, so only the year and the kind of session are checked.
struct OpenF1TelemetrySession: Sendable {
    let timing: SessionTiming
    /// "recorded", "OpenF1's": said before the session in `coverage`.
    let origin: String

    /// "the recorded 2026 Miami Grand Prix race".
    var coverage: String {
        let meeting = timing.meeting?.name ?? timing.session.circuitShortName
        return "the \(origin) \(timing.session.year) \(meeting) \(timing.session.name.lowercased())"
    }

    var title: String { timing.title() }

    /// Throws `sessionNotInSource` unless the request is for this session's year and kind.
    func check(season: Int, round: Int, session: SessionKind) throws {
        guard season == timing.session.year, session == timing.session.weekendKind else {
            throw TelemetryError.sessionNotInSource(session: "\(season) round \(round) \(session)", coverage: coverage)
        }
    }

    func laps(credit: String) -> SessionLaps {
        SessionLaps(title: title, drivers: timing.drivers, laps: timing.laps, credit: credit)
    }

    /// The session's timed laps with a start, quickest first: where a layout is looked for.
    var quickestLaps: [TimedLap] {
        timing.laps.filter { $0.start != nil && ($0.duration ?? 0) > 0 }.sorted {
            ($0.duration ?? 0, $0.driver.rawValue) < ($1.duration ?? 0, $1.driver.rawValue)
        }
    }

    func driver(_ id: TimingDriver.ID) -> TimingDriver? {
        timing.drivers.first { $0.id == id }
    }

    /// The circuit as `lap` drew it, with the sectors' ends where the lap was at its sector times;
    /// nil with fewer than three positions.
    func layout(from lap: LapTelemetry, timed: TimedLap) -> TrackLayout? {
        guard let outline = TrackOutline(lap: lap) else { return nil }
        let covered = lap.distanceCovered ?? 0
        var ends: [Double] = []
        if covered > 0, let first = timed.sector1 {
            ends.append(distance(at: first, in: lap) / covered)
            if let second = timed.sector2 { ends.append(distance(at: first + second, in: lap) / covered) }
        }
        return TrackLayout(
            name: timing.session.circuitShortName, outline: outline, corners: [], lapLength: covered > 0 ? covered : nil, sectorEnds: ends,
            credit: "Outline: OpenF1 positions, \(timing.title()) lap \(timed.lap) of \(lap.driver)")
    }

    /// The distance the lap had covered `time` seconds in, between the samples around it.
    private func distance(at time: Double, in lap: LapTelemetry) -> Double {
        let samples = lap.samples
        guard let after = samples.firstIndex(where: { $0.time >= time }) else { return samples.last?.distance ?? 0 }
        guard after > samples.startIndex else { return samples[after].distance ?? 0 }  // trap-ok: an index found in samples.
        let (before, next) = (samples[after - 1], samples[after])  // trap-ok: after - 1 >= startIndex.
        let span = next.time - before.time
        let share = span > 0 ? (time - before.time) / span : 0
        return (before.distance ?? 0) + ((next.distance ?? 0) - (before.distance ?? 0)) * share
    }
}
