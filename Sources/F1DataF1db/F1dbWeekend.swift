import F1Data
import F1Domain
import F1UseCases
import Foundation

/// One race's folder and its race.yml, for reading the weekend's session files and saying why
/// one is absent.
struct F1dbWeekend: Sendable {
    /// f1db's first race with pit-stops.yml: the 1994 Pacific Grand Prix (round 2).
    static let firstPitStops = (season: 1994, round: 2)
    /// The first season with sprint-qualifying-results.yml (the 2023 "sprint shootout"); the
    /// 2021–2022 sprints were set by the weekend's qualifying, which f1db files as qualifying.
    static let firstSprintQualifyingSeason = 2023

    let race: Race
    let folder: F1dbRaceFolder
    let layout: F1dbLayout

    func url(_ file: String) -> URL {
        folder.url.appending(path: file)
    }

    func has(_ file: String) -> Bool {
        layout.disk.isPresent(url(file))
    }

    /// Whether the race has been run: the data decides, as it does for results (dates cannot
    /// tell, f1db publishes after the race).
    var raceIsRun: Bool { has("race-results.yml") }

    /// f1db writes sprint dates only from 2024 on; before, the race says so by its sprint laps or
    /// its qualifying format, and a results file settles it.
    var hasSprint: Bool {
        race.hasSprint || has("sprint-race-results.yml")
    }

    func notHeld(_ session: SessionKind) -> LookupError {
        .sessionNotHeld(season: race.season, round: race.round, name: race.name, session: session)
    }

    func notRun(_ session: SessionKind) -> LookupError {
        .sessionNotRun(season: race.season, round: race.round, name: race.name, session: session)
    }

    func notInSource(_ record: WeekendRecord, firstSeason: Int?) -> LookupError {
        .notInSource(season: race.season, round: race.round, name: race.name, record: record, firstSeason: firstSeason)
    }

    /// A file every run race has (qualifying, the grid): absent before the race it is still to
    /// come, absent after it the tree is damaged.
    func absentAfterRace(_ file: String, session: SessionKind) -> any Error {
        raceIsRun ? layout.disk.error(url(file), .missing).sourceError : notRun(session)
    }
}
