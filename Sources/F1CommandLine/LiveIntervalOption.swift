import ArgumentParser

/// `--interval`: how often a live race updates, for every program that follows one.
package struct LiveIntervalOption: ParsableArguments {
    package init() {}

    @Option(name: .customLong("interval"), help: "Seconds between live updates.")
    package var seconds: Double = 3

    package func validate() throws {
        guard seconds > 0, seconds <= 3600 else { throw ValidationError("--interval must be more than 0 and at most 3600 seconds.") }
    }

    /// The interval as a duration, to the millisecond. `validate()` keeps `seconds` in range;
    /// a value set without it (NaN, infinite, huge) is clamped rather than trapping in `Int(_:)`.
    package var duration: Duration {
        let clamped = seconds.isFinite ? min(max(seconds, 0.001), 3600) : 3
        return .milliseconds(Int((clamped * 1000).rounded()))
    }
}
