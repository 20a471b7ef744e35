extension SprintResult {
    /// The same result as a race result, for the rules and formatting the two share.
    public var asRaceResult: RaceResult {
        RaceResult(
            position: position, positionText: positionText, classification: classification, number: number, driver: driver,
            constructor: constructor, grid: grid, laps: laps, status: status, time: time, points: points, fastestLap: fastestLap)
    }
}
