import F1Data
import F1Domain

extension F1dbRace {
    /// The race with its name, circuit and sessions; f1db writes its times in UTC.
    func toDomain(season: Int, lookups: F1dbLookups) throws -> Race {
        func session(_ date: CalendarDate?, _ time: TimeOfDay?) -> SessionSchedule? {
            date.map { SessionSchedule(date: $0, startTime: time.map(\.inUTC)) }
        }
        var race = try toRace(
            season: season, name: lookups.grandPrixNames[grandPrixId] ?? grandPrixId,
            firstPractice: session(freePractice1Date, freePractice1Time),
            secondPractice: session(freePractice2Date, freePractice2Time),
            thirdPractice: session(freePractice3Date, freePractice3Time),
            qualifying: session(qualifyingDate, qualifyingTime),
            sprintQualifying: session(sprintQualifyingDate, sprintQualifyingTime),
            sprint: session(sprintRaceDate, sprintRaceTime),
            lookupCircuit: lookups.circuit)
        race.startTime = race.startTime?.inUTC
        return race
    }
}

extension TimeOfDay {
    /// The same clock time, marked as UTC.
    var inUTC: TimeOfDay {
        var time = self
        time.isUTC = true
        return time
    }
}
