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
        public var places: [TimingDriver.ID: Int]
    }

    /// Nil when the source has no such race or cannot be reached; no places for a session it has
    /// not classified (or a qualifying): the replay then shows the road alone.
    public func callAsFunction(for session: TimingSession) async -> Found? {
        let isSprint = session.name.lowercased().contains("sprint") && !session.name.lowercased().contains("qualifying")
        do {
            // The race weekend whose race day is the session's day or the day after (a Saturday sprint).
            let day = session.start.date
            let race = try await races.races(season: session.year).first { race in
                let distance = day.days(until: race.date)
                return isSprint ? (0...2).contains(distance) : (-1...1).contains(distance)
            }
            guard let race else { return nil }
            guard session.kind == "Race" else { return Found(race: race, places: [:]) }
            let numbered: [(number: Int?, position: Int)] = if isSprint {
                try await weekends.sprint(season: race.season, round: race.round).results.map { ($0.number, $0.position) }
            } else {
                try await races.results(season: race.season, round: race.round).results.map { ($0.number, $0.position) }
            }
            var places: [TimingDriver.ID: Int] = [:]
            for entry in numbered {
                if let number = entry.number, places[TimingDriver.ID(rawValue: number)] == nil { places[TimingDriver.ID(rawValue: number)] = entry.position }
            }
            return Found(race: race, places: places)
        } catch {
            return nil
        }
    }
}
