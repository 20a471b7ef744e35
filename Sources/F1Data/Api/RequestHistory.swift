import Foundation

/// When this machine's recent requests to the API were sent, across f1report runs, so the hourly
/// budget counts every process and not only the current one.
///
/// One line per request (seconds since 1970) appended with `O_APPEND`, which keeps concurrent
/// writers' lines whole; the file is trimmed to the last hour when it grows.
public struct RequestHistory: Sendable {
    let file: URL
    let window: Duration

    public init(cache: ApiCache, window: Duration = RateLimits.jolpica.sustainedWindow) {
        file = cache.directory.appending(path: "requests.log")
        self.window = window
    }

    /// The ages of requests sent within the window, as of `now`.
    public func ages(now: Date = Date()) -> [Duration] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let ages = lines.compactMap(Double.init).map { now.timeIntervalSince1970 - $0 }
            .filter { $0 >= 0 && $0 < window.seconds }
            .map { Duration.milliseconds(Int($0 * 1000)) }  // trap-ok: the filter keeps only ages in 0..<window, so NaN and infinities are gone
        if lines.count > 2 * max(ages.count, 500) { trim(keeping: ages.count, lines: lines) }
        return ages
    }

    /// Notes one request sent now. Failing to note it only weakens the budget, so errors are ignored.
    public func record(now: Date = Date()) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array(String(format: "%.3f\n", now.timeIntervalSince1970).utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    private func trim(keeping count: Int, lines: [Substring]) {
        let kept = lines.suffix(count).joined(separator: "\n") + "\n"
        let temporary = file.appendingPathExtension("\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard (try? Data(kept.utf8).write(to: temporary)) != nil else { return }
        if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
