import F1Domain
import F1UseCases
import Observation

/// Qualifying (or a sprint's qualifying): each segment's times, who went out where, pole and the
/// gap to it.
@MainActor
@Observable
public final class QualifyingScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        /// "Qualifying" or "Sprint Qualifying".
        public var sessionName: String
        /// "three knockout segments", when the source says how the session was run.
        public var format: String?
        /// "Q1", "Q2", "Q3" for a knockout, "Session 1", "Session 2" or "Lap 1", "Lap 2" for
        /// older formats; empty for one-time formats.
        public var segments: [String]
        /// Cars drop out segment by segment, so rows say where.
        public var isKnockout: Bool
        /// Whether the rows carry a single counting time.
        public var hasTime: Bool
        public var rows: [F1UI.Qualifying.Row]
        /// "Max Verstappen (Red Bull), 1:29.708".
        public var pole: String?
        /// What the rows were made from.
        public var results: QualifyingResults

        public init(
            race: F1UI.Race.Row, season: Int, sessionName: String, format: String?, segments: [String], isKnockout: Bool,
            hasTime: Bool, rows: [F1UI.Qualifying.Row], pole: String?, results: QualifyingResults
        ) {
            self.isKnockout = isKnockout
            self.race = race
            self.season = season
            self.sessionName = sessionName
            self.format = format
            self.segments = segments
            self.hasTime = hasTime
            self.rows = rows
            self.pole = pole
            self.results = results
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadResults: @escaping @Sendable () async throws -> QualifyingResults) {
        loader = ContentLoader { Self.makeContent(from: try await loadResults(), format: format) }
    }

    package nonisolated static func makeContent(from results: QualifyingResults, format: F1UI.Format) -> Content {
        let held = results.segmentsHeld
        let hasTime = results.results.contains { $0.time != nil }
        let pole = results.pole
        let rows = results.results.map { result in
            makeRowData(from: result, in: results, format: format)
        }
        return Content(
            race: RacesScreen.makeRowData(from: results.race, format: format), season: results.race.season,
            sessionName: F1UI.sessionName(results.session, season: results.race.season),
            format: results.format.map(F1UI.formatDescription), segments: held.map { segmentTitle($0, format: results.format) },
            isKnockout: results.isKnockout, hasTime: hasTime, rows: rows,
            pole: pole.map { "\($0.driver.fullName) (\($0.constructor.name))" + ($0.decidingTime.map { ", " + format.lapTime($0) } ?? "") },
            results: results)
    }

    /// What a column of times is called in the session's format.
    package nonisolated static func segmentTitle(_ segment: QualifyingSegment, format: QualifyingFormat?) -> String {
        switch format {
        case .twoSessions: "Session \(segment.rawValue)"
        case .aggregate: "Lap \(segment.rawValue)"
        default: segment.name
        }
    }

    package nonisolated static func makeRowData(
        from result: QualifyingResult, in results: QualifyingResults, format: F1UI.Format
    ) -> F1UI.Qualifying.Row {
        let classified = result.positionText == nil
        let behind = results.millisecondsBehindPole(result)
        // Pole has no gap; a car faster than pole in its own segment (the track dried) shows a minus.
        let gap = result.position == 1 ? nil : behind.map { ($0 < 0 ? "-" : "+") + format.lapTime(LapTime(milliseconds: abs($0))) }
        var row = F1UI.Qualifying.Row(
            position: result.positionText ?? String(result.position), driver: result.driver.fullName, code: result.driver.displayCode,
            team: result.constructor.name, segments: results.segmentsHeld.map { result.time(in: $0).map(format.lapTime) ?? "" },
            time: result.time.map(format.lapTime), gapToPole: gap,
            eliminatedIn: results.eliminatedIn(result)?.name,
            isPole: classified && result.position == 1)
        row.driverID = result.driver.id
        row.teamID = result.constructor.id
        return row
    }
}
