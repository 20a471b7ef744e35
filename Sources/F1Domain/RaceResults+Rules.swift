extension RaceResults {
    /// The classified winner, if the race has one.
    public var winner: RaceResult? {
        results.first { $0.position == 1 && $0.classification == .classified }
    }

    /// The result with the race's fastest lap (rank 1).
    public var fastestLap: RaceResult? {
        results.first { $0.fastestLap?.rank == 1 }
    }
}

extension RaceResult {
    /// On the podium: classified first, second or third.
    public var isPodium: Bool { classification == .classified && (1...3).contains(position) }
    /// Took the start: listed neither as withdrawn (did not start) nor as failing to qualify.
    public var tookTheStart: Bool { classification != .withdrawn && classification != .failedToQualify }
}

extension RaceResults {
    /// Lapped finishers as "+1 Lap" or "+2 Laps" with no time, as f1db and the older Ergast API
    /// publish them. Jolpica's newer responses say "Lapped" and give a time that reads like a gap
    /// to the winner but is not one.
    public func showingLappedFinishersByLaps() -> RaceResults {
        guard let leaderLaps = winner?.laps else { return self }
        var copy = self
        copy.results = results.map { result in
            guard result.status == "Lapped", result.laps < leaderLaps else { return result }
            var lapped = result
            let behind = leaderLaps - result.laps
            lapped.status = behind == 1 ? "+1 Lap" : "+\(behind) Laps"
            lapped.time = nil
            return lapped
        }
        return copy
    }
}
