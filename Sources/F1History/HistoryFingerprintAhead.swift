import Foundation
import Synchronization

/// The quick fingerprint of a data folder, taken on a thread of its own while the program does
/// something else, for the first `HistoryStore.existing()` of that folder to take instead of
/// walking the folders itself (docs/ARCHITECTURE.md, "The walk ahead of the arguments").
/// f1report starts it before parsing its arguments: the walk (some 1,300 folders, 4–6 ms, most of
/// it the kernel's) then runs on the second core while ArgumentParser takes the first.
///
/// Each walk is taken once: a later look walks the folder as it is then, so a long-running
/// program never answers from a fingerprint of the past.
package enum HistoryFingerprintAhead {
    private static let started = Mutex<[Started]>([])

    /// One walk: the folder it resolved to and its result, once `finished` has been left.
    private final class Started: Sendable {
        let finished = DispatchGroup()
        let outcome = Mutex<(folder: String, quick: Result<String, HistoryStoreError>)?>(nil)
    }

    /// Starts the walk of the folder `dataFolder` names (nil: none, e.g. not a checkout), which
    /// runs on the thread too, since finding the folder from a path the user gave reads the disk.
    package static func start(dataFolder: @escaping @Sendable () -> URL?) {
        let walk = Started()
        walk.finished.enter()
        started.withLock { $0.append(walk) }
        Thread {
            defer { walk.finished.leave() }
            guard let url = dataFolder() else { return }
            let folder = HistoryStore.standardized(url)
            let quick = Result { () throws(HistoryStoreError) in try HistoryFingerprint.quick(of: folder) }
            walk.outcome.withLock { $0 = (folder, quick) }
        }.start()
    }

    /// The result of a walk of `folder`, waiting for the walks started to end (each is one walk
    /// of one folder), and handing it over once; nil when none was of `folder`.
    static func take(_ folder: String) -> Result<String, HistoryStoreError>? {
        guard waitForWalks() else { return nil }
        return started.withLock { walks in
            guard let at = walks.firstIndex(where: { walk in walk.outcome.withLock { $0?.folder == folder } }) else { return nil }
            return walks.remove(at: at).outcome.withLock { $0?.quick }
        }
    }

    /// Waits for every walk started to end; false when none was started.
    static func waitForWalks() -> Bool {
        let walks = started.withLock { $0 }
        for walk in walks { walk.finished.wait() }
        return !walks.isEmpty
    }
}
