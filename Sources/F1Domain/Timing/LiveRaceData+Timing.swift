extension LiveRaceData {
    /// The live board's snapshot of a timed session at one instant. Cars are named by their race
    /// number (`Driver.ID` "12"), the key timing feeds use, with their driver's name and code from
    /// the feed's driver list; a car without a place yet comes last.
    public init(timing state: TimingState, drivers: [TimingDriver], raceName: String, isFinished: Bool) {
        let byNumber = Dictionary(drivers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let positions = state.cars.enumerated().map { index, car in
            let driver = byNumber[car.driver]
            // A retired car's last gaps say nothing about the race any more; a 0 for a car not
            // leading is the leader's, held since it lost the lead (`LiveGap.unknown`).
            let isRacingBehind = car.position != 1 && !car.hasRetired
            let gap = isRacingBehind ? car.gapToLeader?.forCarNotLeading : nil
            let interval = isRacingBehind ? car.interval?.forCarNotLeading : nil
            return LivePosition(
                position: car.position ?? index + 1, driver: Driver.ID(car: car.driver),
                code: driver?.acronym ?? String(car.driver.rawValue), name: driver?.name, constructorName: driver?.teamName ?? "",
                teamColour: driver?.teamColour,
                gapToLeader: gap?.time, interval: interval?.time, lapsBehind: gap?.lapsBehind, tyre: car.tyre, tyreAge: car.tyreAge,
                pitStops: car.pitStops,
                lastLap: car.lastLap, bestLap: car.bestLap, lastLapSectors: car.lastLapSectors, lapFraction: state.lapFraction(of: car),
                retired: car.hasRetired)
        }
        self.init(
            raceName: raceName, currentLap: state.leaderLap, totalLaps: state.totalLaps ?? state.leaderLap,
            leader: positions.first.map(\.driver) ?? Driver.ID(rawValue: ""), positions: positions,
            isFinished: isFinished, track: state.track, message: state.lastMessage?.message, at: state.moment,
            weather: state.weather, trackChanges: state.trackChanges)
    }
}

extension Driver.ID {
    /// A car of a timed session, by its race number: "12".
    public init(car: TimingDriver.ID) {
        self.init(rawValue: String(car.rawValue))
    }
}

extension TimingDriver.ID {
    /// The car a live board's `Driver.ID` names, when it is a race number; 0 otherwise.
    public init(carOf driver: Driver.ID) {
        self.init(rawValue: Int(driver.rawValue) ?? 0)
    }
}

extension TimingDriver {
    /// "Max Verstappen": first and last name as people write them (the feed's full name is
    /// "Max VERSTAPPEN"); the full name when either part is missing.
    public var name: String {
        firstName.isEmpty || lastName.isEmpty ? fullName : firstName + " " + lastName
    }
}
