import F1Domain

/// Two drivers compared across their careers: every season in which both started a race, each
/// as that season's head-to-head counts it, and their sum.
public struct HeadToHeadCareer: Equatable, Sendable {
    /// A season they raced each other, the career's first driver first.
    public struct Season: Equatable, Sendable {
        public var season: Int
        /// Of the races compared, the rounds whose qualifying the source has.
        public var qualifyingRounds: Int
        public var pair: HeadToHead
    }

    /// A team both drove for in races they both started, and the seasons it was so.
    public struct SharedTeam: Equatable, Sendable {
        public var constructor: Constructor
        public var seasons: [Int]
    }

    /// Every season summed, the driver with more points in those races first (as a season's pair).
    public var total: HeadToHead
    /// Of the races compared, the rounds whose qualifying the source has.
    public var qualifyingRounds: Int
    /// Oldest first; only the seasons they met.
    public var seasons: [Season]
    /// In the order first shared.
    public var sharedTeams: [SharedTeam]
}

extension LoadHeadToHead {
    /// `first` against `second` in every season both raced, each season compared as
    /// `drivers(_:_:season:)` compares it and the seasons summed. Throws `LookupError.sameDriverTwice`,
    /// `.driverNotFound` for a driver in no season's results, and `.driversNeverMet` for two who
    /// never started the same race.
    public func career(_ first: Driver.ID, _ second: Driver.ID) async throws -> HeadToHeadCareer {
        guard first != second else { throw LookupError.sameDriverTwice(first) }
        var raced: [Set<Int>] = []
        for driver in [first, second] {
            let seasons = try await races.seasonsRaced(by: driver)
            guard !seasons.isEmpty else { throw LookupError.driverNotFound(driver) }
            raced.append(Set(seasons))
        }
        var seasons: [(season: Int, qualifyingRounds: Int, pair: HeadToHead)] = []
        for season in raced[0].intersection(raced[1]).sorted() {
            let compared: HeadToHeadSeason
            do {
                compared = try await drivers(first, second, season: season)
            } catch LookupError.driverNotInSeason {
                // Named by the source for an entry only: the results decide.
                continue
            }
            if let pair = compared.pairs.first { seasons.append((season, compared.qualifyingRounds, pair)) }
        }
        guard let opening = seasons.first?.pair else { throw LookupError.driversNeverMet(first, second) }
        let total = seasons.dropFirst().reduce(opening) { $0.adding($1.pair) }.leaderFirst()
        return HeadToHeadCareer(
            total: total, qualifyingRounds: seasons.reduce(0) { $0 + $1.qualifyingRounds },
            seasons: seasons.map { .init(season: $0.season, qualifyingRounds: $0.qualifyingRounds, pair: $0.pair.with(first: total.first.id)) },
            sharedTeams: Self.sharedTeams(seasons.map { ($0.season, $0.pair) }))
    }

    /// Each team shared, with the seasons it was.
    private static func sharedTeams(_ seasons: [(season: Int, pair: HeadToHead)]) -> [HeadToHeadCareer.SharedTeam] {
        var teams: [HeadToHeadCareer.SharedTeam] = []
        for (season, pair) in seasons {
            for team in pair.sharedTeams {
                if let index = teams.firstIndex(where: { $0.constructor.id == team.id }) {
                    teams[index].seasons.append(season)
                } else {
                    teams.append(.init(constructor: team, seasons: [season]))
                }
            }
        }
        return teams
    }
}
