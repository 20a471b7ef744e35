import F1Domain
import Foundation

/// What a live follower knows of a session, and what it asks OpenF1 for next: each dated endpoint
/// only after the newest record it has (`date>`), laps from the oldest lap still running, the
/// small lists whole. Merging never loses a record and never counts one twice.
package struct OpenF1LivePoll: Sendable {
    package private(set) var timing: SessionTiming
    /// The newest record's date for each dated endpoint.
    package private(set) var newest: [OpenF1Endpoint: Moment] = [:]
    /// How many rounds of requests have been made.
    package private(set) var rounds = 0

    package init(timing: SessionTiming) {
        self.timing = timing
        for endpoint in OpenF1Endpoint.timing where endpoint.isDated { note(endpoint) }
    }

    /// The endpoints every round asks for: what moves every few seconds. Intervals only in a
    /// race: OpenF1 has none for other sessions.
    var everyRound: [OpenF1Endpoint] {
        timing.session.kind == "Race" ? [.position, .intervals] : [.position]
    }

    /// One of these each round, in turn: laps and race control (flags) every other round, the rest
    /// less often. Three requests a round keep a free user's 30 a minute to a round every 6 s.
    static let rotation: [OpenF1Endpoint] = [.laps, .raceControl, .pit, .laps, .raceControl, .stints, .laps, .raceControl, .weather]

    /// The requests of the next round, with their filters.
    package func nextRound() -> [(endpoint: OpenF1Endpoint, filters: [(name: String, value: String)])] {
        let endpoints = everyRound + [Self.rotation[rounds % Self.rotation.count]] + (hasUnknownCars ? [.drivers] : [])
        return endpoints.map { ($0, filters(for: $0)) }
    }

    package func filters(for endpoint: OpenF1Endpoint) -> [(name: String, value: String)] {
        var filters = [(name: "session_key", value: String(timing.session.id.rawValue))]
        if endpoint.isDated, let newest = newest[endpoint] {
            filters.append((name: "date>", value: OpenF1Client.filterValue(Self.overlapStart(newest))))
        } else if endpoint == .laps, let since = oldestRunningLapStart {
            filters.append((name: "date_start>=", value: OpenF1Client.filterValue(since)))
        }
        return filters
    }

    /// Where the laps worth asking again begin: each car's latest lap, and any lap still without
    /// its time (OpenF1 may start a car's next lap a moment before it times the last one), may
    /// still fill in. Laps that began more than five minutes before the newest lap start are not
    /// waited for: the car is out of the session, or the feed never timed that lap.
    var oldestRunningLapStart: Moment? {
        var latest: [TimingDriver.ID: Moment] = [:]
        var untimed: [Moment] = []
        let window = timing.session.recordWindow
        for lap in timing.laps {
            guard let start = lap.start, window.contains(start) else { continue }
            if latest[lap.driver].map({ start > $0 }) ?? true { latest[lap.driver] = start }
            if lap.duration == nil { untimed.append(start) }
        }
        guard let newest = latest.values.max() else { return nil }
        let cutoff = newest.millisecondsSince1970 - 5 * 60_000
        return (Array(latest.values) + untimed).filter { $0.millisecondsSince1970 >= cutoff }.min()
    }

    /// Whether a car is timed that the driver list lacks (a reserve driver's first laps).
    var hasUnknownCars: Bool {
        let known = Set(timing.drivers.map(\.id))
        return timing.positions.contains { !known.contains($0.driver) }
    }

    /// Takes in one round's answers, decoded.
    package mutating func merge(_ answers: SessionTiming, from endpoints: [OpenF1Endpoint]) {
        rounds += 1
        for endpoint in Set(endpoints) {
            switch endpoint {
            case .position: timing.positions = Self.appending(answers.positions, to: timing.positions, after: newest[.position], date: \.date)
            case .intervals: timing.intervals = Self.appending(answers.intervals, to: timing.intervals, after: newest[.intervals], date: \.date)
            case .pit: timing.pits = Self.appending(answers.pits, to: timing.pits, after: newest[.pit], date: \.date)
            case .raceControl:
                timing.raceControl = Self.appending(answers.raceControl, to: timing.raceControl, after: newest[.raceControl], date: \.date)
            case .weather: timing.weather = Self.appending(answers.weather, to: timing.weather, after: newest[.weather], date: \.date)
            case .laps: timing.laps = Self.replacing(timing.laps, with: answers.laps)
            // An empty answer (a 404 in passing, every record unreadable) keeps the stints held.
            case .stints where !answers.stints.isEmpty: timing.stints = answers.stints
            case .drivers where !answers.drivers.isEmpty: timing.drivers = answers.drivers
            case .sessionResult: timing.classification = answers.classification
            case .startingGrid: timing.grid = answers.grid
            case .meetings: timing.meeting = answers.meeting ?? timing.meeting
            // A live board never asks for the telemetry (`OpenF1Endpoint.timing`).
            case .sessions, .drivers, .stints, .carData, .location: break
            }
            if endpoint.isDated { note(endpoint) }
        }
    }

    private mutating func note(_ endpoint: OpenF1Endpoint) {
        let dates: [Moment] =
            switch endpoint {
            case .position: timing.positions.map(\.date)
            case .intervals: timing.intervals.map(\.date)
            case .pit: timing.pits.map(\.date)
            case .raceControl: timing.raceControl.map(\.date)
            case .weather: timing.weather.map(\.date)
            default: []
            }
        // A record dated where the session cannot be (years ahead) is left out of the board; asking
        // only for what is newer than it would lose every record to come.
        let window = timing.session.recordWindow
        if let latest = dates.filter(window.contains).max() { newest[endpoint] = latest }
    }

    /// How far before the newest record a dated request starts again: OpenF1 publishes some
    /// records a little out of date order (race control's, by up to a second in the recordings),
    /// and one dated just before the newest but published after it must not be missed.
    static let overlap = 5_000

    static func overlapStart(_ newest: Moment) -> Moment {
        Moment(millisecondsSince1970: newest.millisecondsSince1970 - overlap)
    }

    /// The new records added to `old`: those in the overlap already held are not added again.
    static func appending<Record: Hashable>(_ new: [Record], to old: [Record], after newest: Moment?, date: (Record) -> Moment) -> [Record] {
        guard let newest else { return old + new }
        let start = overlapStart(newest)
        var held = Set(old.filter { date($0) >= start })
        var merged = old
        for record in new where date(record) >= start && held.insert(record).inserted { merged.append(record) }
        return merged
    }

    /// Laps asked again replace the ones held (a lap's times fill in as it is run), by car and lap.
    static func replacing(_ old: [TimedLap], with new: [TimedLap]) -> [TimedLap] {
        struct Key: Hashable { let driver: TimingDriver.ID, lap: Int }
        let renewed = Set(new.map { Key(driver: $0.driver, lap: $0.lap) })
        return old.filter { !renewed.contains(Key(driver: $0.driver, lap: $0.lap)) } + new
    }
}
