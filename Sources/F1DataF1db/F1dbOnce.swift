import Synchronization

/// Values worked out at most once per key, however many callers ask at the same time: the
/// first starts the work and every later one awaits the same task, so a file that many seasons
/// name is read once per repository.
final class F1dbOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let tasks = Mutex<[Key: Task<Value, any Error>]>([:])

    func value(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await task(key, work).value
    }

    /// The key's task, started now unless it was before.
    func task(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        tasks.withLock { tasks in
            if let task = tasks[key] { return task }
            // Unstructured, so that no caller's cancellation fails the others that share it.
            let task = Task { try await work() }
            tasks[key] = task
            return task
        }
    }
}
