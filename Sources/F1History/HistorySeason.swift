import F1Domain
import F1UseCases

/// One season as the index stores it, in domain values, so any source can fill the index: the
/// calendar, the results, the official final tables and who took each race's pole.
package struct HistorySeason: Sendable {
    package var year: Int
    /// Every race of the calendar, run or to come.
    package var calendar: [Race]
    /// The races and sprints that have results.
    package var results: SeasonResults
    /// The pole-sitter's driver id by round, where the source tells one (docs/history-schema.md, "Pole").
    package var poles: [Int: Driver.ID]
    /// The official tables after the last race run; nil for a season without a race run.
    package var standings: (drivers: DriverStandingsTable, constructors: ConstructorStandingsTable)?

    package init(
        year: Int, calendar: [Race], results: SeasonResults, poles: [Int: Driver.ID],
        standings: (drivers: DriverStandingsTable, constructors: ConstructorStandingsTable)?
    ) {
        self.year = year
        self.calendar = calendar
        self.results = results
        self.poles = poles
        self.standings = standings
    }
}

/// Where the index's seasons come from: the f1db checkout (F1Sources) or, later, the API's cache.
package protocol HistoryFeed: Sendable {
    /// The seasons the source holds, oldest first.
    var years: ClosedRange<Int> { get }
    /// The name the index credits, e.g. "F1DB (CC BY 4.0)".
    var sourceName: String { get }
    /// Every season in `years`, oldest first; `progress` is told each season as it is read.
    /// Damage throws as the source's own reports would throw it.
    func seasons(progress: @escaping @Sendable (Int) -> Void) async throws -> [HistorySeason]
}
