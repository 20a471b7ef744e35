/// A circuit's shape as a line of points in metres, in the timing feed's frame, from the start
/// line round to it again: what a track map draws and a car is placed on.
public struct TrackOutline: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        func distance(to other: Point) -> Double {
            ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
        }
    }

    /// In order round the lap; the last point is not repeated at the start.
    public let points: [Point]

    /// An outline drawn some other way (f1db's pictures, a made-up circuit); nil with fewer than
    /// three points or a point not finite.
    public init?(points: [Point]) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        self.points = points
    }

    /// The outline a lap's positions draw, when that is all a source has: its x/y samples (the
    /// feed's tenths of a metre) in time order, those without a position left out. Nil with
    /// fewer than three positions.
    public init?(lap: LapTelemetry) {
        let points = lap.samples.compactMap { sample -> Point? in
            guard let x = sample.x, let y = sample.y, x.isFinite, y.isFinite else { return nil }
            return Point(x: x / 10, y: y / 10)
        }
        guard points.count >= 3 else { return nil }
        self.points = points
    }

    /// The length of the line from the first point to the last, metres.
    public var length: Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// How far the last point is from the first: about one sample's travel for a whole lap.
    public var closingGap: Double {
        guard let first = points.first, let last = points.last else { return 0 }
        return last.distance(to: first)
    }
}
