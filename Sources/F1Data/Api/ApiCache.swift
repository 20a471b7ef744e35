import Foundation

/// API responses on disk, one file per request, so a report works offline and past seasons are
/// fetched once.
///
/// Plain files rather than SQLite: every entry is written whole and never updated in place, so a
/// write to a temporary file and a rename gives atomic replacement that any number of processes
/// can race on without locks; a person can inspect or delete entries with `ls` and `rm`; and the
/// package needs no database dependency. Each file starts with a header carrying the body's
/// length and a checksum, so a torn or corrupted entry is detected and refetched, never served.
public struct ApiCache: Sendable {
    /// The cache's root, e.g. `~/.cache/f1kit`.
    public let directory: URL

    package struct Entry: Sendable {
        package var body: Data
        package var fetchedAt: Date
        /// The file the entry was read from, so removing it later cannot remove a newer one.
        let identity: FileIdentity?
    }

    package enum Lookup: Sendable {
        case hit(Entry)
        /// No entry, or one of an older format version.
        case missing
        /// The file was damaged; it has been removed.
        case corrupt
        /// Something is there that cannot be read (e.g. permission denied); it was left alone.
        case unreadable(String)
    }

    public init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/f1kit`, else `$HOME/.cache/f1kit`. Relative values are ignored, as the XDG
    /// spec asks: a cache inside whatever folder f1report was started in is never what was meant.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws(NoCacheFolder) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appending(path: "f1kit")
        }
        let home: String
        switch environment["HOME"] {
        case let value? where value.hasPrefix("/"): home = value
        case let value?:
            throw NoCacheFolder(why: "HOME is \(value.isEmpty ? "empty" : "the relative path '\(value)'") and XDG_CACHE_HOME is not an absolute path")
        case nil:
            home = FileManager.default.homeDirectoryForCurrentUser.path
            guard home.hasPrefix("/") else { throw NoCacheFolder(why: "HOME is not set and XDG_CACHE_HOME is not an absolute path") }
        }
        return URL(fileURLWithPath: home, isDirectory: true).appending(path: ".cache/f1kit")
    }

    var responses: URL { directory.appending(path: "responses") }

    /// The file for a request: one folder per server, then the path and query in one safe file name.
    func file(for url: URL) -> URL {
        var name = url.path
        if let prefix = name.range(of: "/ergast/f1/") { name = String(name[prefix.upperBound...]) }
        if let query = url.query, !query.isEmpty { name += "^" + query }
        let safe = name.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "/": "@"
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_", "=", "&", "^": String(scalar)
            default: "%" + String(scalar.value, radix: 16)
            }
        }.joined()
        return folder(for: url).appending(path: safe)
    }

    /// The folder of one server's answers (the host and port of `url`).
    package func folder(for url: URL) -> URL {
        let server = [url.host ?? "local", url.port.map(String.init)].compactMap { $0 }.joined(separator: "_")
        return responses.appending(path: Self.sanitized(server))
    }

    private static func sanitized(_ text: String) -> String {
        let safe = String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
        // "." and ".." would name the responses folder itself or its parent.
        return safe.allSatisfy { $0 == "." } ? safe.replacingOccurrences(of: ".", with: "_") : safe
    }

    package func read(_ url: URL) -> Lookup {
        let file = file(for: url)
        switch CacheFileSystem.read(file.path, limit: CacheEntryFormat.sizeLimit) {
        case .missing:
            return .missing
        case .unusable(let reason):
            return .unreadable("\(file.path) cannot be read (\(reason))")
        case .file(let data, let identity):
            switch CacheEntryFormat.decode(data) {
            case .entry(let body, let fetchedAt, let key) where key == file.lastPathComponent:
                return .hit(Entry(body: body, fetchedAt: fetchedAt, identity: identity))
            case .otherVersion:
                return .missing
            case .entry, .damaged, .foreign:
                CacheFileSystem.remove(file.path, ifStill: identity)
                return .corrupt
            }
        }
    }

    /// Removes the entry read for `url`, unless another process has replaced it since.
    func remove(_ entry: Entry, for url: URL) {
        guard let identity = entry.identity else { return }
        CacheFileSystem.remove(file(for: url).path, ifStill: identity)
    }

    /// Replaces the entry atomically: readers see the old file or the new one, never a mix.
    package func write(_ url: URL, body: Data, fetchedAt: Date) throws(CacheFailure) {
        let file = file(for: url)
        let folder = file.deletingLastPathComponent()
        try CacheFileSystem.makeDirectories(folder)
        let temporary = folder.path + "/.writing.\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        try CacheFileSystem.writeNew(temporary, CacheEntryFormat.encode(body: body, fetchedAt: fetchedAt, key: file.lastPathComponent))
        guard rename(temporary, file.path) == 0 else {
            let reason = CacheFileSystem.reason()
            unlink(temporary)
            throw CacheFailure(message: "\(file.path) could not be replaced (\(reason))")
        }
    }
}

/// Why there is no folder for the cache at all: a clause, e.g. "HOME is empty and XDG_CACHE_HOME
/// is not an absolute path", for the caller's sentence.
public struct NoCacheFolder: Error, Equatable, CustomStringConvertible {
    public var why: String
    public var description: String { why }
}
