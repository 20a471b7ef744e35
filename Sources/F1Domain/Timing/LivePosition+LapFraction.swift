extension LivePosition {
    /// The share of its current lap a car has run `elapsed` milliseconds into it, measured against
    /// `reference` (its last lap, or the pace it runs at), as `lapFraction` holds it: from 0, and
    /// below 1 for a car slower than the reference, so a map never shows it past the line; nil for
    /// a reference without a time. The one rule every source of a live board places cars by.
    package static func lapFraction(elapsed: Int, of reference: LapTime) -> Double? {
        guard reference.milliseconds > 0 else { return nil }
        return min(max(Double(elapsed) / Double(reference.milliseconds), 0), fractionBelowOne)
    }

    /// The most of a lap a car is shown to have run before it crosses the line.
    static let fractionBelowOne = 0.999
}
