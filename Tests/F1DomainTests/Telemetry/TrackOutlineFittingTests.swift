import F1Domain
import Testing

/// Laying one outline over another drawn in another frame, and finding its corners.
@Suite struct TrackOutlineFittingTests {
    /// An L-shaped loop with a long and a short straight: no symmetry for the fit to confuse.
    static let shape: TrackOutline = {
        var points: [TrackOutline.Point] = []
        for x in stride(from: 0.0, to: 400, by: 10) { points.append(.init(x: x, y: 0)) }
        for y in stride(from: 0.0, to: 100, by: 10) { points.append(.init(x: 400, y: y)) }
        for x in stride(from: 400.0, to: 150, by: -10) { points.append(.init(x: x, y: 100)) }
        for y in stride(from: 100.0, to: 250, by: 10) { points.append(.init(x: 150, y: y)) }
        for x in stride(from: 150.0, to: 0, by: -10) { points.append(.init(x: x, y: 250)) }
        for y in stride(from: 250.0, to: 0, by: -10) { points.append(.init(x: 0, y: y)) }
        return TrackOutline(points: points)!  // trap-ok: 130 finite points.
    }()

    /// The shape scaled, turned, moved, perhaps mirrored and drawn from another point the other way.
    func drawn(scale: Double, angle: Double, mirrored: Bool, reversed: Bool, startingAt start: Int) -> TrackOutline {
        let (c, s) = (Self.cosine(angle), Self.sine(angle))
        var points = Self.shape.points.map { point -> TrackOutline.Point in
            let y = mirrored ? -point.y : point.y
            return .init(x: scale * (c * point.x - s * y) + 37, y: scale * (s * point.x + c * y) - 12)
        }
        if reversed { points.reverse() }
        points = Array(points[start...] + points[..<start])  // trap-ok: the tests start within the shape's 130 points.
        return TrackOutline(points: points)!  // trap-ok: the shape's points moved, still finite.
    }

    @Test(arguments: [(0.2, 0.0, false, false, 0), (0.05, 2.0, true, false, 17), (3.0, -1.2, false, true, 40), (0.5, 3.0, true, true, 5)])
    func aDrawingInAnotherFrameFitsBackExactly(_ scale: Double, _ angle: Double, _ mirrored: Bool, _ reversed: Bool, _ start: Int) {
        let drawing = drawn(scale: scale, angle: angle, mirrored: mirrored, reversed: reversed, startingAt: start)
        let fit = drawing.fitted(to: Self.shape)
        #expect(fit.mirrored == mirrored)
        #expect(fit.rmsDistance < 2, "\(fit.rmsDistance)")
        let first = fit.outline.points[0]  // trap-ok: an outline has at least three points.
        #expect(abs(first.x) < 4 && abs(first.y) < 4)
        #expect(abs(fit.outline.length + fit.outline.closingGap - 1_300) < 2)
    }

    @Test func resamplingKeepsTheLoopsLength() {
        let even = Self.shape.resampled(count: 130)
        #expect(even.points.count == 130)
        #expect(abs(even.length + even.closingGap - 1_300) < 1e-6)
        #expect(even.points.first == Self.shape.points.first)
    }

    @Test func cornersAreTheSharpestBends() {
        let corners = Self.shape.corners(lapLength: 1_300, tightest: 1_000, apart: 60)
        #expect(corners.count == 6)
        #expect(corners.map(\.number) == [1, 2, 3, 4, 5, 6])
        // A polygon's corner is a plateau of the smoothed bend; its last point is the peak, a few metres on.
        #expect(zip(corners.map(\.distance), [0.0, 400, 500, 750, 900, 1_050]).allSatisfy { abs($0 - $1) < 10 }, "\(corners.map(\.distance))")
        #expect(Self.shape.corners(count: 2, lapLength: 1_300, tightest: 1_000, apart: 60).count == 2)
    }

    static func sine(_ x: Double) -> Double {
        var term = x
        var sum = 0.0
        for n in 0..<30 {
            sum += term
            term *= -x * x / Double((2 * n + 2) * (2 * n + 3))
        }
        return sum
    }

    static func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }
}
