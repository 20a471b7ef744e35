import F1Domain
import F1Fixtures

/// A demo circuit as its made-up laps run it: F1DB's drawing turned the way the race runs,
/// scaled to the lap's length in metres, its corners numbered at the drawing's sharpest bends,
/// and its bend sampled every ten metres or so for the speed model.
struct DemoTrack: Sendable {
    let layout: TrackLayout
    /// The outline's curvature (1 / m) at `count` evenly spaced points from the line.
    let curvature: [Double]
    /// Metres between those points.
    let spacing: Double
    /// The points at which sectors 1 and 2 end, and the mini-sectors' ends (each sector's split
    /// into `miniSectorsPerSector`), as indices into `curvature` (the last is `count`, the line).
    let sectorEnds: [Int]
    let miniSectorEnds: [Int]

    static let miniSectorsPerSector = 8
    /// Where sectors 1 and 2 end, as fractions of the lap: the same for every demo circuit.
    static let sectorFractions = [0.31, 0.67]

    var count: Int { curvature.count }

    init?(drawing: CircuitDrawing, name: String, credit: String) {
        guard let drawn = try? SVGOutline.outline(pathData: drawing.path, requireClosed: true) else { return nil }
        let outline = drawn.oriented(clockwise: drawing.clockwise).scaled(toLength: drawing.lapLength)
        let count = max(Int((drawing.lapLength / 10).rounded()), 60)
        let bend = outline.bend(count: count, smoothing: 2)
        curvature = bend.curvature
        spacing = drawing.lapLength / Double(count)
        sectorEnds = Self.sectorFractions.map { Int((Double(count) * $0).rounded()) }
        let bounds = [0] + sectorEnds + [count]
        miniSectorEnds = (0..<3).flatMap { sector -> [Int] in
            let (from, to) = (bounds[sector], bounds[sector + 1])  // trap-ok: bounds has four entries.
            return (1...Self.miniSectorsPerSector).map { from + (to - from) * $0 / Self.miniSectorsPerSector }
        }
        layout = TrackLayout(
            name: name, outline: outline, corners: outline.corners(count: drawing.turns, lapLength: drawing.lapLength), lapLength: drawing.lapLength,
            sectorEnds: Self.sectorFractions, credit: credit)
    }
}
