extension TimingSession {
    /// Which session of the weekend it is, from the feed's name ("Practice 1", "Sprint Shootout",
    /// "Race"); nil for a name it does not know (pre-season testing's days).
    public var weekendKind: SessionKind? {
        switch name.lowercased() {
        case "practice 1": .firstPractice
        case "practice 2": .secondPractice
        case "practice 3": .thirdPractice
        case "sprint qualifying", "sprint shootout": .sprintQualifying
        case "sprint": .sprint
        case "qualifying": .qualifying
        case "race": .race
        default: nil
        }
    }
}
