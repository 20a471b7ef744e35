import F1Domain

/// A timed race's or sprint's official result, by car number, from a results source: what a
/// replay shows beside the order at the flag. Timing feeds give the road; penalties decided
/// after the flag only reach the official result.
public struct LoadOfficialPlaces: Sendable {
    let races: any RaceRepository
    let weekends: any WeekendRepository

    public init(races: any RaceRepository, weekends: any WeekendRepository) {
        self.races = races
        self.weekends = weekends
    }

    /// The race the session belongs to and its official places by car.
    public struct Found: Hashable, Sendable {
        public var race: Race
        /// Cars the result places (finishers and retirements), by car number.
        public var places: [TimingDriver.ID: Int]
        /// Cars it does not place: disqualified, excluded, did not start, not classified.
        public var unplaced: [TimingDriver.ID: Classification] = [:]
        /// The source's driver in each car it lists, placed or not, by car number.
        public var drivers: [TimingDriver.ID: Driver.ID] = [:]
    }

    /// The race weekend the session belongs to: the one whose race day is the session's day or
    /// near it (a sprint runs a day or two before; a practice or a qualifying up to two days).
    public func race(of session: TimingSession) async throws -> Race? {
        let isRace = session.kind == "Race" && !session.name.lowercased().contains("sprint")
        let day = session.start.date
        return try await races.races(season: session.year).first { race in
            let distance = day.days(until: race.date)
            return isRace ? (-1...1).contains(distance) : (0...2).contains(distance)
        }
    }

    /// Nil when the source has no such race or cannot be reached; no places for a session it has
    /// not classified (or a qualifying): the replay then shows the road alone.
    public func callAsFunction(for session: TimingSession) async -> Found? {
        let isSprint = session.name.lowercased().contains("sprint") && !session.name.lowercased().contains("qualifying")
        do {
            guard let race = try await race(of: session) else { return nil }
            guard session.kind == "Race" else { return Found(race: race, places: [:]) }
            let numbered: [(number: Int?, driver: Driver.ID, position: Int, classification: Classification)] =
                if isSprint {
                    try await weekends.sprint(season: race.season, round: race.round).results.map {
                        ($0.number, $0.driver.id, $0.position, $0.classification)
                    }
                } else {
                    try await races.results(season: race.season, round: race.round).results.map {
                        ($0.number, $0.driver.id, $0.position, $0.classification)
                    }
                }
            var found = Found(race: race, places: [:])
            for entry in numbered {
                guard let number = entry.number.map(TimingDriver.ID.init(rawValue:)), found.places[number] == nil, found.unplaced[number] == nil
                else { continue }
                found.drivers[number] = entry.driver
                if entry.classification == .classified || entry.classification == .retired {
                    found.places[number] = entry.position
                } else {
                    found.unplaced[number] = entry.classification
                }
            }
            return found
        } catch {
            return nil
        }
    }
}
