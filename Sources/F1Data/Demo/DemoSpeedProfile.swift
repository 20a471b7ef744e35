/// How fast a demo car goes round a demo track, point by point: each corner's speed limit from
/// its curvature and the car's grip, then a forward pass that accelerates out of corners as hard as
/// the car can at that speed and a backward pass that brakes into them, twice round the loop so
/// the line joins up. A lap of a given time is this profile made quicker (speeds scaled, under a
/// top speed) or slower (speeds capped, as behind a safety car or through the pits) until its
/// time is the lap's.
struct DemoSpeedProfile: Sendable {
    /// Metres per second at each of the track's points.
    let speeds: [Double]
    let spacing: Double

    static let topSpeed = 345 / 3.6
    static let slowest = 62 / 3.6
    static let lateralGrip = 40.0
    static let braking = 38.0

    /// `grip` scales the car's cornering (about 0.97–1.03 between drivers).
    init(track: DemoTrack, grip: Double) {
        let n = track.count
        spacing = track.spacing
        let cruise = 330 / 3.6
        let limits = track.curvature.map { kappa in
            min(max((Self.lateralGrip * grip / max(abs(kappa), 1e-6)).squareRoot(), Self.slowest), cruise)
        }
        var v = limits
        for _ in 0..<2 {
            for step in 1...n {
                let (i, j) = ((step - 1) % n, step % n)
                let acceleration = max(16 * (1 - v[i] / cruise), 0.5)  // trap-ok: i, j < n.
                v[j] = min(v[j], (v[i] * v[i] + 2 * acceleration * spacing).squareRoot())  // trap-ok: i, j < n.
            }
            for step in stride(from: n, to: 0, by: -1) {
                let (i, j) = ((step - 1) % n, step % n)
                v[i] = min(v[i], (v[j] * v[j] + 2 * Self.braking * spacing).squareRoot())  // trap-ok: i, j < n.
            }
        }
        speeds = v
    }

    /// The speeds of a lap `s` times this profile's pace: above 1 quicker (never past the top
    /// speed), below 1 capped at `s` of the top speed (never under the slowest).
    func speeds(pace s: Double) -> [Double] {
        s >= 1
            ? speeds.map { min($0 * s, Self.topSpeed) }
            : speeds.map { max(min($0, Self.topSpeed * s), Self.slowest) }
    }

    /// Seconds from the line to each point, and round to it again (`count + 1` values).
    func times(_ speeds: [Double]) -> [Double] {
        var times = [0.0]
        times.reserveCapacity(speeds.count + 1)
        for index in speeds.indices {
            let next = speeds[(index + 1) % speeds.count]  // trap-ok: modulo count.
            times.append(times[index] + 2 * spacing / (speeds[index] + next))  // trap-ok: times has index + 1 entries.
        }
        return times
    }

    /// The pace whose lap takes `lapTime` seconds, found by halving the interval.
    func pace(forLapTime lapTime: Double) -> Double {
        var low = 0.05
        var high = 3.0
        for _ in 0..<48 {
            let middle = (low + high) / 2
            let time = lapTimeAt(pace: middle)
            if time > lapTime { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    private func lapTimeAt(pace s: Double) -> Double {
        var total = 0.0
        let n = speeds.count
        for index in 0..<n {
            let a = speeds[index]  // trap-ok: index < n.
            let b = speeds[(index + 1) % n]  // trap-ok: modulo n.
            let (va, vb) =
                s >= 1
                ? (min(a * s, Self.topSpeed), min(b * s, Self.topSpeed))
                : (max(min(a, Self.topSpeed * s), Self.slowest), max(min(b, Self.topSpeed * s), Self.slowest))
            total += 2 * spacing / (va + vb)
        }
        return total
    }
}
