import Foundation

/// An SVG elliptical arc given by its ends (the `A` command), cut into straight pieces through
/// its centre form (SVG 1.1, appendix F.6.5), radii too small for the ends scaled up as F.6.6 says.
struct SVGArc {
    let from: SVGPathData.Point
    let to: SVGPathData.Point
    let rx: Double
    let ry: Double
    /// Degrees.
    let rotation: Double
    let large: Bool
    let sweep: Bool

    /// The points after `from` up to `to`, one per 11.25° of arc, at most `maximumPieces`.
    func points(maximumPieces: Int) -> [SVGPathData.Point] {
        guard from != to else { return [] }
        guard rx > 0, ry > 0 else { return [to] }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (from.x - to.x) / 2
        let dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        var (rx, ry) = (rx, ry)
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        guard denominator > 0 else { return [to] }
        var factor = (max(numerator, 0) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, cx.isFinite, cy.isFinite else { return [to] }
        let pieces = min(max(Int((abs(delta) / (.pi / 16)).rounded(.up)), 1), maximumPieces)
        var points = (1..<pieces).map { step -> SVGPathData.Point in
            let angle = start + delta * Double(step) / Double(pieces)
            let (x, y) = (rx * cos(angle), ry * sin(angle))
            return SVGPathData.Point(x: cosPhi * x - sinPhi * y + cx, y: sinPhi * x + cosPhi * y + cy)
        }
        points.append(to)
        return points
    }
}
