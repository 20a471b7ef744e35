import Synchronization

/// A recording's notices kept for later: a full-screen program says them once it has given the
/// terminal back, so they are neither drawn over nor lost.
package final class RecordingNotices: Sendable {
    private let notices = Mutex<[String]>([])

    package init() {}

    package func add(_ notice: String) {
        notices.withLock { $0.append(notice) }
    }

    /// Each notice, once, on standard error.
    package func say() {
        for notice in notices.withLock({ notices in
            defer { notices = [] }
            return notices
        }) { Terminal().complain(notice) }
    }
}
