extension ReplayCursor {
    /// The laps a jump can go to, for a sentence: "1 and 3 to 57", "none" when there are none.
    public var lapsWithStartsText: String {
        let parts = lapsWithStarts.consecutiveRuns.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)" }
        guard let last = parts.last else { return "none" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
