import ArgumentParser

/// `--interval`: how often a live race updates, for every program that follows one.
package struct LiveIntervalOption: ParsableArguments {
    package init() {}

    @Option(name: .customLong("interval"), help: "Seconds between live updates.")
    package var seconds: Double = 3

    package func validate() throws {
        guard seconds > 0, seconds <= 3600 else { throw ValidationError("--interval must be more than 0 and at most 3600 seconds.") }
    }

    /// The interval as a duration, to the millisecond.
    package var duration: Duration {
        // trap-ok: validate() keeps it in (0, 3600] seconds, NaN excluded.
        .milliseconds(Int((seconds * 1000).rounded()))
    }
}
