import CParentWatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a fetch helper whose f1report has gone: nobody is left to read its answer, and one busy
/// with an endless answer would otherwise go on downloading as an orphan.
package enum ParentWatch {
    /// The helper's exit status when its parent has gone: EX_SOFTWARE, as sysexits has no word for an orphan.
    package static let orphanStatus: Int32 = 70

    /// Watches for the parent `FetchWire.parentVariable` names (else the present one) to go:
    /// Linux's parent-death signal at once, a check of the parent every quarter second everywhere,
    /// and for a kept helper (`watchingInput`) its standard input hanging up, which is f1report's
    /// end of the socket closing.
    package static func start(watchingInput: Bool) {
        let named = ProcessInfo.processInfo.environment[FetchWire.parentVariable].flatMap { pid_t($0) }
        unsetenv(FetchWire.parentVariable)
        let parent = named ?? getppid()
        parent_watch_exit_with(parent)
        Thread.detachNewThread {
            while true {
                if getppid() != parent { _exit(orphanStatus) }
                guard watchingInput else {
                    usleep(250_000)
                    continue
                }
                if inputHungUp(waiting: 250) { _exit(orphanStatus) }
            }
        }
    }

    /// Whether standard input's other end has closed, waiting up to `milliseconds` to see. Only
    /// hang-ups are asked for, so a request line waiting to be read does not make this spin.
    private static func inputHungUp(waiting milliseconds: Int32) -> Bool {
        #if canImport(Glibc)
        let events: Int16 = 0x2000  // POLLRDHUP: Glibc's module leaves it out, as it needs _GNU_SOURCE
        #else
        let events: Int16 = 0
        #endif
        var request = pollfd(fd: STDIN_FILENO, events: events, revents: 0)
        let ready = poll(&request, 1, milliseconds)
        if ready <= 0 { return false }
        return request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || request.revents & events != 0
    }
}
