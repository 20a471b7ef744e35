extension PitStops {
    /// Each driver's stops, drivers in the order of their first stop: what a per-driver summary
    /// of a race's stops is made of.
    public var byDriver: [[PitStop]] {
        var order: [Driver.ID] = []
        var stopsOf: [Driver.ID: [PitStop]] = [:]
        for stop in stops {
            if stopsOf[stop.driver.id] == nil { order.append(stop.driver.id) }
            stopsOf[stop.driver.id, default: []].append(stop)
        }
        return order.compactMap { stopsOf[$0] }
    }
}

extension Collection<PitStop> {
    /// The stops' time in the pit lane added up; nil when any duration is unknown, since a partial
    /// sum would mislead.
    public var totalDuration: LapTime? {
        let durations = compactMap(\.duration)
        guard durations.count == count else { return nil }
        return LapTime(milliseconds: durations.reduce(0) { $0 + $1.milliseconds })
    }
}
