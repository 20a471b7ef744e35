extension TrackOutline {
    /// `count` points evenly spaced along the closed outline (the last point joined to the first),
    /// the first where the outline's first is.
    public func resampled(count: Int) -> TrackOutline {
        let count = max(count, 3)
        let closed = points + [points[0]]  // trap-ok: an outline has at least three points.
        var cumulative = [0.0]
        cumulative.reserveCapacity(closed.count)
        for (from, to) in zip(closed, closed.dropFirst()) {
            cumulative.append(cumulative[cumulative.count - 1] + from.distance(to: to))  // trap-ok: never empty.
        }
        let total = cumulative[cumulative.count - 1]  // trap-ok: never empty.
        guard total > 0, total.isFinite else { return self }
        var result: [Point] = []
        result.reserveCapacity(count)
        var segment = 0
        for step in 0..<count {
            let target = total * Double(step) / Double(count)
            while segment < closed.count - 2, cumulative[segment + 1] < target { segment += 1 }  // trap-ok: segment + 1 < count.
            let (from, to) = (closed[segment], closed[segment + 1])  // trap-ok: segment + 1 < closed's count.
            let span = cumulative[segment + 1] - cumulative[segment]  // trap-ok: as above.
            let share = span > 0 ? (target - cumulative[segment]) / span : 0  // trap-ok: as above.
            result.append(Point(x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share))
        }
        return TrackOutline(points: result) ?? self
    }

    /// Whether the outline runs clockwise seen from above (y north): its shoelace sum is negative.
    public var isClockwise: Bool {
        zip(points, points.dropFirst() + points.prefix(1)).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } < 0
    }

    /// The outline run the given way round from the same first point: a drawing's path may go
    /// either way, a lap only one.
    public func oriented(clockwise: Bool) -> TrackOutline {
        guard isClockwise != clockwise, let first = points.first else { return self }
        return TrackOutline(points: [first] + points.dropFirst().reversed()) ?? self
    }

    /// How an outline drawn in another frame (f1db's pictures) was laid over a reference one (a
    /// lap's positions): the moved outline and how far it lies from the reference.
    public struct Fit: Sendable, Equatable {
        /// This outline scaled, turned, moved (and mirrored, when `mirrored`) onto the reference,
        /// running the reference's way round from the point matched with the reference's first,
        /// evenly resampled at four times the fit's points.
        public var outline: TrackOutline
        /// The root mean square of the distances between matching points of the two, in the
        /// reference's units.
        public var rmsDistance: Double
        public var mirrored: Bool
    }

    /// This outline laid over `reference` by the similarity (scale, rotation, translation and, if
    /// it fits better, a mirror) that best matches the two, point for point, at `samples` points
    /// evenly spaced along each, over every starting point and both ways round: Procrustes
    /// analysis in closed form, with the points as complex numbers. About 4 × samples² steps.
    public func fitted(to reference: TrackOutline, samples: Int = 360) -> Fit {
        let count = min(max(samples, 16), 2_000)
        let target = reference.resampled(count: count).points
        let source = resampled(count: count).points
        let targetCentre = Self.centre(target)
        let sourceCentre = Self.centre(source)
        let q = target.map { Point(x: $0.x - targetCentre.x, y: $0.y - targetCentre.y) }
        let qNorm = q.reduce(0) { $0 + $1.x * $1.x + $1.y * $1.y }
        var best: (residual: Double, mirrored: Bool, reversed: Bool, offset: Int, a: Point) = (.infinity, false, false, 0, Point(x: 1, y: 0))
        for mirrored in [false, true] {
            for reversed in [false, true] {
                var p = source.map { Point(x: $0.x - sourceCentre.x, y: mirrored ? sourceCentre.y - $0.y : $0.y - sourceCentre.y) }
                if reversed { p = Self.reversedKeepingFirst(p) }
                let pNorm = p.reduce(0) { $0 + $1.x * $1.x + $1.y * $1.y }
                guard pNorm > 0 else { continue }
                for offset in 0..<count {
                    // Σ conj(p[i + offset]) · q[i]
                    var re = 0.0
                    var im = 0.0
                    for index in 0..<count {
                        let a = p[(index + offset) % count]  // trap-ok: modulo count.
                        let b = q[index]  // trap-ok: index < count.
                        re += a.x * b.x + a.y * b.y
                        im += a.x * b.y - a.y * b.x
                    }
                    let residual = qNorm - (re * re + im * im) / pNorm
                    if residual < best.residual {
                        best = (residual, mirrored, reversed, offset, Point(x: re / pNorm, y: im / pNorm))
                    }
                }
            }
        }
        // The drawing at four times the points, paired as the fit paired them: its point 4i with
        // the reference's point i, so it starts at the reference's first point.
        let a = best.a
        var dense = resampled(count: count * 4).points.map { point in
            Point(x: point.x - sourceCentre.x, y: best.mirrored ? sourceCentre.y - point.y : point.y - sourceCentre.y)
        }
        if best.reversed { dense = Self.reversedKeepingFirst(dense) }
        let start = best.offset * 4
        let moved = (dense[start...] + dense[..<start]).map { point in  // trap-ok: offset < count, so start < 4 × count.
            Point(x: a.x * point.x - a.y * point.y + targetCentre.x, y: a.x * point.y + a.y * point.x + targetCentre.y)
        }
        return Fit(
            outline: TrackOutline(points: moved) ?? self, rmsDistance: (max(best.residual, 0) / Double(count)).squareRoot(), mirrored: best.mirrored)
    }

    /// The same loop run the other way from the same first point.
    private static func reversedKeepingFirst(_ points: [Point]) -> [Point] {
        guard let first = points.first else { return points }
        return [first] + points.dropFirst().reversed()
    }

    private static func centre(_ points: [Point]) -> Point {
        let count = Double(max(points.count, 1))
        return Point(x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }
}
