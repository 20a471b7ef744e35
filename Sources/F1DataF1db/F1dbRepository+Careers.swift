import F1Domain
import F1UseCases

extension F1dbRepository {
    /// From every season's entrants tally (the fields of the results the standings show, read
    /// once per season and kept), not every season's results in full.
    public func seasonsRaced(by driver: Driver.ID) async throws -> [Int] {
        try await withThrowingTaskGroup(of: Int?.self) { group in
            for season in info.seasons {
                group.addTask {
                    do {
                        return try await entrantsTally(season: season).driverTeams[driver.rawValue] == nil ? nil : season
                    } catch LookupError.noRaceRun {
                        return nil
                    }
                }
            }
            var raced: [Int] = []
            for try await season in group { if let season { raced.append(season) } }
            return raced.sorted()
        }
    }
}
