import F1Data
import F1Domain
import Foundation

extension ErgastDatasets {
    /// Complete JSON keyed by path below /ergast/f1/ for the weekend's other sessions:
    /// "{season}/{round}/qualifying.json" for each of `qualifying`, "{season}/{round}/sprint.json"
    /// for each of `sprints` and "{season}/{round}/pitstops.json" for each of `pitStops`. A session
    /// without rows is served as the API serves it: no race, a total of 0.
    public static func responses(
        qualifying: [QualifyingResults], sprints: [SprintResults], pitStops: [PitStops]
    ) throws -> [String: Data] {
        var responses: [String: Data] = [:]
        for session in qualifying {
            let race = session.race.ergastRace(qualifyingResults: session.results.map(\.ergastQualifyingResult))
            try add(race, rows: session.results.count, endpoint: "qualifying", to: &responses)
        }
        for sprint in sprints {
            let race = sprint.race.ergastRace(sprintResults: sprint.results.map(\.ergastResult))
            try add(race, rows: sprint.results.count, endpoint: "sprint", to: &responses)
        }
        for stops in pitStops {
            let race = stops.race.ergastRace(pitStops: stops.stops.map(\.ergastPitStop))
            try add(race, rows: stops.stops.count, endpoint: "pitstops", to: &responses)
        }
        return responses
    }

    private static func add(_ race: ErgastRace, rows: Int, endpoint: String, to responses: inout [String: Data]) throws {
        let path = "\(race.season)/\(race.round)/\(endpoint).json"
        let table = ErgastRaceTable(season: String(race.season), round: String(race.round), races: rows == 0 ? [] : [race])
        responses[path] = try encode(path, total: rows) { $0.raceTable = table }
    }
}

extension QualifyingResult {
    /// Formats with one time (before 2006) write it as Q1, as the API does.
    var ergastQualifyingResult: ErgastQualifyingResult {
        ErgastQualifyingResult(
            number: number, position: position, driver: driver.ergastDriver, constructor: constructor.ergastConstructor,
            q1: q1 ?? time, q2: q2, q3: q3)
    }
}

extension SprintResult {
    var ergastResult: ErgastResult {
        ErgastResult(
            number: number, position: position, positionText: classification.wirePositionText(position), points: points,
            driver: driver.ergastDriver, constructor: constructor.ergastConstructor, grid: grid, laps: laps,
            status: status, time: time.map { ErgastRaceTime(millis: $0.milliseconds, time: $0.display) },
            fastestLap: fastestLap.map { ErgastFastestLap(rank: $0.rank, lap: $0.lap, time: $0.time) })
    }
}

extension PitStop {
    var ergastPitStop: ErgastPitStop {
        ErgastPitStop(driverId: driver.id.rawValue, lap: lap, stop: stop, time: timeOfDay, duration: duration)
    }
}
