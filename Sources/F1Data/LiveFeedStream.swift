import F1Domain

extension AsyncThrowingStream where Element == LiveRaceData, Failure == any Error {
    /// A live feed run by `produce` in a task of its own: the stream ends when `produce` returns,
    /// with its error when it throws (cancellation is a quiet end), and stopping to read the
    /// stream cancels the task.
    static func liveFeed(_ produce: @escaping @Sendable (Continuation) async throws -> Void) -> Self {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await produce(continuation)
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
