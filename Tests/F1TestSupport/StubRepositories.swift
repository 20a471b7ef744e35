import F1Domain
import F1UseCases
import Synchronization

/// An in-memory `RaceRepository`: calendars and classifications by season. A season it has no
/// entry for answers with empty lists, so a use case that forgets to check the season is caught
/// by what it returns instead of by the stub. With `failure`, every call throws it.
public struct StubRaceRepository: RaceRepository {
    public var info: DataSourceInfo
    public var seasonList: [Season]
    public var calendars: [Int: [Race]]
    public var classifications: [Int: [RaceResults]]
    public var failure: (any Error)?

    public init(
        info: DataSourceInfo = DataSourceInfo(name: "Stub", seasons: 2025...2025), seasons: [Season] = [],
        calendars: [Int: [Race]] = [:], classifications: [Int: [RaceResults]] = [:], failure: (any Error)? = nil
    ) {
        self.info = info
        self.seasonList = seasons
        self.calendars = calendars
        self.classifications = classifications
        self.failure = failure
    }

    public func seasons() async throws -> [Season] {
        if let failure { throw failure }
        return seasonList
    }

    public func races(season: Int) async throws -> [Race] {
        if let failure { throw failure }
        return calendars[season] ?? []
    }

    public func results(season: Int) async throws -> [RaceResults] {
        if let failure { throw failure }
        return classifications[season] ?? []
    }

    public func results(season: Int, round: Int) async throws -> RaceResults {
        if let failure { throw failure }
        guard let results = classifications[season]?.first(where: { $0.race.round == round }) else {
            let calendar = calendars[season] ?? []
            guard let race = calendar.first(where: { $0.round == round }) else {
                throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
            }
            throw LookupError.raceNotRun(season: season, round: round, name: race.name)
        }
        return results
    }
}

/// An in-memory `StandingsRepository`. A season without a table throws a `SourceError`, so a use
/// case that asks when it should not fails loudly.
public struct StubStandingsRepository: StandingsRepository {
    public var drivers: [Int: DriverStandingsTable]
    public var constructors: [Int: ConstructorStandingsTable]

    public init(drivers: [Int: DriverStandingsTable] = [:], constructors: [Int: ConstructorStandingsTable] = [:]) {
        self.drivers = drivers
        self.constructors = constructors
    }

    public func driverStandings(season: Int) async throws -> DriverStandingsTable {
        guard let table = drivers[season] else { throw SourceError.unreadable(path: "standings/\(season)/drivers", problem: .missing) }
        return table
    }

    public func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        guard let table = constructors[season] else { throw SourceError.unreadable(path: "standings/\(season)/constructors", problem: .missing) }
        return table
    }
}

/// A `LiveRaceRepository` that emits fixed snapshots at once, then finishes or throws `failure`.
/// It records the interval and clock of every request.
public struct StubLiveRaceRepository: LiveRaceRepository {
    public final class Requests: Sendable {
        private let log = Mutex<[(interval: Duration, clock: any Clock<Duration>)]>([])

        public var intervals: [Duration] { log.withLock { $0.map(\.interval) } }
        public var clocks: [any Clock<Duration>] { log.withLock { $0.map(\.clock) } }

        func record(_ interval: Duration, _ clock: any Clock<Duration>) {
            log.withLock { $0.append((interval, clock)) }
        }
    }

    public var snapshots: [LiveRaceData]
    public var failure: (any Error)?
    public let requests = Requests()

    public init(snapshots: [LiveRaceData], failure: (any Error)? = nil) {
        self.snapshots = snapshots
        self.failure = failure
    }

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        requests.record(interval, clock)
        let snapshots = self.snapshots
        let failure = self.failure
        return AsyncThrowingStream { continuation in
            for snapshot in snapshots { continuation.yield(snapshot) }
            continuation.finish(throwing: failure)
        }
    }
}

extension SampleData {
    /// A race in progress on `lap` of `totalLaps`, with Leclerc leading Verstappen by `gap` milliseconds.
    public static func live(lap: Int, totalLaps: Int = 78, gap: Int = 2314, isFinished: Bool = false) -> LiveRaceData {
        LiveRaceData(
            raceName: "Monaco Grand Prix", currentLap: lap, totalLaps: totalLaps, leader: "leclerc",
            positions: [
                LivePosition(position: 1, driver: "leclerc", code: "LEC", constructorName: "Ferrari"),
                LivePosition(
                    position: 2, driver: "max_verstappen", code: "VER", constructorName: "Red Bull",
                    gapToLeader: LapTime(milliseconds: gap), interval: LapTime(milliseconds: gap)),
            ],
            isFinished: isFinished)
    }
}
