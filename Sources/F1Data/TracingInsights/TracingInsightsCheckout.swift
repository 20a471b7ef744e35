import F1Domain
import F1UseCases
import Foundation
import Synchronization

/// A checkout of one of TracingInsights' season repositories (github.com/TracingInsights/<year>)
/// as telemetry: `<Grand Prix>/<Session>/<DRIVER>/<lap>_tel.json` with `<DRIVER>/laptimes.json`,
/// and `<Session>/drivers.json` and `corners.json`. The checkout holds one season, and names its
/// weekends by Grand Prix ("Austrian Grand Prix"), which the caller's `grandPrixName` gives for a
/// round (from the calendar of the source it reads results from).
public struct TracingInsightsCheckout: TelemetryRepository {
    /// The Grand Prix's name as TracingInsights' folders spell it, for a round of the season.
    public typealias GrandPrixName = @Sendable (_ season: Int, _ round: Int) async throws -> String

    public let folder: URL
    public let season: Int
    let grandPrixName: GrandPrixName
    /// Each session's laps, read once (within a budget).
    let sessions = TracingInsightsSessions()
    /// The laps' samples read, whichever session's (within a budget).
    let samples = LapSamples()

    static let credit = "TracingInsights (FastF1)"

    /// `folder` is the checkout's root (the folder holding "Austrian Grand Prix/"); nothing is read
    /// until a session is asked for.
    public init(folder: URL, season: Int, grandPrixName: @escaping GrandPrixName) {
        self.folder = folder.standardizedFileURL
        self.season = season
        self.grandPrixName = grandPrixName
    }

    public var coverage: String { "the \(season) sessions in the TracingInsights checkout at \(folder.path)" }

    /// TracingInsights' folder for each session.
    public static func folderName(of session: SessionKind) -> String {
        switch session {
        case .firstPractice: "Practice 1"
        case .secondPractice: "Practice 2"
        case .thirdPractice: "Practice 3"
        case .sprintQualifying: "Sprint Qualifying"
        case .sprint: "Sprint"
        case .qualifying: "Qualifying"
        case .race: "Race"
        }
    }

    public func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        try await sessionFiles(season: season, round: round, session: session).laps
    }

    public func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        let files = try await sessionFiles(season: season, round: round, session: session)
        return try files.telemetry(lap: lap, driver: driver)
    }

    public func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        try await sessionFiles(season: season, round: round, session: session).layout()
    }

    func sessionFiles(season: Int, round: Int, session: SessionKind) async throws -> TracingInsightsSession {
        guard season == self.season else {
            throw TelemetryError.sessionNotInSource(session: "\(season) round \(round), \(Self.folderName(of: session))", coverage: coverage)
        }
        let grandPrix = try await grandPrixName(season, round)
        let title = "\(grandPrix), \(Self.folderName(of: session))"
        guard !grandPrix.isEmpty, !grandPrix.contains("/"), grandPrix != "..", grandPrix != "." else {
            throw TelemetryError.sessionNotInSource(session: title, coverage: coverage)
        }
        let relative = grandPrix + "/" + Self.folderName(of: session)
        if let kept = sessions.session(relative) { return kept }
        let files = try TracingInsightsSession(checkout: folder, relative: relative, title: title, samples: samples)
        sessions.keep(files, relative)
        return files
    }
}

/// The sessions read so far, by folder: their cars and lap tables (tens of KB each), within a budget.
final class TracingInsightsSessions: Sendable {
    /// About a season's qualifying sessions' tables; the samples have a budget of their own.
    static let budget = 4 << 20
    private let read = BoundedMemo<String, TracingInsightsSession>(budget: budget) { $0.weight }

    func session(_ relative: String) -> TracingInsightsSession? { read.value(relative) }

    func keep(_ session: TracingInsightsSession, _ relative: String) { read.keep(session, for: relative) }
}
