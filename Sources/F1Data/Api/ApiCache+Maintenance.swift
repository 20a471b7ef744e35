import Foundation

/// What `f1report cache info` shows.
public struct CacheSummary: Hashable, Sendable {
    public var directory: String
    public var entries: Int
    public var bytes: Int
    /// Entries per server, e.g. "api.jolpi.ca".
    public var servers: [String: Int]
    public var oldest: Date?
    public var newest: Date?
    /// Entries found unreadable and removed while summarising.
    public var removedCorrupt: Int
}

extension ApiCache {
    /// Counts every entry, checking each one; corrupt entries are removed on the way.
    public func summary() -> CacheSummary {
        var summary = CacheSummary(directory: directory.path, entries: 0, bytes: 0, servers: [:], oldest: nil, newest: nil, removedCorrupt: 0)
        let manager = FileManager.default
        let servers = (try? manager.contentsOfDirectory(atPath: responses.path)) ?? []
        for server in servers.sorted() {
            let folder = responses.appending(path: server)
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !name.hasPrefix(".") {
                let file = folder.appending(path: name)
                guard let data = manager.contents(atPath: file.path) else { continue }
                guard let entry = CacheEntryFormat.decode(data) else {
                    try? manager.removeItem(at: file)
                    summary.removedCorrupt += 1
                    continue
                }
                summary.entries += 1
                summary.bytes += data.count
                summary.servers[server.replacingOccurrences(of: "_", with: ":"), default: 0] += 1
                summary.oldest = min(summary.oldest ?? entry.fetchedAt, entry.fetchedAt)
                summary.newest = max(summary.newest ?? entry.fetchedAt, entry.fetchedAt)
            }
        }
        return summary
    }

    /// Removes every cached response; the number removed. The request history stays, so clearing
    /// the cache does not reset the hourly request budget.
    @discardableResult
    public func clear() throws -> Int {
        let count = summary().entries
        if FileManager.default.fileExists(atPath: responses.path) {
            try FileManager.default.removeItem(at: responses)
        }
        return count
    }
}
