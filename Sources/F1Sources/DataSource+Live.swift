import F1Data
import F1UseCases

/// A replay asked for that no lap times can make.
package enum LiveReplayRefusal: Error, Sendable {
    case raceStillToCome

    /// One sentence for the person who asked.
    package var message: String {
        switch self {
        case .raceStillToCome: "A race still to come cannot be replayed; give a round number or 'last'."
        }
    }
}

extension DataSource {
    /// Whether a finished race can be replayed from its lap times: the API's can.
    package var replaysFinishedRaces: Bool {
        if case .api = self { return true }
        return false
    }

    /// The demo's race in progress, or with the API a finished race replayed from its lap times:
    /// the given round of `season` (nil: the latest season), or with `.last` its last race run.
    /// Without a round, or from a source that replays nothing, `live` as it is. Throws rather
    /// than writes, so an interactive program can show the failure in place: the source's error
    /// while finding the last round, `LiveReplayRefusal` for a race still to come.
    package func liveReplay(season: Int?, round: RoundSelector?) async throws -> any LiveRaceRepository {
        guard case .api(let api, _) = self, let round else { return live }
        let season = season ?? latestSeason
        switch round {
        case .round(let number):
            return ApiLiveReplay(repository: api, season: season, round: number)
        case .last:
            return ApiLiveReplay(repository: api, season: season, round: try await api.lastResults(season: season).race.round)
        case .next:
            throw LiveReplayRefusal.raceStillToCome
        }
    }

    /// The race a program shows live for `season` when no session was chosen: the demo's race in
    /// progress, with the API the season's last race replayed, else none (`NoLiveRace`).
    package func seasonLiveRace(season: Int) async throws -> any LiveRaceRepository {
        try await liveReplay(season: season, round: replaysFinishedRaces ? .last : nil)
    }
}
