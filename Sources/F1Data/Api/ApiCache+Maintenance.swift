import Foundation

/// What `f1report cache info` shows.
public struct CacheSummary: Hashable, Sendable {
    public var directory: String
    /// Whether the cache folder exists yet.
    public var exists = false
    public var entries = 0
    public var bytes = 0
    /// Entries per server, e.g. "api.jolpi.ca".
    public var servers: [String: Int] = [:]
    public var oldest: Date?
    public var newest: Date?
    /// Entries that fail their checksum: the next request for them fetches them again.
    public var damaged = 0
    /// Entries of an older format version, fetched again when next needed.
    public var outdated = 0
    /// Files that cannot be read, e.g. for lack of permission, or that are not regular files.
    public var unreadable = 0
    /// Files in the responses folder that are not cache entries; the cache leaves them alone.
    public var others = 0
}

/// What `f1report cache clear` did.
public struct CacheClearing: Hashable, Sendable {
    public var removed = 0
    /// Files in the responses folder that are not cache entries, left in place; relative paths.
    public var left: [String] = []
    /// Entries that could not be removed, with why.
    public var failures: [String] = []
}

extension ApiCache {
    /// Counts and checks every entry. Changes nothing: damaged entries are only counted.
    public func summary() throws(CacheFailure) -> CacheSummary {
        var summary = CacheSummary(directory: directory.path)
        guard try CacheFileSystem.names(in: directory.path) != nil else { return summary }
        summary.exists = true
        try forEachFile { server, name, read in
            guard !name.hasPrefix(".") else { return }  // a write in progress or its leftover
            switch read {
            case .missing: return
            case .unusable: summary.unreadable += 1
            case .file(let data, _):
                switch CacheEntryFormat.decode(data) {
                case .entry(_, let fetchedAt, let key) where key == name:
                    summary.entries += 1
                    summary.bytes += data.count
                    summary.servers[server.replacingOccurrences(of: "_", with: ":"), default: 0] += 1
                    summary.oldest = min(summary.oldest ?? fetchedAt, fetchedAt)
                    summary.newest = max(summary.newest ?? fetchedAt, fetchedAt)
                case .entry, .damaged: summary.damaged += 1
                case .otherVersion: summary.outdated += 1
                case .foreign: summary.others += 1
                }
            }
        } other: { _ in
            summary.others += 1
        }
        return summary
    }

    /// Removes every file that is a cache entry (of any format version, damaged or not, or a
    /// leftover of an interrupted write) and nothing else. The request history stays, so clearing
    /// the cache does not reset the hourly request budget.
    public func clear() throws(CacheFailure) -> CacheClearing {
        var clearing = CacheClearing()
        guard try CacheFileSystem.names(in: directory.path) != nil else { return clearing }
        try forEachFile { server, name, read in
            let path = responses.path + "/" + server + "/" + name
            // A temporary file of a write: another run's in progress if recent, else a leftover.
            let isTemporary = name.hasPrefix(".")
            if isTemporary && !CacheFileSystem.isOlder(path, than: 60) { return }
            switch read {
            case .missing: return
            case .file(let data, _) where CacheEntryFormat.decode(data).isCacheFile: break
            case .file, .unusable:
                clearing.left.append(server + "/" + name)
                return
            }
            if unlink(path) == 0 || errno == ENOENT {
                if !isTemporary { clearing.removed += 1 }
            } else {
                clearing.failures.append("\(path) (\(CacheFileSystem.reason()))")
            }
        } other: { name in
            clearing.left.append(name)
        }
        // Only folders left empty go; rmdir refuses the rest.
        for server in (try? CacheFileSystem.names(in: responses.path)) ?? [] { rmdir(responses.path + "/" + server) }
        rmdir(responses.path)
        return clearing
    }

    /// Calls `body` for each file in a server's folder, and `other` for anything in the responses
    /// folder that is not a server's folder. Links are never followed.
    private func forEachFile(
        _ body: (_ server: String, _ name: String, CacheFileSystem.Read) -> Void, other: (String) -> Void = { _ in }
    ) throws(CacheFailure) {
        for server in try CacheFileSystem.names(in: responses.path) ?? [] {
            let folder = responses.path + "/" + server
            guard let status = CacheFileSystem.status(folder), CacheFileSystem.isDirectory(status) else {
                other(server)
                continue
            }
            for name in try CacheFileSystem.names(in: folder) ?? [] {
                body(server, name, CacheFileSystem.read(folder + "/" + name, limit: CacheEntryFormat.sizeLimit))
            }
        }
    }
}

extension CacheEntryFormat.Decoded {
    /// Whether the file is one the cache wrote, whatever its state.
    var isCacheFile: Bool {
        if case .foreign = self { false } else { true }
    }
}
