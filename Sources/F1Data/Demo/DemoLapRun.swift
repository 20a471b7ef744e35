import F1Domain

/// One made-up lap over a demo track: the car's speed profile at the pace that makes the lap
/// last its time to the millisecond, each sector's time kept to the millisecond too (the
/// profile's times stretched within each sector to meet them), and its samples at 10 Hz.
struct DemoLapRun {
    /// Seconds from the line at each of the track's points and at the line again.
    let times: [Double]
    /// Metres per second at each point.
    let speeds: [Double]
    let sectorMilliseconds: [Int]
    let spacing: Double

    static let sampleInterval = 0.1

    /// `car` and `lap` pick how the lap's time shifts between its sectors (`swing`).
    init(track: DemoTrack, profile: DemoSpeedProfile, lapMilliseconds: Int, car: Int, lap: Int) {
        let lapTime = Double(lapMilliseconds) / 1000
        var speeds = profile.speeds(pace: profile.pace(forLapTime: lapTime))
        var times = profile.times(speeds)
        let n = track.count
        let evenFirst = Int((times[track.sectorEnds[0]] * 1000).rounded())  // trap-ok: sector ends lie within 0...n.
        let evenSecond = Int((times[track.sectorEnds[1]] * 1000).rounded()) - evenFirst  // trap-ok: as above.
        let (intoSecond, intoThird) = Self.swing(car: car, lap: lap)
        // A sector keeps at least half its even share, whatever the swing.
        let first = max(evenFirst / 2, evenFirst - intoSecond)
        let second = max(evenSecond / 2, evenSecond + (evenFirst - first) - intoThird)
        sectorMilliseconds = [first, second, lapMilliseconds - first - second]
        // Stretch each sector's times to its time in milliseconds; its speeds shrink alike.
        let bounds = [0] + track.sectorEnds + [n]
        let targets = [0, Double(first) / 1000, Double(first + second) / 1000, lapTime]
        let original = times
        for sector in 0..<3 {
            let (from, to) = (bounds[sector], bounds[sector + 1])  // trap-ok: four bounds.
            let span = original[to] - original[from]  // trap-ok: bounds within 0...n.
            let wanted = targets[sector + 1] - targets[sector]  // trap-ok: four targets.
            let factor = span > 0 && wanted > 0 ? wanted / span : 1
            for index in from...to {
                times[index] = targets[sector] + (original[index] - original[from]) * factor  // trap-ok: within 0...n.
                if index < to, index < n { speeds[index] /= factor }  // trap-ok: index < n.
            }
        }
        self.times = times
        self.speeds = speeds
        spacing = track.spacing
    }

    /// Milliseconds a lap moves from its first sector into its second, and from its second into
    /// its third: up to 0.2 s each way, fixed by car and lap. Without it a quicker lap would be
    /// quicker in every sector, and no best lap would show a slower sector.
    static func swing(car: Int, lap: Int) -> (Int, Int) {
        let mixed = UInt64(truncatingIfNeeded: car &* 1_000_003 &+ lap &* 7_919) &* 0x9E37_79B9_7F4A_7C15
        return (Int((mixed >> 33) % 401) - 200, Int((mixed >> 13) % 401) - 200)
    }

    /// Seconds the car spent in each mini-sector, in order round the lap.
    func miniSectorTimes(track: DemoTrack) -> [Double] {
        var previous = 0.0
        return track.miniSectorEnds.map { end in
            defer { previous = times[end] }  // trap-ok: mini-sector ends lie within 0...n.
            return times[end] - previous  // trap-ok: as above.
        }
    }

    /// Samples every tenth of a second from the line and one at the line again, at the lap's time.
    func samples(track: DemoTrack) -> [TelemetrySample] {
        let n = speeds.count
        guard let lapTime = times.last, n > 1 else { return [] }
        let length = track.layout.lapLength
        var samples: [TelemetrySample] = []
        samples.reserveCapacity(Int(lapTime / Self.sampleInterval) + 2)
        var segment = 0
        var step = 0
        while true {
            let time = min(Double(step) * Self.sampleInterval, lapTime)
            while segment < n - 1, times[segment + 1] <= time { segment += 1 }  // trap-ok: segment + 1 < n + 1.
            let (start, end) = (times[segment], times[segment + 1])  // trap-ok: segment < n.
            let share = end > start ? min(max((time - start) / (end - start), 0), 1) : 0
            let from = speeds[segment]  // trap-ok: segment < n.
            let to = speeds[(segment + 1) % n]  // trap-ok: modulo n.
            let speed = from + (to - from) * share
            let distance = min((Double(segment) + share) * spacing, length)
            let acceleration = (to * to - from * from) / (2 * spacing)
            let place = track.layout.point(atFraction: distance / length)
            let kmh = min(max(speed * 3.6, 0), 500)
            let gear = Self.gear(kmh)
            samples.append(
                TelemetrySample(
                    time: time, distance: distance, speed: kmh, throttle: Self.throttle(acceleration: acceleration, kmh: kmh),
                    brake: acceleration < -8,
                    gear: gear, rpm: Self.rpm(kmh: kmh, gear: gear), drs: nil, x: place.x * 10, y: place.y * 10, z: nil))
            if time >= lapTime { break }
            step += 1
        }
        return samples
    }

    /// The speed (km/h) at which each gear from second up takes over.
    static let shiftPoints: [Double] = [0, 95, 125, 155, 190, 225, 260, 295]

    static func gear(_ kmh: Double) -> Int {
        shiftPoints.lastIndex { kmh >= $0 }.map { $0 + 1 } ?? 1
    }

    /// From 10,500 rpm just after a shift to 12,000 at the next.
    static func rpm(kmh: Double, gear: Int) -> Double {
        let low = shiftPoints[gear - 1]  // trap-ok: gear is 1...8.
        let high = gear < shiftPoints.count ? shiftPoints[gear] : 350  // trap-ok: gear < count.
        return 10_500 + 1_500 * min(max((kmh - low) / (high - low), 0), 1)
    }

    /// Full throttle while gaining speed or at top speed, none under braking, part-throttle
    /// through a corner's middle.
    static func throttle(acceleration: Double, kmh: Double) -> Double {
        if acceleration < -2 { return 0 }
        if acceleration > 0.5 || kmh > 300 { return 100 }
        return min(max(40 + kmh / 5, 0), 100)
    }
}
