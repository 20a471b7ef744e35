import F1Domain
import F1UseCases

/// A report a person asks for, named by what it shows, with every season resolved to a year: the
/// one address of a report in every face. An `f1report` command line, an `f1web` address, a row
/// of a table and a screen pushed on an app's navigation stack all come down to one, so every
/// face loads the same report the same way.
public enum ReportRequest: Hashable, Sendable {
    /// The latest season at a glance.
    case overview
    case seasons
    /// A season's calendar.
    case season(Int)
    /// A race run: its classification; a race to come: its weekend's timetable.
    case race(season: Int, round: RoundSelector)
    /// A weekend's timetable with each session's state.
    case weekend(season: Int, round: RoundSelector)
    /// The session under way or about to start.
    case next
    case qualifying(season: Int, round: RoundSelector, segment: QualifyingSegment?)
    case sprintQualifying(season: Int, round: RoundSelector)
    case sprint(season: Int, round: RoundSelector)
    case grid(season: Int, round: RoundSelector)
    case pitStops(season: Int, round: RoundSelector)
    /// The source's published standings.
    case standings(StandingsScreen.Kind, season: Int)
    /// A championship computed from results, after `round` (the last run when nil), and scored
    /// again under other rules when `under` names them.
    case championship(StandingsScreen.Kind, season: Int, round: Int?, under: String?)
    case progression(StandingsScreen.Kind, season: Int)
    case title(season: Int, round: Int?)
    /// A season's scoring rules; nil for every system with the seasons that used it.
    case rules(season: Int?)
    /// Every champion; with `under`, beside those the other rules would have crowned.
    case champions(under: String?)
    /// A race lap by lap as a chart (positions, gaps, lap times, tyres), where the source has lap times.
    case raceChart(Chart.Kind, season: Int, round: RoundSelector)
    case driverSeason(season: Int, driver: Driver.ID)
    case constructorSeason(season: Int, constructor: Constructor.ID)
}
