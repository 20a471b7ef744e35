/// How fast a demo car goes round a demo track, point by point: each corner's speed limit from
/// its curvature and the car's grip and downforce, then a forward pass that accelerates out of
/// corners as hard as the car can at that speed and a backward pass that brakes into them, twice
/// round the loop so the line joins up. A lap of a given time is this profile with its speeds
/// scaled (under a top speed) or, for a lap far slower, capped (as behind a safety car or through
/// the pits) until its time is the lap's.
struct DemoSpeedProfile: Sendable {
    /// Metres per second at each of the track's points.
    let speeds: [Double]
    let spacing: Double

    static let topSpeed = 345 / 3.6
    static let slowest = 62 / 3.6
    /// Cornering: mechanical grip (m/s²) plus downforce growing with the square of the speed, so
    /// a hairpin is taken at about 2 g and a fast sweep at 4 g or more.
    static let mechanicalGrip = 19.0
    static let downforce = 0.0034
    /// The pace below which a lap is no longer the car at racing speed but held back (behind a
    /// safety car, through the pit lane): its top speed is capped instead.
    static let heldBack = 0.8

    /// `grip` scales the car's cornering (about 0.97–1.03 between drivers).
    init(track: DemoTrack, grip: Double) {
        let n = track.count
        spacing = track.spacing
        let cruise = 330 / 3.6
        let limits = track.curvature.map { kappa -> Double in
            // v²κ = grip + downforce·v², so v² = grip / (κ - downforce) where the bend is tight enough to limit it.
            let excess = abs(kappa) - Self.downforce * grip
            let limit = excess > 0 ? (Self.mechanicalGrip * grip / excess).squareRoot() : cruise
            return min(max(limit, Self.slowest), cruise)
        }
        var v = limits
        for _ in 0..<2 {
            for step in 1...n {
                let (i, j) = ((step - 1) % n, step % n)
                let acceleration = max(13 * (1 - v[i] / cruise), 0.5)  // trap-ok: i, j < n.
                v[j] = min(v[j], (v[i] * v[i] + 2 * acceleration * spacing).squareRoot())  // trap-ok: i, j < n.
            }
            for step in stride(from: n, to: 0, by: -1) {
                let (i, j) = ((step - 1) % n, step % n)
                let braking = 18 + 0.0045 * v[j] * v[j]  // trap-ok: j < n.
                v[i] = min(v[i], (v[j] * v[j] + 2 * braking * spacing).squareRoot())  // trap-ok: i, j < n.
            }
        }
        speeds = v
    }

    /// The speeds of a lap at pace `s`: every speed `s` times this profile's down to `heldBack`
    /// (never past the top speed, never under the slowest), and below that the held-back profile
    /// capped at a top speed falling with `s`.
    func speeds(pace s: Double) -> [Double] {
        speeds.map { Self.speed($0, pace: s) }
    }

    static func speed(_ base: Double, pace s: Double) -> Double {
        let scaled = s >= heldBack ? min(base * s, topSpeed) : min(base * heldBack, topSpeed * s / heldBack)
        return max(scaled, slowest)
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
            let time = self.lapTime(pace: middle)
            if time > lapTime { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Seconds round the loop at pace `s`.
    func lapTime(pace s: Double) -> Double {
        var total = 0.0
        let n = speeds.count
        for index in 0..<n {
            let a = speeds[index]  // trap-ok: index < n.
            let b = speeds[(index + 1) % n]  // trap-ok: modulo n.
            total += 2 * spacing / (Self.speed(a, pace: s) + Self.speed(b, pace: s))
        }
        return total
    }
}
