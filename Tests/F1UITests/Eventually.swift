import Testing

/// Polls until `condition` holds, failing after a deadline rather than waiting for ever.
@MainActor
func eventually(_ what: Comment, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Timed out waiting: \(what)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}
