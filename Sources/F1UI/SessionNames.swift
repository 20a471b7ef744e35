import F1Domain

extension F1UI {
    /// A session's name as the season called it: "Practice 1", "Sprint Shootout" (2023), "Race".
    public static func sessionName(_ kind: SessionKind, season: Int) -> String {
        switch kind {
        case .firstPractice: "Practice 1"
        case .secondPractice: "Practice 2"
        case .thirdPractice: "Practice 3"
        case .sprintQualifying: season == 2023 ? "Sprint Shootout" : "Sprint Qualifying"
        case .sprint: "Sprint"
        case .qualifying: "Qualifying"
        case .race: "Race"
        }
    }

    /// How a qualifying format worked, in a few words: "three knockout segments".
    public static func formatDescription(_ format: QualifyingFormat) -> String {
        switch format {
        case .knockout: "three knockout segments"
        case .twoSessions: "two timed sessions, the better time counting"
        case .oneSession: "one timed session"
        case .oneLap: "one flying lap per car"
        case .aggregate: "two single laps added together"
        case .elimination: "elimination every 90 seconds"
        case .fourLaps: "a four-lap run"
        case .sprintRace: "the sprint set the grid"
        }
    }
}
