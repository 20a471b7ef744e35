/// Two laps compared, in the facts a sentence tells: who is quicker, by how much at the line, and
/// the stretch between two corners where the quicker lap gained most.
public struct LapComparison: Sendable, Equatable {
    /// A part of the lap between two corners (or the line, nil), and the time the quicker lap
    /// gained there (negative: lost).
    public struct Stretch: Sendable, Equatable {
        public var from: TrackCorner?
        public var to: TrackCorner?
        public var gain: Double
    }

    public let quicker: LapTelemetry
    public let slower: LapTelemetry
    /// The slower lap's delta against the quicker one, on the quicker lap's metres.
    public let delta: LapDelta
    /// Every stretch from the line round to it, corner to corner, in order.
    public let stretches: [Stretch]

    /// Nil when the laps cannot be compared (`LapDelta`) or neither has a time at the line.
    public init?(_ first: LapTelemetry, _ second: LapTelemetry, corners: [TrackCorner] = []) {
        guard let firstTime = first.timeAtLine, let secondTime = second.timeAtLine else { return nil }
        let (quicker, slower) = secondTime < firstTime ? (second, first) : (first, second)
        guard let delta = LapDelta(reference: quicker, compared: slower), let length = delta.points.last?.distance else { return nil }
        self.quicker = quicker
        self.slower = slower
        self.delta = delta
        let inside = corners.filter { $0.distance > 0 && $0.distance < length }.sorted { $0.distance < $1.distance }
        let bounds: [TrackCorner?] = [nil] + inside.map { $0 } + [nil]
        stretches = zip(bounds, bounds.dropFirst()).map { from, to in
            let start = delta.delta(at: from?.distance ?? 0) ?? 0
            let end = delta.delta(at: to?.distance ?? length) ?? 0
            return Stretch(from: from, to: to, gain: end - start)
        }
    }

    /// The time between the two at the line, seconds.
    public var margin: Double { delta.atLine ?? 0 }

    /// Where the quicker lap gained most; nil when it gained nowhere (two equal laps).
    public var decisiveStretch: Stretch? {
        stretches.filter { $0.gain > 0 }.max { $0.gain < $1.gain }
    }
}
