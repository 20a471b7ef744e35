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

extension SessionKind {
    /// The short name an address or a command line writes: "fp1", "sq", "sprint", "q", "race".
    public var code: String {
        switch self {
        case .firstPractice: "fp1"
        case .secondPractice: "fp2"
        case .thirdPractice: "fp3"
        case .sprintQualifying: "sq"
        case .sprint: "sprint"
        case .qualifying: "q"
        case .race: "race"
        }
    }

    /// A session as a person types it: its code, a letter (Q, R, S), or its name ("qualifying",
    /// "practice 1", "sprint-qualifying"), in any case.
    public init?(code text: String) {
        let folded = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        let names: [(SessionKind, [String])] = [
            (.firstPractice, ["fp1", "practice1", "p1", "firstpractice"]),
            (.secondPractice, ["fp2", "practice2", "p2", "secondpractice"]),
            (.thirdPractice, ["fp3", "practice3", "p3", "thirdpractice"]),
            (.sprintQualifying, ["sq", "sprintqualifying", "sprintshootout", "ss"]),
            (.sprint, ["sprint", "s", "sprintrace"]),
            (.qualifying, ["q", "qualifying", "quali"]),
            (.race, ["race", "r", "grandprix", "gp"]),
        ]
        guard let match = names.first(where: { $0.1.contains(folded) }) else { return nil }
        self = match.0
    }
}
