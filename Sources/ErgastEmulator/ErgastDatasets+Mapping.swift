import F1Data
import F1Domain
import Foundation

// The inverse of the generated `toRace()`, `toRaceResult()`… mappings: domain values back to the
// Ergast DTOs, whose Encodable conformances write the wire format.

extension Race {
    func ergastRace(
        results: [RaceResult]? = nil, qualifyingResults: [ErgastQualifyingResult]? = nil,
        sprintResults: [ErgastResult]? = nil, pitStops: [ErgastPitStop]? = nil
    ) -> ErgastRace {
        ErgastRace(
            season: season, round: round, url: url, raceName: name, circuit: circuit.ergastCircuit,
            date: date, time: startTime,
            firstPractice: firstPractice?.ergastSession, secondPractice: secondPractice?.ergastSession,
            thirdPractice: thirdPractice?.ergastSession, qualifying: qualifying?.ergastSession,
            sprintQualifying: sprintQualifying?.ergastSession, sprint: sprint?.ergastSession,
            results: results?.map(\.ergastResult), qualifyingResults: qualifyingResults, sprintResults: sprintResults,
            pitStops: pitStops)
    }
}

extension SessionSchedule {
    var ergastSession: ErgastSession { ErgastSession(date: date, time: startTime) }
}

extension Circuit {
    var ergastCircuit: ErgastCircuit {
        ErgastCircuit(
            circuitId: id.rawValue, url: url, circuitName: name,
            location: ErgastLocation(
                latitude: location.latitude, longitude: location.longitude,
                locality: location.locality, country: location.country))
    }
}

extension RaceResult {
    var ergastResult: ErgastResult {
        ErgastResult(
            number: number, position: position, positionText: wirePositionText, points: points,
            driver: driver.ergastDriver, constructor: constructor.ergastConstructor, grid: grid, laps: laps,
            status: status, time: time.map { ErgastRaceTime(millis: $0.milliseconds, time: $0.display) },
            fastestLap: fastestLap.map {
                ErgastFastestLap(
                    rank: $0.rank, lap: $0.lap, time: $0.time, averageSpeed: $0.averageSpeed,
                    speedUnits: $0.averageSpeed == nil ? nil : "kph")
            })
    }

    /// The wire's positionText, from the classification as the `derive:` table in Results.yaml reads it.
    var wirePositionText: String { classification.wirePositionText(position) }
}

extension Classification {
    /// The wire's positionText for a car classified so at `position` (Results.yaml's `derive:` read backwards).
    func wirePositionText(_ position: Int) -> String {
        switch self {
        case .classified: String(position)
        case .retired: "R"
        case .disqualified: "D"
        case .excluded: "E"
        case .withdrawn: "W"
        case .failedToQualify: "F"
        case .notClassified: "N"
        }
    }
}

extension Driver {
    var ergastDriver: ErgastDriver {
        ErgastDriver(
            driverId: id.rawValue, permanentNumber: permanentNumber, code: code, url: url,
            givenName: givenName, familyName: familyName, dateOfBirth: dateOfBirth, nationality: nationality)
    }
}

extension Constructor {
    var ergastConstructor: ErgastConstructor {
        ErgastConstructor(constructorId: id.rawValue, url: url, name: name, nationality: nationality)
    }
}

extension DriverStandingsTable {
    var ergastList: ErgastStandingsList {
        ErgastStandingsList(
            season: season, round: round,
            driverStandings: driverStandings.map {
                ErgastDriverStanding(
                    position: $0.position, positionText: $0.positionText, points: $0.points, wins: $0.wins,
                    driver: $0.driver.ergastDriver, constructors: $0.constructors.map(\.ergastConstructor))
            },
            constructorStandings: [])
    }
}

extension ConstructorStandingsTable {
    var ergastList: ErgastStandingsList {
        ErgastStandingsList(
            season: season, round: round, driverStandings: [],
            constructorStandings: constructorStandings.map {
                ErgastConstructorStanding(
                    position: $0.position, positionText: $0.positionText, points: $0.points, wins: $0.wins,
                    constructor: $0.constructor.ergastConstructor)
            })
    }
}
