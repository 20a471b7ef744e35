import F1Domain

/// A session named as a person names it: the season, the round (or the last run) and the session.
public struct SessionAddress: Hashable, Sendable {
    public var season: Int
    public var round: RoundSelector
    public var session: SessionKind

    public init(season: Int, round: RoundSelector, session: SessionKind) {
        self.season = season
        self.round = round
        self.session = session
    }
}

/// Two or more laps compared over distance: each lap's samples, the delta of each against the
/// quickest, and the facts the summary sentence tells (`LapComparison` of the two quickest).
public struct TelemetryComparison: Sendable, Equatable {
    public struct Lap: Sendable, Equatable {
        public var driver: TimingDriver
        public var lap: TimedLap
        /// With a distance at every sample.
        public var telemetry: LapTelemetry
        /// Against the quickest lap on its metres; nil for the quickest itself or a lap that
        /// cannot be compared.
        public var delta: LapDelta?
    }

    /// "Austrian Grand Prix, Qualifying".
    public var session: String
    public var address: SessionAddress
    /// The quickest first.
    public var laps: [Lap]
    public var corners: [TrackCorner]
    /// The two quickest laps' facts; nil with fewer than two laps that compare.
    public var comparison: LapComparison?
    public var credit: String
}

/// The laps of one session: every driver's timed laps with sectors, and the work on them done once.
public struct SessionSectors: Sendable, Equatable {
    public var session: String
    public var address: SessionAddress
    public var drivers: [TimingDriver]
    public var laps: [TimedLap]
    public var analysis: SectorAnalysis
    public var credit: String

    /// Each driver's quickest timed lap, for its mini-sectors.
    public func bestLap(of driver: TimingDriver.ID) -> TimedLap? {
        laps.filter { $0.driver == driver && ($0.duration ?? 0) > 0 }.min { ($0.duration ?? 0) < ($1.duration ?? 0) }
    }
}

/// One or more laps on the circuit's outline: what a track map colours along the lap.
public struct TrackMapContent: Sendable, Equatable {
    public var session: String
    public var address: SessionAddress
    public var layout: TrackLayout
    /// The laps drawn, the quickest first, each with a distance at every sample.
    public var laps: [TelemetryComparison.Lap]
    public var credit: String
}

/// Loads the telemetry reports' content from a source's `TelemetryRepository`; the work on the
/// laps (distances, deltas, sectors) is the domain's, done here once for every face.
public struct LoadTelemetry: Sendable {
    let telemetry: any TelemetryRepository
    let resolver: RoundResolver

    public init(telemetry: any TelemetryRepository, races: any RaceRepository, now: @escaping @Sendable () -> Moment) {
        self.telemetry = telemetry
        resolver = RoundResolver(races: races, now: now)
    }

    /// Each named driver's lap (`choice`) with its samples, compared with the quickest of them.
    public func comparison(_ address: SessionAddress, drivers names: [String], lap choice: LapChoice) async throws -> TelemetryComparison {
        let (round, laps) = try await sessionLaps(address)
        // Without names, the session's two quickest: the comparison a weekend's page opens on.
        let names = names.isEmpty ? quickestDrivers(in: laps, count: 2).map(\.acronym) : names
        let picked = try pick(names, choice: choice, from: laps)
        var loaded: [TelemetryComparison.Lap] = []
        for (driver, lap) in picked {
            let samples = try await telemetry.lapTelemetry(season: address.season, round: round, session: address.session, lap: lap, driver: driver)
            loaded.append(TelemetryComparison.Lap(driver: driver, lap: lap, telemetry: samples.withDistance(), delta: nil))
        }
        loaded.sort { ($0.telemetry.timeAtLine ?? .infinity) < ($1.telemetry.timeAtLine ?? .infinity) }
        // Corners are a courtesy of the layout: a source without one still compares the laps.
        let corners = (try? await telemetry.trackLayout(season: address.season, round: round, session: address.session))?.corners ?? []
        if let reference = loaded.first?.telemetry {
            for index in loaded.indices.dropFirst() {
                loaded[index].delta = LapDelta(reference: reference, compared: loaded[index].telemetry)  // trap-ok: an index of loaded.
            }
        }
        let quickest = loaded.prefix(2).map(\.telemetry)
        let comparison = quickest.count == 2 ? LapComparison(quickest[0], quickest[1], corners: corners) : nil  // trap-ok: two laps.
        return TelemetryComparison(
            session: laps.title, address: address, laps: loaded, corners: corners, comparison: comparison, credit: laps.credit)
    }

    /// Every driver's sectors in the session.
    public func sectors(_ address: SessionAddress) async throws -> SessionSectors {
        let (_, laps) = try await sessionLaps(address)
        return SessionSectors(
            session: laps.title, address: address, drivers: laps.drivers, laps: laps.laps, analysis: SectorAnalysis(laps: laps.laps),
            credit: laps.credit)
    }

    /// The circuit with the named drivers' laps on it (the session's quickest when none is named).
    public func trackMap(_ address: SessionAddress, drivers names: [String], lap choice: LapChoice) async throws -> TrackMapContent {
        let (round, laps) = try await sessionLaps(address)
        let layout = try await telemetry.trackLayout(season: address.season, round: round, session: address.session)
        let wanted = names.isEmpty ? quickestDrivers(in: laps, count: 1).map(\.acronym) : names
        let comparison = try await comparison(address, drivers: wanted, lap: choice)
        return TrackMapContent(
            session: laps.title, address: address, layout: layout, laps: comparison.laps,
            credit: layout.credit.map { laps.credit + "; " + $0 } ?? laps.credit)
    }

    private func sessionLaps(_ address: SessionAddress) async throws -> (round: Int, laps: SessionLaps) {
        let round: Int
        switch address.round {
        // A number is the telemetry source's to check: a checkout may hold a season the results source does not.
        case .round(let number): round = number
        case .last, .next: round = try await resolver.race(season: address.season, address.round).round
        }
        return (round, try await telemetry.sessionLaps(season: address.season, round: round, session: address.session))
    }

    private func pick(_ names: [String], choice: LapChoice, from laps: SessionLaps) throws -> [(TimingDriver, TimedLap)] {
        var seen: Set<TimingDriver.ID> = []
        return try names.compactMap { name in
            guard let driver = laps.driver(named: name) else {
                throw TelemetryError.driverNotInSession(wanted: name, session: laps.title, choices: laps.drivers.map(\.acronym).sorted())
            }
            guard seen.insert(driver.id).inserted else { return nil }
            guard let lap = laps.lap(choice, of: driver.id) else {
                throw TelemetryError.lapNotInSession(driver: driver.acronym, lap: choice, session: laps.title)
            }
            return (driver, lap)
        }
    }

    /// The drivers of the `count` quickest laps, one lap each.
    private func quickestDrivers(in laps: SessionLaps, count: Int) -> [TimingDriver] {
        var seen: Set<TimingDriver.ID> = []
        let timed = laps.laps.filter { ($0.duration ?? 0) > 0 }.sorted { ($0.duration ?? 0) < ($1.duration ?? 0) }
        let ids = timed.map(\.driver).filter { seen.insert($0).inserted }.prefix(count)
        return ids.compactMap { id in laps.drivers.first { $0.id == id } }
    }
}
