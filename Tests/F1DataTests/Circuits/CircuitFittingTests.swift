import F1Data
import F1Domain
import Foundation
import Testing

/// f1db's drawing of the Red Bull Ring laid over the 2026 Austrian pole lap's positions.
@Suite(
    .enabled(
        if: SharedCircuitDrawings.isPresent && TracingInsightsFolder.isPresent,
        "../shared/data/telemetry is absent: the drawing and the Austrian lap are not available"))
struct CircuitFittingTests {
    @Test func spielbergFitsTheAustrianPoleLapWithin3PercentOfItsSize() throws {
        let drawing = try SVGOutline.outline(svg: try SharedCircuitDrawings.bytes("spielberg-3.svg"))
        let file = try TracingInsightsFolder.decode(TracingInsightsLap.self, "RUS/19_tel.json")
        let lap = try file.telemetry(driver: "RUS", lap: 19, lapTime: 66.113)
        let reference = try #require(TrackOutline(lap: lap))
        let fit = drawing.fitted(to: reference)
        let xs = reference.points.map(\.x)
        let ys = reference.points.map(\.y)
        let width = (xs.max() ?? 0) - (xs.min() ?? 0)
        let height = (ys.max() ?? 0) - (ys.min() ?? 0)
        let size = (width * width + height * height).squareRoot()
        #expect(size > 1_000 && size < 2_000)
        #expect(fit.rmsDistance < 0.03 * size, "RMS \(fit.rmsDistance) m over a track \(size) m across")
        // The fitted drawing is about the lap's length and starts near the line.
        #expect(abs(fit.outline.length + fit.outline.closingGap - (reference.length + reference.closingGap)) < 0.05 * reference.length)
        let first = try #require(fit.outline.points.first)
        let line = try #require(reference.points.first)
        #expect(((first.x - line.x) * (first.x - line.x) + (first.y - line.y) * (first.y - line.y)).squareRoot() < 0.03 * size)
    }
}
