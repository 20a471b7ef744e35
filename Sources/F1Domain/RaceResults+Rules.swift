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
}
