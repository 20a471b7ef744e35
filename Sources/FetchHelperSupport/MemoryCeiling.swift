import F1Data
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The helper's own bound on its memory while it fetches, behind its client's limit. The client
/// counts an answer's decompressed bytes as they reach it, and its decompressor stops at the same
/// limit, but what a network library buffers on the way (whole reads decompressed before they are
/// handed over, parts queued ahead of the reader) is the library's to bound: URLSession on Linux,
/// the helper's client before, let libcurl decompress hundreds of MB of a gzip bomb from one read
/// before a byte was seen. So the helper watches its resident memory while a request is out, and
/// past the answer's limit (with room for the copies a whole answer makes) it answers
/// `answerPastLimit` itself and exits, before whatever got past the limit has filled memory.
package final class MemoryCeiling: Sendable {
    private struct State {
        /// The resident bytes when the request went out; nil while none is out.
        var baseline: Int?
        /// Set once the ceiling has answered: nothing else may write after it.
        var tripped = false
    }

    private let state = Mutex(State())
    private let answerLimit: Int
    private let answer: @Sendable (TransportFailure) -> Data

    /// `answer` turns the failure into what the helper writes for the request out at the time.
    package init(answerLimit: Int, answer: @escaping @Sendable (TransportFailure) -> Data) {
        self.answerLimit = answerLimit
        self.answer = answer
        #if os(Linux)
        Thread.detachNewThread { [self] in watch() }
        // Threads take the niceness of the thread that starts them: the watch keeps the normal
        // priority, the transfer's threads (started later, from here) get less. On a busy machine
        // the watch then runs when it wakes, rather than after a bomb has been let run for a second.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    /// Room over the baseline: the body, a copy of it as the outcome is encoded, and libraries' own.
    var allowance: Int { 2 * answerLimit + 48 * 1_048_576 }

    /// A request is going out: growth is counted from here.
    package func begin() {
        guard let resident = Self.residentBytes() else { return }
        state.withLock { $0.baseline = resident }
    }

    /// The request is answered: `write` writes its outcome, unless the ceiling already answered.
    package func finish(_ write: () -> Void) {
        state.withLock { state in
            guard !state.tripped else { return }
            state.baseline = nil
            write()
        }
    }

    private func watch() {
        while true {
            // Between requests (a kept helper idles for hours) only a glance now and then.
            let armed = state.withLock { $0.baseline != nil }
            usleep(armed ? 1_000 : 10_000)
            guard armed else { continue }
            guard let resident = Self.residentBytes() else { return }
            state.withLock { state in
                guard let baseline = state.baseline, resident - baseline > allowance else { return }
                state.tripped = true
                try? FileHandle.standardOutput.write(contentsOf: answer(.answerPastLimit(limit: answerLimit)))
                _exit(0)
            }
        }
    }

    /// This process's resident set, from /proc/self/statm (read without Foundation, a thousand
    /// times a second); nil where there is none.
    static func residentBytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
