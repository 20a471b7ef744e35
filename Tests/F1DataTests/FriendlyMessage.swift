// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// The async and the synchronous friendlyMessage share a name: a call reads the same either way.

import F1UI
import Testing

/// The sentence a person reads for the error `operation` throws, worded by F1UI from the typed
/// error: the f1db tests check what the user sees, not only the case. Nil, and an issue, when
/// nothing is thrown.
func friendlyMessage<T>(_ operation: () async throws -> T) async -> String? {
    do {
        _ = try await operation()
    } catch {
        return F1UI.FriendlyError.message(for: error)
    }
    Issue.record("expected an error")
    return nil
}

func friendlyMessage<T>(_ operation: () throws -> T) -> String? {
    do {
        _ = try operation()
    } catch {
        return F1UI.FriendlyError.message(for: error)
    }
    Issue.record("expected an error")
    return nil
}
