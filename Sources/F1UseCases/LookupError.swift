import F1Domain

/// A request the data cannot answer: what the user asked for does not exist in the source.
public enum LookupError: Error, Hashable, Sendable {
    /// The source has no such season; `available` is what it holds.
    case seasonNotFound(Int, available: ClosedRange<Int>)
    /// The season has no such round.
    case roundNotFound(season: Int, round: Int, rounds: Int)
    /// The race has not been run yet, so it has no results.
    case raceNotRun(season: Int, round: Int, name: String)
    /// No race of the season has been run yet.
    case noRaceRun(season: Int)
    /// The source has no live race to follow.
    case noLiveRace
    /// A timing feed has no session running now; `latest` names the last one it has (e.g.
    /// "Miami Grand Prix, Sprint"), which can be replayed.
    case noSessionRunning(latest: String?)
    /// A timing feed's next session is more than an hour away; it can be followed from an hour
    /// before `start`.
    case sessionNotYetRunning(next: String, start: Moment)
    /// The source has no lap times for the race, so it cannot be replayed lap by lap; replays
    /// need a race from `firstSeason` on.
    case noLapTimes(season: Int, name: String, firstSeason: Int)
    /// The weekend did not have the session: a sprint at a weekend without one.
    case sessionNotHeld(season: Int, round: Int, name: String, session: SessionKind)
    /// The session is still to come (or under way), so it has no results yet.
    case sessionNotRun(season: Int, round: Int, name: String, session: SessionKind)
    /// The source does not record `record` for this race; from `firstSeason` on it does, when
    /// it ever does (nil: the source never publishes it).
    case notInSource(season: Int, round: Int, name: String, record: WeekendRecord, firstSeason: Int?)
    /// The qualifying format of the race had no such part: Q3 in 1990.
    case segmentNotHeld(season: Int, round: Int, name: String, segment: QualifyingSegment, format: QualifyingFormat?)
    /// The season has no race still to come.
    case noRaceAhead(season: Int)
    /// The driver is in none of the season's results. Only the id is known: a driver who never
    /// raced in the season has no name in its data.
    case driverNotInSeason(season: Int, driver: Driver.ID)
    /// The driver is in no race's results of any season the source holds.
    case driverNotFound(Driver.ID)
    /// Two drivers compared who never started the same race.
    case driversNeverMet(Driver.ID, Driver.ID)
    /// One driver named twice where two are compared.
    case sameDriverTwice(Driver.ID)
    /// The constructor is in none of the season's results; only its id is known.
    case constructorNotInSeason(season: Int, constructor: Constructor.ID)
    /// A chart was asked to show someone it does not have: `wanted` as the person typed it,
    /// `among` what it does have ("the 2026 Miami Grand Prix"), `choices` their codes.
    case notInChart(wanted: String, among: String, choices: [String])
}
