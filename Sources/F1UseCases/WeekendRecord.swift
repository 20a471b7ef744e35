/// What a weekend command asks a source for, to say which one is missing.
public enum WeekendRecord: String, Hashable, Sendable, CaseIterable {
    case qualifying
    case sprintQualifying
    case sprint
    case startingGrid
    case pitStops
    /// Every car's time on every lap, for the lap-by-lap charts.
    case lapTimes
    /// Which tyres each car ran on which laps: timing feeds only.
    case tyreStints

    /// "qualifying results", "pit stops": for sentences.
    public var phrase: String {
        switch self {
        case .qualifying: "qualifying results"
        case .sprintQualifying: "sprint qualifying results"
        case .sprint: "sprint results"
        case .startingGrid: "starting grid"
        case .pitStops: "pit stops"
        case .lapTimes: "lap times"
        case .tyreStints: "tyre stints"
        }
    }
}
