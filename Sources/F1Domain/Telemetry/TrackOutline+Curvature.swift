extension TrackOutline {
    /// The outline's bend, point by point: `count` points evenly spaced round it and, at each, the
    /// curvature (1 / radius, in 1 / the outline's unit; positive turning left) averaged over
    /// `smoothing` points either side, so a drawing's small wiggles do not read as corners.
    public struct Bend: Sendable, Equatable {
        public var points: [Point]
        public var curvature: [Double]
        /// The distance between neighbouring points.
        public var spacing: Double
    }

    public func bend(count: Int, smoothing: Int = 2) -> Bend {
        let even = resampled(count: count).points
        let n = even.count
        let spacing = (length + closingGap) / Double(n)
        var raw = [Double](repeating: 0, count: n)
        for index in 0..<n {
            let previous = even[(index + n - 1) % n]  // trap-ok: modulo n.
            let point = even[index]  // trap-ok: index < n.
            let next = even[(index + 1) % n]  // trap-ok: modulo n.
            let (ax, ay) = (point.x - previous.x, point.y - previous.y)
            let (bx, by) = (next.x - point.x, next.y - point.y)
            let turn = Self.atan2(ax * by - ay * bx, ax * bx + ay * by)
            raw[index] = spacing > 0 ? turn / spacing : 0  // trap-ok: index < n.
        }
        let width = max(smoothing, 0)
        let smoothed = (0..<n).map { index in
            (-width...width).reduce(0.0) { $0 + raw[(index + $1 + n * (width + 1)) % n] } / Double(2 * width + 1)  // trap-ok: modulo n.
        }
        return Bend(points: even, curvature: smoothed, spacing: spacing)
    }

    /// The corners a map would number: the outline's sharpest bends (radius under `tightest`
    /// units, or 1,500 when a count is given), at least `apart` apart along it, the `count` sharpest when a count is given,
    /// numbered from the first point round. Distances are along a lap of `lapLength`; positions
    /// are in tenths of the outline's unit (the feed's tenths of a metre for an outline in metres).
    public func corners(count: Int? = nil, lapLength: Double, tightest: Double = 300, apart: Double = 120) -> [TrackCorner] {
        let scale = lapLength > 0 && (length + closingGap) > 0 ? lapLength / (length + closingGap) : 1
        let bend = self.bend(count: 720, smoothing: 3)
        let n = bend.curvature.count
        let reach = max(Int((apart / scale / max(bend.spacing, 1e-9)).rounded()), 1)
        var peaks: [(index: Int, strength: Double)] = []
        for index in 0..<n {
            let strength = abs(bend.curvature[index]) / scale  // trap-ok: index < n.
            // Given a count, the sharpest bends are taken however gentle (a kink on a straight is not).
            guard strength > 1 / (count == nil ? tightest : max(tightest, 1_500)) else { continue }
            // The sharpest point of its stretch: sharper than what follows, at least as sharp as what comes before.
            let isPeak = (1...max(min(reach, n / 2), 1)).allSatisfy { step in
                abs(bend.curvature[(index + step) % n]) / scale < strength  // trap-ok: modulo n.
                    && abs(bend.curvature[(index - step + n) % n]) / scale <= strength  // trap-ok: modulo n.
            }
            if isPeak { peaks.append((index, strength)) }
        }
        if let count, peaks.count > count {
            peaks = Array(peaks.sorted { $0.strength > $1.strength }.prefix(max(count, 0))).sorted { $0.index < $1.index }
        }
        return peaks.enumerated().map { number, peak in
            let point = bend.points[peak.index]  // trap-ok: an index of the bend's points.
            return TrackCorner(
                number: min(number + 1, 99), distance: min(Double(peak.index) * bend.spacing * scale, 1_000_000),
                x: point.x * 10, y: point.y * 10)
        }
    }

    /// atan2 without Foundation: the angle of (x, y), -π...π.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        // Reduce to |t| <= 1 and use a series for atan on [-1, 1] through the half-angle identity.
        func atan(_ t: Double) -> Double {
            if abs(t) > 1 { return (t > 0 ? 1 : -1) * Double.pi / 2 - atan(1 / t) }
            let half = t / (1 + (1 + t * t).squareRoot())
            let quarter = half / (1 + (1 + half * half).squareRoot())
            var term = quarter
            var sum = 0.0
            let square = quarter * quarter
            var k = 0
            while k < 12 {
                sum += term / Double(2 * k + 1) * (k % 2 == 0 ? 1 : -1)
                term *= square
                k += 1
            }
            return 4 * sum
        }
        if x > 0 { return atan(y / x) }
        if x < 0 { return y >= 0 ? atan(y / x) + .pi : atan(y / x) - .pi }
        return y > 0 ? .pi / 2 : -.pi / 2
    }
}
