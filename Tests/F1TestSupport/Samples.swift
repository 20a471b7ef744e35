import F1Domain

/// Small domain values for tests that need a race, a driver or a result.
public enum SampleData {
    public static let monaco = Circuit(
        id: "monaco", name: "Circuit de Monaco",
        location: Location(locality: "Monte Carlo", country: "Monaco", latitude: 43.7347, longitude: 7.42056))

    public static func driver(_ id: String, _ given: String, _ family: String, code: String) -> Driver {
        Driver(id: Driver.ID(id), givenName: given, familyName: family, code: code)
    }

    public static let leclerc = driver("leclerc", "Charles", "Leclerc", code: "LEC")
    public static let verstappen = driver("max_verstappen", "Max", "Verstappen", code: "VER")
    public static let ferrari = Constructor(id: "ferrari", name: "Ferrari", nationality: "Italian")
    public static let redBull = Constructor(id: "red_bull", name: "Red Bull", nationality: "Austrian")

    public static func race(round: Int, name: String, date: CalendarDate, season: Int = 2025) -> Race {
        Race(season: season, round: round, name: name, circuit: monaco, date: date, startTime: TimeOfDay(hours: 13, minutes: 0))
    }

    public static func result(_ position: Int, _ driver: Driver, _ team: Constructor, points: Double, time: String? = nil) -> RaceResult {
        RaceResult(
            position: position, positionText: String(position), driver: driver, constructor: team, laps: 78,
            status: "Finished", time: time.map { RaceTime(display: $0) }, points: points)
    }
}
