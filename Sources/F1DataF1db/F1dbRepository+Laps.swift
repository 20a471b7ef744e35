import F1Domain
import F1UseCases

/// f1db records each race's fastest laps and pit stops but not every lap's time, so it has no
/// lap-by-lap history: the lap charts need the API (1996 on) or a timing feed's session.
extension F1dbRepository: RaceHistoryRepository {
    public func raceHistory(season: Int, round: Int) async throws -> RaceHistory {
        let race = try await results(season: season, round: round)
        throw LookupError.notInSource(season: season, round: round, name: race.race.name, record: .lapTimes, firstSeason: nil)
    }
}
