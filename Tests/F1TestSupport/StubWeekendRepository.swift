import F1Domain
import F1UseCases
import Synchronization

/// An in-memory `WeekendRepository` keyed by round, which records every round asked for, so a
/// test can check that a use case leaves sessions still to come alone. A round it holds nothing
/// for throws `notRun`.
public final class StubWeekendRepository: WeekendRepository {
    public let qualifyingByRound: [Int: QualifyingResults]
    public let sprintByRound: [Int: SprintResults]
    public let notRun: @Sendable (Int, SessionKind) -> LookupError
    private let asked = Mutex<[String]>([])

    public init(
        qualifying: [Int: QualifyingResults] = [:], sprints: [Int: SprintResults] = [:],
        notRun: @escaping @Sendable (Int, SessionKind) -> LookupError = { round, kind in
            .sessionNotRun(season: 2025, round: round, name: "Round \(round)", session: kind)
        }
    ) {
        qualifyingByRound = qualifying
        sprintByRound = sprints
        self.notRun = notRun
    }

    /// "qualifying 4", "sprint 2", ... in the order asked.
    public var requests: [String] { asked.withLock { $0 } }

    private func record(_ what: String, _ round: Int) {
        asked.withLock { $0.append("\(what) \(round)") }
    }

    public func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
        record("qualifying", round)
        guard let found = qualifyingByRound[round] else { throw notRun(round, .qualifying) }
        return found
    }

    public func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults {
        record("sprintQualifying", round)
        throw LookupError.notInSource(season: season, round: round, name: "Round \(round)", record: .sprintQualifying, firstSeason: nil)
    }

    public func sprint(season: Int, round: Int) async throws -> SprintResults {
        record("sprint", round)
        guard let found = sprintByRound[round] else { throw notRun(round, .sprint) }
        return found
    }

    public func startingGrid(season: Int, round: Int) async throws -> StartingGrid {
        record("grid", round)
        throw notRun(round, .race)
    }

    public func pitStops(season: Int, round: Int) async throws -> PitStops {
        record("pitStops", round)
        throw notRun(round, .race)
    }
}
