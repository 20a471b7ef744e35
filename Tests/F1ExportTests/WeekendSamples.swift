import F1Domain
import F1Export
import F1UseCases
import Foundation

/// A sprint weekend in Miami seen during qualifying, its sessions' results, a grid and pit stops.
enum WeekendSamples {
    static func day(_ day: Int) -> CalendarDate { CalendarDate(year: 2025, month: 5, day: day) }
    static let norris = S.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren")

    /// First practice has only its day; the rest have UTC start times.
    static let race = Race(
        season: 2025, round: 6, name: "Miami Grand Prix", circuit: S.monaco, date: day(4), startTime: TimeOfDay(hours: 20, minutes: 0),
        qualifyingFormat: .knockout, firstPractice: SessionSchedule(date: day(2)),
        qualifying: SessionSchedule(date: day(3), startTime: TimeOfDay(hours: 20, minutes: 0)),
        sprintQualifying: SessionSchedule(date: day(2), startTime: TimeOfDay(hours: 20, minutes: 30)),
        sprint: SessionSchedule(date: day(3), startTime: TimeOfDay(hours: 16, minutes: 0)))

    /// Ten minutes into qualifying.
    static let now = Moment(date: day(3), time: TimeOfDay(hours: 20, minutes: 10))

    static func lap(_ text: String) -> LapTime? { LapTime(text) }

    /// A knockout: pole, a car out in Q2, a car out in Q1.
    static let qualifying = QualifyingResults(
        race: race, format: .knockout,
        results: [
            QualifyingResult(
                position: 1, number: 1, driver: S.verstappen, constructor: S.redBull,
                q1: lap("1:27.500"), q2: lap("1:27.000"), q3: lap("1:26.204"), laps: 18),
            QualifyingResult(position: 2, number: 16, driver: S.leclerc, constructor: S.ferrari, q1: lap("1:27.800"), q2: lap("1:27.300")),
            QualifyingResult(position: 3, number: 4, driver: norris, constructor: mclaren, q1: lap("1:28.100")),
        ])

    static let sprint = SprintResults(
        race: race,
        results: [
            SprintResult(
                position: 1, positionText: "1", number: 4, driver: norris, constructor: mclaren, grid: 3, laps: 18, status: "Finished",
                time: RaceTime(milliseconds: 2_205_337, display: "36:45.337"), points: 8),
            SprintResult(
                position: 2, positionText: "2", number: 1, driver: S.verstappen, constructor: S.redBull, grid: 1, laps: 18,
                status: "Finished", time: RaceTime(display: "+1.400"), points: 7),
            SprintResult(
                position: 3, positionText: "R", classification: .retired, number: 16, driver: S.leclerc, constructor: S.ferrari,
                laps: 0, status: "Accident"),
        ])

    static let weekend = RaceWeekend(
        race: race, now: now,
        sessions: race.sessions.map { session in
            let state = SessionState.of(session, season: 2025, at: now)
            return RaceWeekend.Session(
                session: session, state: state,
                minutesUntilStart: state == .toCome ? session.startsAt.map { now.minutes(until: $0) } : nil)
        },
        results: nil, qualifying: qualifying, sprint: sprint)

    static let next = NextUp(now: now, weekend: weekend, session: weekend.sessions[3])

    /// Pole, a car with a penalty, and a pit-lane start.
    static let grid = StartingGrid(
        race: race,
        positions: [
            GridPosition(
                position: 1, positionText: "1", number: 1, driver: S.verstappen, constructor: S.redBull, qualifyingPosition: 1,
                time: lap("1:26.204")),
            GridPosition(
                position: 2, positionText: "2", number: 4, driver: norris, constructor: mclaren, qualifyingPosition: 3,
                penaltyPlaces: 0),
            GridPosition(
                positionText: "PL", number: 16, driver: S.leclerc, constructor: S.ferrari, qualifyingPosition: 2,
                penaltyPlaces: 5, startsFromBack: true, pitLane: true),
        ])

    /// Verstappen's second stop waited out a red flag in the pit lane; Norris's stop has no time
    /// and no team.
    static let pitStops = PitStops(
        race: race,
        stops: [
            PitStop(
                driver: S.verstappen, constructor: S.redBull, number: 1, stop: 1, lap: 20, duration: lap("22.345"),
                timeOfDay: TimeOfDay(hours: 20, minutes: 35, seconds: 10, isUTC: false)),
            PitStop(driver: S.leclerc, constructor: S.ferrari, number: 16, stop: 1, lap: 21, duration: lap("23.100")),
            PitStop(
                driver: S.verstappen, constructor: S.redBull, number: 1, stop: 2, lap: 34, duration: lap("40:55.302"),
                timeOfDay: TimeOfDay(hours: 14, minutes: 19, seconds: 22, isUTC: false)),
            PitStop(driver: norris, stop: 1, lap: 35),
        ])
}
