import F1Domain
import F1Fixtures
import F1UseCases
import Synchronization

extension DemoRepository {
    /// Made-up laps of the demo's run sessions, over F1DB's outlines of its circuits.
    public var telemetryRepository: any TelemetryRepository { DemoTelemetry(repository: self) }
}

/// The demo's telemetry: every session the dataset has results for (qualifying, sprint
/// qualifying, sprints and races), each car's laps bound to its results, and samples made from
/// the circuit's outline. Made when first asked for and kept, one session at a time.
struct DemoTelemetry: TelemetryRepository {
    let repository: DemoRepository
    var dataset: DemoDataset { repository.dataset }

    var coverage: String {
        let rounds = Set(dataset.results.map(\.race.round)).sorted()
        let span = rounds.count > 1 ? "rounds \(rounds.first ?? 1) to \(rounds.last ?? 1)" : "round \(rounds.first ?? 1)"
        return "the demo's qualifying, sprint qualifying, sprints and races of \(span) of \(dataset.season)"
    }

    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        try await made(season: season, round: round, session: session).laps
    }

    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        let made = try await made(season: season, round: round, session: session)
        guard made.laps.laps.contains(where: { $0.driver == driver.id && $0.lap == lap.lap }), let telemetry = made.samples(of: lap, driver: driver)
        else {
            throw TelemetryError.noSamples(driver: driver.acronym, lap: lap.lap, session: made.laps.title)
        }
        return telemetry
    }

    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        let race = try race(season: season, round: round)
        guard let track = try track(of: race.circuit) else { throw TelemetryError.noLayout(circuit: race.circuit.name) }
        return track.layout
    }

    private func race(season: Int, round: Int) throws -> Race {
        try repository.check(season)
        guard let race = dataset.races.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: dataset.races.count)
        }
        return race
    }

    /// The circuit as the demo's laps run it, made once; nil where the demo has no drawing of it.
    func track(of circuit: Circuit) throws -> DemoTrack? {
        if let kept = repository.telemetryCache.track(circuit.id.rawValue) { return kept }
        let drawings = try Fixtures.circuits()
        guard let drawing = drawings.drawings.first(where: { $0.circuit == circuit.id.rawValue }),
            let track = DemoTrack(drawing: drawing, name: circuit.name, credit: drawings.credit)
        else { return nil }
        repository.telemetryCache.keep(track: track, circuit.id.rawValue)
        return track
    }

    private func made(season: Int, round: Int, session: SessionKind) async throws -> DemoTelemetrySession {
        let key = "\(season)/\(round)/\(session.rawValue)"
        if let kept = repository.telemetryCache.session(key) { return kept }
        let race = try race(season: season, round: round)
        let title = "\(race.name), \(TracingInsightsCheckout.folderName(of: session))"
        let notHere = TelemetryError.sessionNotInSource(session: "\(season) \(title)", coverage: coverage)
        guard let track = try track(of: race.circuit) else { throw notHere }
        let start = race.sessions.first { $0.kind == session }?.startsAt
        let made: DemoTelemetrySession
        switch session {
        case .qualifying, .sprintQualifying:
            let all = session == .qualifying ? dataset.qualifying : dataset.sprintQualifying
            guard let qualifying = all.first(where: { $0.race.round == round }) else { throw notHere }
            made = Self.qualifying(qualifying, title: title, start: start, track: track)
        case .race:
            guard let results = dataset.results.first(where: { $0.race.round == round }) else { throw notHere }
            let history = try await repository.raceHistory(season: season, round: round)
            made = Self.race(results, history: history, title: title, start: start, track: track)
        case .sprint:
            guard let sprint = dataset.sprints.first(where: { $0.race.round == round }) else { throw notHere }
            let results = RaceResults(race: sprint.race, results: sprint.results.map(\.asRaceResult))
            made = Self.race(results, history: DemoRaceHistory(race: results, stops: []).history, title: title, start: start, track: track)
        case .firstPractice, .secondPractice, .thirdPractice:
            throw notHere
        }
        repository.telemetryCache.keep(session: made, key)
        return made
    }

    /// Each segment a car reached: out of the pits, its segment's time, back in.
    private static func qualifying(_ qualifying: QualifyingResults, title: String, start: Moment?, track: DemoTrack) -> DemoTelemetrySession {
        let entries = qualifying.results.map { Self.entry(number: $0.number, position: $0.position, driver: $0.driver, team: $0.constructor) }
        var runs: [Int: [(Int, Bool)]] = [:]
        for (result, entry) in zip(qualifying.results, entries) {
            let flying: [Int] = [result.q1, result.q2, result.q3].compactMap { $0?.milliseconds }.filter { $0 > 0 }
            var laps: [(Int, Bool)] = []
            for time in flying {
                laps += [(time * 132 / 100, true), (time, false), (time * 138 / 100, false)]
            }
            runs[entry.number] = laps
        }
        return DemoTelemetrySession(title: title, start: start, track: track, entries: entries, runs: runs)
    }

    /// A car by its race number (its driver's own, or its place, where the result has none).
    private static func entry(number: Int?, position: Int, driver: Driver, team: Constructor) -> (number: Int, driver: Driver, team: String) {
        let car: Int = number ?? driver.permanentNumber ?? position
        return (car, driver, team.name)
    }

    /// Every lap of the race's history, by the car's number in the results.
    private static func race(_ results: RaceResults, history: RaceHistory, title: String, start: Moment?, track: DemoTrack) -> DemoTelemetrySession {
        let entries = results.results.map { Self.entry(number: $0.number, position: $0.position, driver: $0.driver, team: $0.constructor) }
        var runs: [Int: [(Int, Bool)]] = [:]
        for (result, entry) in zip(results.results, entries) {
            guard let car = history.cars.first(where: { $0.key == result.driver.id.rawValue }) else { continue }
            let pits = Set(car.pitLaps)
            var laps: [(Int, Bool)] = []
            for (lap, time) in car.lapTimes.enumerated().dropFirst() {
                guard let time else { continue }
                laps.append((Int((time * 1000).rounded()), pits.contains(lap - 1)))
            }
            runs[entry.number] = laps
        }
        return DemoTelemetrySession(title: title, start: start, track: track, entries: entries, runs: runs)
    }
}

/// The demo's tracks and sessions made so far.
final class DemoTelemetryCache: Sendable {
    private let tracks = Mutex<[String: DemoTrack]>([:])
    private let sessions = Mutex<[String: DemoTelemetrySession]>([:])

    func track(_ circuit: String) -> DemoTrack? { tracks.withLock { $0[circuit] } }
    func keep(track: DemoTrack, _ circuit: String) { tracks.withLock { $0[circuit] = track } }
    func session(_ key: String) -> DemoTelemetrySession? { sessions.withLock { $0[key] } }
    func keep(session: DemoTelemetrySession, _ key: String) { sessions.withLock { $0[key] = session } }
}
