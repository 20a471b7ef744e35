import F1Domain

extension HeadToHead {
    /// The same comparison with the other driver first.
    var swapped: HeadToHead {
        HeadToHead(
            constructor: constructor, sharedTeams: sharedTeams, first: second, second: first, races: races,
            qualifying: Tally(first: qualifying.second, second: qualifying.first), race: Tally(first: race.second, second: race.first),
            firstPoints: secondPoints, secondPoints: firstPoints)
    }

    /// The same comparison with `driver` first, when it is one of the two.
    func with(first driver: Driver.ID) -> HeadToHead {
        second.id == driver ? swapped : self
    }

    /// The driver with more points first; on a tie, the one ahead more often in the races, then
    /// as it stands.
    func leaderFirst() -> HeadToHead {
        let firstAhead = firstPoints != secondPoints ? firstPoints > secondPoints : race.first >= race.second
        return firstAhead ? self : swapped
    }

    /// Two comparisons of the same two drivers as one, in `self`'s order: tallies, races and
    /// points added; the shared team kept only when both shared it in every race.
    func adding(_ other: HeadToHead) -> HeadToHead {
        let other = other.with(first: first.id)
        var teams = sharedTeams
        for team in other.sharedTeams where !teams.contains(where: { $0.id == team.id }) { teams.append(team) }
        let constructor = constructor != nil && constructor?.id == other.constructor?.id ? constructor : nil
        return HeadToHead(
            constructor: constructor, sharedTeams: teams, first: first, second: second, races: races + other.races,
            qualifying: Tally(first: qualifying.first + other.qualifying.first, second: qualifying.second + other.qualifying.second),
            race: Tally(first: race.first + other.race.first, second: race.second + other.race.second),
            firstPoints: firstPoints + other.firstPoints, secondPoints: secondPoints + other.secondPoints)
    }
}
