/// A circuit as a map draws it: its outline from the start line round, its numbered corners and
/// where sectors 1 and 2 end. A car is placed on it by the fraction of the lap it has run.
public struct TrackLayout: Sendable, Equatable {
    /// "Red Bull Ring".
    public var name: String
    public var outline: TrackOutline
    /// The corners with their distance from the line along a lap of `lapLength` metres.
    public var corners: [TrackCorner]
    /// The metres of a lap the corners' distances count; the outline's own length when the
    /// source knows no better.
    public var lapLength: Double
    /// Where sector 1 and sector 2 end, as fractions of the lap (0 < first < second < 1).
    public var sectorEnds: [Double]
    /// Whom the outline comes from, for a map's credit: "Outline: F1DB (CC BY 4.0)".
    public var credit: String?

    public init(name: String, outline: TrackOutline, corners: [TrackCorner], lapLength: Double? = nil, sectorEnds: [Double], credit: String?) {
        self.name = name
        self.outline = outline
        self.corners = corners.sorted { $0.distance < $1.distance }
        let length = lapLength ?? outline.length
        self.lapLength = length.isFinite && length > 0 ? length : max(outline.length, 1)
        self.sectorEnds = sectorEnds.filter { $0 > 0 && $0 < 1 }.sorted()
        self.credit = credit
        cumulative = Self.cumulativeLengths(outline.points)
    }

    /// Metres along the outline at each point, from 0 at the first; the last entry closes the loop.
    private let cumulative: [Double]

    /// Where a car `fraction` of the way round the lap is (wrapped into 0..<1), by length along the
    /// outline.
    public func point(atFraction fraction: Double) -> TrackOutline.Point {
        let points = outline.points
        guard let total = cumulative.last, total > 0, fraction.isFinite, let first = points.first else {
            return outline.points.first ?? TrackOutline.Point(x: 0, y: 0)
        }
        let wrapped = fraction - fraction.rounded(.down)
        let target = wrapped * total
        var low = 0
        var high = cumulative.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative[middle] <= target { low = middle } else { high = middle }  // trap-ok: low < middle < high.
        }
        let start = points[low]  // trap-ok: low < count (cumulative has one entry more than points).
        let end = high < points.count ? points[high] : first  // trap-ok: checked.
        let span = cumulative[high] - cumulative[low]  // trap-ok: both within cumulative.
        let share = span > 0 ? (target - cumulative[low]) / span : 0  // trap-ok: as above.
        return TrackOutline.Point(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share)
    }

    /// Where a corner is on the outline: by its distance along the lap.
    public func point(of corner: TrackCorner) -> TrackOutline.Point {
        point(atFraction: corner.distance / lapLength)
    }

    private static func cumulativeLengths(_ points: [TrackOutline.Point]) -> [Double] {
        guard let first = points.first, let last = points.last else { return [] }
        var lengths = [0.0]
        lengths.reserveCapacity(points.count + 1)
        for (from, to) in zip(points, points.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + from.distance(to: to))  // trap-ok: lengths starts with one element.
        }
        lengths.append(lengths[lengths.count - 1] + last.distance(to: first))  // trap-ok: as above.
        return lengths
    }
}

extension TrackOutline {
    /// The outline moved and scaled to fit `box` (its longest side filling the box's), its
    /// proportions kept: f1db's 500-pixel pictures into metres, or metres into a chart.
    public func fitted(width: Double, height: Double) -> TrackOutline {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return self }
        let scale = min(width / max(maxX - minX, 1e-9), height / max(maxY - minY, 1e-9))
        let moved = points.map { Point(x: ($0.x - minX) * scale, y: ($0.y - minY) * scale) }
        return TrackOutline(points: moved) ?? self
    }

    /// The outline scaled about its first point so its length is `length` metres.
    public func scaled(toLength length: Double) -> TrackOutline {
        let current = self.length + closingGap
        guard current > 0, length > 0, length.isFinite, let origin = points.first else { return self }
        let factor = length / current
        return TrackOutline(points: points.map { Point(x: origin.x + ($0.x - origin.x) * factor, y: origin.y + ($0.y - origin.y) * factor) }) ?? self
    }
}
