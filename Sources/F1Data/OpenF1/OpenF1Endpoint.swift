/// The OpenF1 endpoints a session's timing is read from (`https://api.openf1.org/v1/<path>`).
package enum OpenF1Endpoint: String, CaseIterable, Sendable {
    case sessions
    case meetings
    case drivers
    case position
    case intervals
    case laps
    case pit
    case stints
    case raceControl = "race_control"
    case weather
    case sessionResult = "session_result"
    case startingGrid = "starting_grid"
    /// A car's speed, throttle, brake, gear, RPM and DRS, about 3.7 times a second.
    case carData = "car_data"
    /// A car's position, about 3.7 times a second, at other instants than its car data.
    case location

    /// The endpoints a session's timing is read from: all but the telemetry, which is asked for
    /// lap by lap (`OpenF1Telemetry`), never a whole session at a time (a race's is about 100 MB).
    package static let timing: [OpenF1Endpoint] = allCases.filter { !$0.isTelemetry }

    /// `car_data` and `location`.
    package var isTelemetry: Bool { self == .carData || self == .location }

    /// The path under `/v1/`.
    package var path: String { rawValue }

    /// The file a recording keeps the endpoint's answer in: the API's path, except that the
    /// session and its meeting are stored as one object each (`session.json`, `meeting.json`).
    package var recordedFileName: String {
        switch self {
        case .sessions: "session.json"
        case .meetings: "meeting.json"
        default: rawValue + ".json"
        }
    }

    /// Endpoints that hold one record per instant, which a live follower asks only for what is
    /// newer than it has (`date>`).
    package var isDated: Bool {
        switch self {
        case .position, .intervals, .pit, .raceControl, .weather, .carData, .location: true
        default: false
        }
    }
}
