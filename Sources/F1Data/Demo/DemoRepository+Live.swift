import F1Domain
import F1UseCases

extension DemoRepository {
    /// The dataset's race in progress, named as its weekend's race (found by its name in the
    /// calendar), so the board's map finds the circuit, with its cars placed on the lap at the
    /// pace the demo's model car laps that circuit; a race the calendar or the drawings lack is
    /// simulated without a place on the lap.
    package var liveRace: DemoLiveRace {
        let start = dataset.liveRace
        guard let race = dataset.races.first(where: { $0.name == start.raceName && $0.season == dataset.season }) else {
            return DemoLiveRace(start: start)
        }
        let session = SessionAddress(season: race.season, round: .round(race.round), session: .race)
        guard let track = try? DemoTelemetry(repository: self).track(of: race.circuit) else { return DemoLiveRace(start: start, session: session) }
        let lap = DemoSpeedProfile(track: track, grip: 1).lapTime(pace: 1)
        return DemoLiveRace(start: start, pace: LapTime(milliseconds: Int((lap * 1000).rounded())), session: session)
    }
}
