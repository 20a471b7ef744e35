import F1Domain
import F1UseCases

/// A source made of the repositories a test gives, for screens and models over stubs.
package struct StubReportSource: ReportSource {
    package var sourceID = "stub"
    package var raceRepository: any RaceRepository
    package var standingsRepository: any StandingsRepository
    package var weekendRepository: any WeekendRepository
    package var historyRepository: any RaceHistoryRepository
    package var weekendsHaveLapCharts: Bool
    package var clock: SourceClock
    /// Nil: the source has no scoring rules, and a championship computed from results says why.
    package var scoringRulebook: ScoringRulebook?
    /// None by default: a results-only source.
    package var telemetryRepository: any TelemetryRepository = NoTelemetry(sourceName: "Stub")

    package init(
        races: any RaceRepository, standings: any StandingsRepository, weekend: any WeekendRepository,
        history: (any RaceHistoryRepository)? = nil, today: CalendarDate, now: Moment, rulebook: ScoringRulebook? = nil
    ) {
        raceRepository = races
        standingsRepository = standings
        weekendRepository = weekend
        historyRepository = history ?? NoRaceHistory()
        weekendsHaveLapCharts = history != nil
        clock = .fixed(today: today, now: now)
        scoringRulebook = rulebook
    }

    package var info: DataSourceInfo { raceRepository.info }

    package func rulebook() throws -> ScoringRulebook {
        guard let scoringRulebook else { throw NoRulebook() }
        return scoringRulebook
    }

    /// What a stub without the rules throws.
    package struct NoRulebook: Error, CustomStringConvertible {
        package var description: String { "This source has no scoring rules, so it cannot compute championships from results." }
    }

    /// A source without lap times.
    package struct NoRaceHistory: RaceHistoryRepository {
        package func raceHistory(season: Int, round: Int) async throws -> RaceHistory {
            throw LookupError.notInSource(season: season, round: round, name: "", record: .lapTimes, firstSeason: nil)
        }
    }
}
