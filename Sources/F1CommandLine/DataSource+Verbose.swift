import F1Data

extension DataSource {
    /// The flag's value for this source.
    package var kind: SourceOptions.Kind {
        switch self {
        case .demo: .demo
        case .f1db: .f1db
        case .api: .api
        case .openF1: .openf1
        }
    }

    /// With --verbose, how many requests the run sent and how many the cache answered.
    package func reportRequests(terminal: Terminal, verbose: Bool) {
        guard verbose, let counts = requestCounts else { return }
        terminal.complain("\(counts.network) request\(counts.network == 1 ? "" : "s") sent to the API, \(counts.cache) answered from the cache.")
    }
}
