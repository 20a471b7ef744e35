extension Sequence<Int> {
    /// The numbers as runs of consecutive values, in the order given: [1, 3, 4, 5] is [1...1, 3...5].
    /// Laps a replay can jump to, the seasons two drivers shared a team: each face words the runs.
    package var consecutiveRuns: [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for value in self {
            if let last = runs.last, last.upperBound + 1 == value {
                runs[runs.count - 1] = last.lowerBound...value
            } else {
                runs.append(value...value)
            }
        }
        return runs
    }
}
