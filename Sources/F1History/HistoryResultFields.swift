import F1Domain

/// The fields race and sprint results share, so both tables are written and read by one code path.
struct HistoryResultFields {
    var position: Int
    var positionText: String
    var classification: Classification
    var number: Int?
    var driver: Driver
    var constructor: Constructor
    var engine: String?
    var sharedCar: Bool
    var grid: Int?
    var laps: Int
    var status: String
    var time: RaceTime?
    var points: Double
    var fastestLap: FastestLap?

    var raceResult: RaceResult {
        RaceResult(
            position: position, positionText: positionText, classification: classification, number: number, driver: driver,
            constructor: constructor, engine: engine, sharedCar: sharedCar, grid: grid, laps: laps, status: status, time: time, points: points,
            fastestLap: fastestLap)
    }

    var sprintResult: SprintResult {
        SprintResult(
            position: position, positionText: positionText, classification: classification, number: number, driver: driver,
            constructor: constructor, engine: engine, sharedCar: sharedCar, grid: grid, laps: laps, status: status, time: time, points: points,
            fastestLap: fastestLap)
    }
}

extension RaceResult {
    var fields: HistoryResultFields {
        HistoryResultFields(
            position: position, positionText: positionText, classification: classification, number: number, driver: driver,
            constructor: constructor, engine: engine, sharedCar: sharedCar, grid: grid, laps: laps, status: status, time: time, points: points,
            fastestLap: fastestLap)
    }
}

extension SprintResult {
    var fields: HistoryResultFields {
        HistoryResultFields(
            position: position, positionText: positionText, classification: classification, number: number, driver: driver,
            constructor: constructor, engine: engine, sharedCar: sharedCar, grid: grid, laps: laps, status: status, time: time, points: points,
            fastestLap: fastestLap)
    }
}

/// A weekend's sessions other than the race, as `race_sessions.session` names them.
enum HistorySession: String, CaseIterable {
    case firstPractice = "practice-1"
    case secondPractice = "practice-2"
    case thirdPractice = "practice-3"
    case qualifying
    case sprintQualifying = "sprint-qualifying"
    case sprint

    private var keyPath: WritableKeyPath<Race, SessionSchedule?> {
        switch self {
        case .firstPractice: \.firstPractice
        case .secondPractice: \.secondPractice
        case .thirdPractice: \.thirdPractice
        case .qualifying: \.qualifying
        case .sprintQualifying: \.sprintQualifying
        case .sprint: \.sprint
        }
    }

    static func schedules(of race: Race) -> [(HistorySession, SessionSchedule)] {
        allCases.compactMap { session in race[keyPath: session.keyPath].map { (session, $0) } }
    }

    func set(_ schedule: SessionSchedule, on race: inout Race) {
        race[keyPath: keyPath] = schedule
    }
}
