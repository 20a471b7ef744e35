extension F1UI {
    /// Where a screen is: not started, loading, showing its content, or showing a failure.
    public enum ViewState<Content: Equatable & Sendable>: Equatable, Sendable {
        case idle
        case loading
        case loaded(Content)
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

        /// The content, when loaded.
        public var content: Content? {
            if case .loaded(let content) = self { return content }
            return nil
        }

        /// The failure, when the screen shows one.
        public var failure: Failure? {
            if case .error(let failure) = self { return failure }
            return nil
        }
    }
}
