import Synchronization

/// Values worked out at most once per key, however many callers ask at the same time: the
/// first starts the work and every later one awaits the same task, so a file that many seasons
/// name is read once per repository. A failure is shared by those already waiting and then
/// forgotten, so the next caller tries again: a tree taken away and restored, or a folder made
/// readable again, is read anew (docs/f1web.md, "Failures are never cached").
final class F1dbOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var tasks: [Key: (number: Int, task: Task<Value, any Error>)] = [:]
        var started = 0
    }

    private let state = Mutex(State())

    func value(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await task(key, work).value
    }

    /// The key's task, started now unless one is running or has succeeded.
    func task(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        state.withLock { state in
            if let kept = state.tasks[key] { return kept.task }
            state.started += 1
            let number = state.started
            // Unstructured, so that no caller's cancellation fails the others that share it. Its
            // failure removes it (after the insertion below, which holds the lock it waits for),
            // unless a later task has taken the key.
            let task = Task { [weak self] in
                do {
                    return try await work()
                } catch {
                    self?.forget(key, number: number)
                    throw error
                }
            }
            state.tasks[key] = (number, task)
            return task
        }
    }

    private func forget(_ key: Key, number: Int) {
        state.withLock { state in
            if state.tasks[key]?.number == number { state.tasks[key] = nil }
        }
    }
}
