import F1Domain

/// The circuit a timed session runs on, for the live board's map: the session's race weekend
/// found in the results source by date (or named by the live race's source), and its layout from
/// the telemetry source. Nil when
/// either has none or cannot be reached: a live board without a map, never an error.
public struct LoadSessionLayout: Sendable {
    let telemetry: any TelemetryRepository
    let races: any RaceRepository
    let weekends: any WeekendRepository

    public init(telemetry: any TelemetryRepository, races: any RaceRepository, weekends: any WeekendRepository) {
        self.telemetry = telemetry
        self.races = races
        self.weekends = weekends
    }

    public func callAsFunction(for session: TimingSession) async -> TrackLayout? {
        guard let kind = Self.kind(of: session),
            let race = try? await LoadOfficialPlaces(races: races, weekends: weekends).race(of: session)
        else { return nil }
        return try? await telemetry.trackLayout(season: race.season, round: race.round, session: kind)
    }

    /// The circuit of a session named by its weekend (the demo's race in progress names its own).
    package func callAsFunction(for address: SessionAddress) async -> TrackLayout? {
        guard let race = try? await RoundResolver(races: races, now: nil).race(season: address.season, address.round) else { return nil }
        return try? await telemetry.trackLayout(season: race.season, round: race.round, session: address.session)
    }

    /// The weekend's session a timing feed's session name stands for: "Race", "Sprint",
    /// "Sprint Qualifying" (or "Sprint Shootout"), "Qualifying", "Practice 1" to "Practice 3".
    static func kind(of session: TimingSession) -> SessionKind? {
        let name = session.name.lowercased()
        if name.contains("sprint") { return name.contains("qualifying") || name.contains("shootout") ? .sprintQualifying : .sprint }
        if name.contains("qualifying") { return .qualifying }
        if name.contains("race") { return .race }
        switch name {
        case "practice 1": return .firstPractice
        case "practice 2": return .secondPractice
        case "practice 3": return .thirdPractice
        default: return nil
        }
    }
}
