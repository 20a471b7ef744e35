import F1Domain

/// Which of a driver's laps a telemetry report shows.
public enum LapChoice: Hashable, Sendable {
    /// The driver's quickest timed lap of the session.
    case fastest
    case number(Int)
}

/// A session's laps as a telemetry source has them: every car's timed laps with their sectors
/// and, where the source has them, mini-sectors.
public struct SessionLaps: Sendable, Equatable {
    /// "Austrian Grand Prix, Qualifying".
    public var title: String
    public var drivers: [TimingDriver]
    public var laps: [TimedLap]
    /// Who the numbers come from, for a report's credit: "TracingInsights (FastF1)".
    public var credit: String

    public init(title: String, drivers: [TimingDriver], laps: [TimedLap], credit: String) {
        self.title = title
        self.drivers = drivers
        self.laps = laps
        self.credit = credit
    }

    /// The driver a person named by code ("RUS"), race number ("63") or surname ("Russell").
    public func driver(named name: String) -> TimingDriver? {
        let wanted = name.lowercased()
        return drivers.first { $0.acronym.lowercased() == wanted }
            ?? drivers.first { String($0.id.rawValue) == wanted }
            ?? drivers.first { $0.lastName.lowercased() == wanted }
    }

    /// The lap `choice` names of `driver`: their quickest timed lap, or the lap by number.
    public func lap(_ choice: LapChoice, of driver: TimingDriver.ID) -> TimedLap? {
        let own = laps.filter { $0.driver == driver }
        switch choice {
        case .fastest: return own.filter { ($0.duration ?? 0) > 0 }.min { ($0.duration ?? 0) < ($1.duration ?? 0) }
        case .number(let number): return own.first { $0.lap == number }
        }
    }
}

/// Where the telemetry reports read a session's laps, a lap's samples and the circuit's layout:
/// the demo's made-up laps, a TracingInsights checkout, an OpenF1 recording or the OpenF1 API.
public protocol TelemetryRepository: Sendable {
    /// What sessions it can answer for, in a sentence's words: "the demo's run sessions of 2025".
    var coverage: String { get }
    /// Every car's laps of the session, with sectors; throws `TelemetryError` or a lookup error.
    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps
    /// One car's samples over one of its laps, `lap` being one of `sessionLaps`' laps.
    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry
    /// The circuit's outline, corners and sector boundaries as run at that weekend.
    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout
    /// Whether it holds any session's laps: a weekend offers the telemetry reports only then (an
    /// f1db checkout has outlines for the live map, and no laps).
    var hasLaps: Bool { get }
}

extension TelemetryRepository {
    public var hasLaps: Bool { true }
}

/// Why a telemetry source could not answer, each case worded by the faces in one sentence.
public enum TelemetryError: Error, Hashable, Sendable {
    /// The source holds nothing for the session; `coverage` says what it does hold.
    case sessionNotInSource(session: String, coverage: String)
    /// No driver of the session answers to `wanted`; `choices` are the session's codes.
    case driverNotInSession(wanted: String, session: String, choices: [String])
    /// The driver has no such lap (or no timed lap, for the fastest).
    case lapNotInSession(driver: String, lap: LapChoice, session: String)
    /// The lap is in the session's lap table but the source has no samples for it.
    case noSamples(driver: String, lap: Int, session: String)
    /// The source has no outline of the circuit and no lap with positions to draw one from.
    case noLayout(circuit: String)
    /// A file or folder the source needs at `path` (as the source names it: relative to its
    /// checkout) cannot be used; `reason` is a clause that follows the path: "is missing", "holds
    /// no closed path (one ending in Z), so it draws no circuit".
    case fileUnusable(path: String, reason: String)
}

/// A source that has no telemetry at all: f1db and the Jolpica API hold results, not the car.
public struct NoTelemetry: TelemetryRepository {
    public let sourceName: String

    public init(sourceName: String) {
        self.sourceName = sourceName
    }

    public var coverage: String { "results only (\(sourceName))" }
    public var hasLaps: Bool { false }

    public func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        throw TelemetryError.sessionNotInSource(session: "\(season) round \(round)", coverage: coverage)
    }

    public func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        throw TelemetryError.sessionNotInSource(session: "\(season) round \(round)", coverage: coverage)
    }

    public func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        throw TelemetryError.sessionNotInSource(session: "\(season) round \(round)", coverage: coverage)
    }
}
