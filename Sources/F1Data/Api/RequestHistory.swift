import Foundation

/// When this machine's recent requests to the API were sent, across f1report runs, so the hourly
/// budget counts every process and not only the current one.
///
/// One line per request (seconds since 1970) appended with `O_APPEND`, which keeps concurrent
/// writers' lines whole; the file is rewritten with only the last hour's lines when it grows.
/// Only its tail is read: the budget's hour never needs more, whatever the file grew to.
public struct RequestHistory: Sendable {
    let file: URL
    let window: Duration
    /// Enough for several hours' budgets of lines like "1700000000.123\n".
    static let tailLimit = 64 * 1024

    public init(cache: ApiCache, window: Duration = RateLimits.jolpica.sustainedWindow) {
        file = cache.directory.appending(path: "requests.log")
        self.window = window
    }

    /// The ages of requests sent within the window, as of `now`. Lines that are not times, and
    /// times further ahead than clocks disagree, count for nothing and are dropped at the next trim.
    public func ages(now: Date = Date()) -> [Duration] {
        guard let (text, isWhole, size) = tail() else { return [] }
        var lines = text.split(separator: "\n")
        if !isWhole { lines = Array(lines.dropFirst()) }  // the first line may be cut
        let kept = lines.filter { line in
            guard let time = Double(line) else { return false }
            let age = now.timeIntervalSince1970 - time
            return age >= -CacheFreshness.clockSkewAllowance && age < window.seconds
        }
        if size > Self.tailLimit / 2 || lines.count > 2 * max(kept.count, 500) { trim(keeping: kept) }
        // In [0, window) after clamping, so the conversion to milliseconds cannot overflow.
        return kept.compactMap(Double.init).map { .milliseconds(Int(max(now.timeIntervalSince1970 - $0, 0) * 1000)) }  // trap-ok: bounded
    }

    /// Notes one request sent now. Non-blocking, so a FIFO put in the log's place is an error, not a hang.
    package func record(now: Date = Date()) throws(CacheFailure) {
        try CacheFileSystem.makeDirectories(file.deletingLastPathComponent())
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw CacheFailure(message: "\(file.path) could not be opened (\(CacheFileSystem.reason()))") }
        defer { close(descriptor) }
        let line = Array(String(format: "%.3f\n", now.timeIntervalSince1970).utf8)
        guard line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == line.count else {
            throw CacheFailure(message: "\(file.path) could not be written (\(CacheFileSystem.reason()))")
        }
    }

    /// The last `tailLimit` bytes of the log, whether that is all of it, and its size.
    private func tail() -> (String, Bool, Int)? {
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, CacheFileSystem.isRegularFile(status) else { return nil }
        let size = Int(status.st_size)
        let start = max(size - Self.tailLimit, 0)
        guard lseek(descriptor, off_t(start), SEEK_SET) == off_t(start) else { return nil }
        var buffer = [UInt8](repeating: 0, count: Self.tailLimit)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { return nil }
        return (String(decoding: buffer[0..<count], as: UTF8.self), start == 0, size)
    }

    private func trim(keeping lines: [Substring]) {
        let kept = lines.map { $0 + "\n" }.joined()
        let temporary =
            file.deletingLastPathComponent().path + "/.requests.\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard (try? CacheFileSystem.writeNew(temporary, Data(kept.utf8))) != nil else { return }
        if rename(temporary, file.path) != 0 { unlink(temporary) }
    }
}
