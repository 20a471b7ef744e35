extension Championship {
    /// The constructor each driver raced for in the latest round they took part in: the colour a
    /// chart of the drivers' championship draws them in.
    public func latestTeams() -> [Driver.ID: Constructor.ID] {
        var teams: [Driver.ID: Constructor.ID] = [:]
        for round in indexed {
            for entry in round.entries + round.sprint where drivers.indices.contains(entry.driver) && self.teams.indices.contains(entry.team) {
                teams[drivers[entry.driver].id] = self.teams[entry.team].constructor.id
            }
        }
        return teams
    }
}
