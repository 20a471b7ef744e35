extension F1UI {
    /// Where a screen is: not started, loading, showing its content, or showing a friendly error.
    public enum ViewState<Content: Equatable & Sendable>: Equatable, Sendable {
        case idle
        case loading
        case loaded(Content)
        case error(String)

        /// Runs `operation` on the caller's actor and turns its outcome into a state: its content, or a friendly message.
        public static func outcome(
            isolation: isolated (any Actor)? = #isolation, of operation: () async throws -> Content
        ) async -> ViewState {
            do {
                return .loaded(try await operation())
            } catch {
                return .error(FriendlyError.message(for: error))
            }
        }

        /// The content, when loaded.
        public var content: Content? {
            if case .loaded(let content) = self { return content }
            return nil
        }
    }
}
