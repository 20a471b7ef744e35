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
    /// The source has no lap times for the race, so it cannot be replayed lap by lap; replays
    /// need a race from `firstSeason` on.
    case noLapTimes(season: Int, name: String, firstSeason: Int)
}
