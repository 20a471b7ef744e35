import F1Domain
import F1UseCases

/// One demo session's made-up laps: in qualifying, each segment a car reached is an out lap, a
/// flying lap of its result's time and an in lap; in a race or sprint, every lap of the race's
/// history (`DemoRaceHistory`, bound to the results). Each lap's sectors and mini-sectors come
/// from its run over the track, so a lap's samples and its sectors agree to the millisecond.
struct DemoTelemetrySession: Sendable {
    let laps: SessionLaps
    let track: DemoTrack
    /// Each car's speed profile, by race number.
    let profiles: [Int: DemoSpeedProfile]

    /// Cars are told apart by their race number; `entries` are (number, driver, team) in the
    /// session's order, `runs` each car's laps in milliseconds with whether each is an out lap.
    init(title: String, start: Moment?, track: DemoTrack, entries: [(number: Int, driver: Driver, team: String)], runs: [Int: [(Int, Bool)]]) {
        self.track = track
        var profiles: [Int: DemoSpeedProfile] = [:]
        var drivers: [TimingDriver] = []
        var laps: [(lap: TimedLap, mini: [Double])] = []
        for (rank, entry) in entries.enumerated() {
            let code = entry.driver.code ?? String(entry.driver.familyName.prefix(3)).uppercased()
            drivers.append(
                TimingDriver(
                    id: TimingDriver.ID(entry.number), acronym: code, fullName: entry.driver.fullName,
                    broadcastName: String(entry.driver.givenName.prefix(1)) + " " + entry.driver.familyName.uppercased(),
                    firstName: entry.driver.givenName, lastName: entry.driver.familyName, teamName: entry.team, teamColour: nil))
            let profile = DemoSpeedProfile(track: track, grip: Self.grip(code))
            profiles[entry.number] = profile
            var clock = start.map { $0.millisecondsSince1970 + 240_000 + rank * 40_000 }
            for (index, run) in (runs[entry.number] ?? []).enumerated() {
                let lapRun = DemoLapRun(track: track, profile: profile, lapMilliseconds: run.0, car: entry.number, lap: index + 1)
                let sectors = lapRun.sectorMilliseconds.map { Double($0) / 1000 }
                laps.append(
                    (
                        TimedLap(
                            driver: TimingDriver.ID(entry.number), lap: index + 1, start: clock.map { Moment(millisecondsSince1970: $0) },
                            duration: Double(run.0) / 1000, sector1: sectors[0], sector2: sectors[1], sector3: sectors[2], isPitOutLap: run.1),
                        lapRun.miniSectorTimes(track: track)
                    ))
                clock = clock.map { $0 + run.0 }
            }
        }
        self.laps = SessionLaps(title: title, drivers: drivers, laps: Self.marked(laps), credit: "Made up for the demo, over F1DB's outline")
        self.profiles = profiles
    }

    /// The mini-sectors marked as a timing screen marks them when the car crosses each one, laps
    /// taken in the order they began: purple for the quickest yet, green for the car's own
    /// quickest, yellow otherwise; an out lap's first is in the pit lane.
    private static func marked(_ laps: [(lap: TimedLap, mini: [Double])]) -> [TimedLap] {
        let order = laps.indices.sorted {
            let (a, b) = (laps[$0].lap, laps[$1].lap)  // trap-ok: indices of laps.
            return (a.start?.millisecondsSince1970 ?? a.lap, a.driver.rawValue) < (b.start?.millisecondsSince1970 ?? b.lap, b.driver.rawValue)
        }
        var overall: [Double] = []
        var own: [TimingDriver.ID: [Double]] = [:]
        var result = laps.map(\.lap)
        let perSector = DemoTrack.miniSectorsPerSector
        for index in order {
            let (lap, mini) = laps[index]  // trap-ok: an index of laps.
            if overall.isEmpty { overall = Array(repeating: .infinity, count: mini.count) }
            var best = own[lap.driver] ?? Array(repeating: .infinity, count: mini.count)
            let codes = mini.enumerated().map { slot, time -> Int? in
                guard slot < overall.count, slot < best.count else { return nil }
                if lap.isPitOutLap && slot == 0 { return 2064 }
                defer {
                    overall[slot] = min(overall[slot], time)  // trap-ok: slot < count, checked.
                    best[slot] = min(best[slot], time)  // trap-ok: as above.
                }
                if time < overall[slot] { return 2051 }  // trap-ok: as above.
                return time < best[slot] ? 2049 : 2048  // trap-ok: as above.
            }
            own[lap.driver] = best
            result[index].miniSectors1 = Array(codes.prefix(perSector))  // trap-ok: an index of laps.
            result[index].miniSectors2 = Array(codes.dropFirst(perSector).prefix(perSector))  // trap-ok: as above.
            result[index].miniSectors3 = Array(codes.dropFirst(2 * perSector))  // trap-ok: as above.
        }
        return result
    }

    /// A driver's cornering, 0.97–1.03 of the car's grip, from their code alone (FNV-1a), the
    /// same on every machine.
    static func grip(_ code: String) -> Double {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in code.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return 0.97 + Double(hash % 601) / 10_000
    }

    /// The samples of one of the session's laps, made again from its time (a few hundred
    /// microseconds): nothing but the laps is kept.
    func samples(of lap: TimedLap, driver: TimingDriver) -> LapTelemetry? {
        guard let duration = lap.duration, let profile = profiles[driver.id.rawValue] else { return nil }
        let run = DemoLapRun(
            track: track, profile: profile, lapMilliseconds: Int((duration * 1000).rounded()), car: driver.id.rawValue, lap: lap.lap)
        return LapTelemetry(driver: driver.acronym, lap: lap.lap, lapTime: duration, samples: run.samples(track: track))
    }
}
