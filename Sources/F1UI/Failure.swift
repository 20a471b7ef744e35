import F1UseCases

extension F1UI {
    /// A failure as a screen shows it: one friendly sentence, what the person could do about it,
    /// and the typed reason for an app that words or localizes it itself.
    public struct Failure: Hashable, Sendable {
        /// One plain sentence; never a type name or a stack.
        public var message: String
        /// What makes sense to offer, most useful first; empty when nothing in the app helps.
        public var actions: [Action]
        public var reason: Reason

        public init(message: String, actions: [Action], reason: Reason) {
            self.message = message
            self.actions = actions
            self.reason = reason
        }
    }

    /// Something a person can do about a failure.
    public enum Action: Hashable, Sendable {
        /// Try the same again now.
        case retry
        /// Try the same again once this has passed.
        case retryAfter(Duration)
        /// Show what the cache holds instead of asking the server.
        case showCachedData
        /// What was asked for needs the network: leave offline mode.
        case goOnline
        /// The season asked for has nothing to show: pick another.
        case chooseAnotherSeason
        /// The race asked for has nothing to show: pick another.
        case chooseAnotherRace
        /// What is live cannot be shown here: replay a session that has ended instead.
        case replayInstead
    }

    /// The failure's typed cause, kept for apps.
    public enum Reason: Hashable, Sendable {
        case lookup(LookupError)
        case source(SourceError)
        /// A championship that cannot be computed: no rules for the season, unknown rules, a round not run.
        case championship(ChampionshipError)
        /// A telemetry source without the session, driver, lap or layout asked for.
        case telemetry(TelemetryError)
        /// A record the source cannot answer: not held, a filter that does not apply, no index.
        case records(RecordsError)
        case cancelled
        /// An error F1Kit does not know; its details are not shown to people.
        case unknown
    }
}
