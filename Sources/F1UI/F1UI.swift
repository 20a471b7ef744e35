/// Presentation state for F1Kit's screens: components with their `ViewData`, screens as state
/// machines, formatting and friendly error text. Platform-neutral: the same state can drive a
/// SwiftUI app on Apple platforms; `F1Report` renders it as text here.
public enum F1UI {
    /// Seasons of the championship.
    public enum Season {}
    /// Races of a season's calendar.
    public enum Race {}
    /// Circuits.
    public enum Circuit {}
    /// A race's classification.
    public enum Result {}
    /// Championship tables.
    public enum Standings {}
    /// A race in progress.
    public enum Live {}
    /// A race weekend's timetable.
    public enum Weekend {}
    /// Qualifying results.
    public enum Qualifying {}
    /// A starting grid.
    public enum Grid {}
    /// Pit stops.
    public enum PitStops {}
    /// A driver's or a constructor's season, race by race.
    public enum CompetitorSeason {}
}
