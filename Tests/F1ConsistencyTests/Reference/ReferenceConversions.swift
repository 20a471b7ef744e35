import F1Domain
import Foundation

// Generated values in the references' shape, so a test compares whole values with ==.

extension ReferenceSeason {
    init(_ season: Season) {
        self.init(year: season.year, url: season.url)
    }
}

extension ReferenceCircuit {
    init(_ circuit: Circuit) {
        self.init(
            id: circuit.id.rawValue, name: circuit.name,
            location: ReferenceLocation(
                locality: circuit.location.locality, country: circuit.location.country,
                latitude: circuit.location.latitude, longitude: circuit.location.longitude),
            url: circuit.url)
    }
}

extension ReferenceSession {
    init?(_ session: SessionSchedule?) {
        guard let session else { return nil }
        self.init(date: session.date.description, startTime: session.startTime?.description)
    }
}

extension ReferenceRace {
    init(_ race: Race) {
        self.init(
            season: race.season, round: race.round, name: race.name, circuit: ReferenceCircuit(race.circuit),
            date: race.date.description, startTime: race.startTime?.description, url: race.url,
            qualifyingFormat: race.qualifyingFormat?.rawValue,
            firstPractice: ReferenceSession(race.firstPractice), secondPractice: ReferenceSession(race.secondPractice),
            thirdPractice: ReferenceSession(race.thirdPractice), qualifying: ReferenceSession(race.qualifying),
            sprintQualifying: ReferenceSession(race.sprintQualifying), sprint: ReferenceSession(race.sprint))
    }
}

extension ReferenceRaceResult {
    init(_ result: RaceResult) {
        let driver = result.driver
        self.init(
            position: result.position, positionText: result.positionText,
            classification: result.classification.rawValue, number: result.number,
            driver: ReferenceDriver(
                id: driver.id.rawValue, givenName: driver.givenName, familyName: driver.familyName, code: driver.code,
                permanentNumber: driver.permanentNumber, dateOfBirth: driver.dateOfBirth?.description,
                nationality: driver.nationality, url: driver.url),
            constructor: ReferenceConstructor(
                id: result.constructor.id.rawValue, name: result.constructor.name,
                nationality: result.constructor.nationality, url: result.constructor.url),
            engine: result.engine, sharedCar: result.sharedCar,
            grid: result.grid, laps: result.laps, status: result.status,
            time: result.time.map { ReferenceRaceTime(milliseconds: $0.milliseconds, display: $0.display) },
            points: result.points,
            fastestLap: result.fastestLap.map {
                ReferenceFastestLap(rank: $0.rank, lap: $0.lap, time: $0.time?.description, averageSpeed: $0.averageSpeed)
            })
    }
}
