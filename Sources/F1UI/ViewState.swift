extension F1UI {
    /// Where a screen is: not started, loading, showing its content (perhaps while fetching it
    /// again), showing that there is nothing to show, or showing a failure.
    public enum ViewState<Content: Equatable & Sendable>: Equatable, Sendable {
        case idle
        case loading
        case loaded(Content)
        /// The content stays on screen while a refresh fetches it again.
        case refreshing(Content)
        /// The load worked and found nothing to show; the sentence says what is missing.
        case empty(String)
        case error(Failure)

        /// Runs `operation` on the caller's actor and turns its outcome into a state: its content, or a friendly failure.
        public static func outcome(
            isolation: isolated (any Actor)? = #isolation, of operation: () async throws -> Content
        ) async -> ViewState {
            do {
                return .loaded(try await operation())
            } catch {
                return .error(FriendlyError.failure(for: error))
            }
        }

        /// The content on screen: when loaded, and while it is being refreshed.
        public var content: Content? {
            switch self {
            case .loaded(let content), .refreshing(let content): content
            case .idle, .loading, .empty, .error: nil
            }
        }

        /// The failure, when the screen shows one.
        public var failure: Failure? {
            if case .error(let failure) = self { return failure }
            return nil
        }

        /// Whether a load is under way: the first one, or a refresh behind the content.
        public var isLoading: Bool {
            switch self {
            case .loading, .refreshing: true
            case .idle, .loaded, .empty, .error: false
            }
        }
    }
}
