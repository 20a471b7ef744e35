import Foundation

/// API responses on disk, one file per request, so a report works offline and past seasons are
/// fetched once.
///
/// Plain files rather than SQLite: every entry is written whole and never updated in place, so a
/// write to a temporary file and a rename gives atomic replacement that any number of processes
/// can race on without locks; a person can inspect or delete entries with `ls` and `rm`; and the
/// package needs no database dependency. Each file starts with a header carrying the body's
/// length and checksum, so a torn or corrupted entry is detected and refetched, never served.
public struct ApiCache: Sendable {
    /// The cache's root, e.g. `~/.cache/f1kit`.
    public let directory: URL

    public struct Entry: Sendable {
        public var body: Data
        public var fetchedAt: Date
    }

    public enum Lookup: Sendable {
        case hit(Entry)
        case missing
        /// The file was there but unreadable; it has been removed.
        case corrupt
    }

    public init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/f1kit`, else `~/.cache/f1kit`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appending(path: "f1kit")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appending(path: ".cache/f1kit")
    }

    var responses: URL { directory.appending(path: "responses") }

    /// The file for a request: one folder per server, then the path and query in one safe file name.
    func file(for url: URL) -> URL {
        let server = [url.host ?? "local", url.port.map(String.init)].compactMap { $0 }.joined(separator: "_")
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
        return responses.appending(path: Self.sanitized(server)).appending(path: safe)
    }

    private static func sanitized(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    public func read(_ url: URL) -> Lookup {
        let file = file(for: url)
        guard let data = FileManager.default.contents(atPath: file.path) else { return .missing }
        guard let entry = CacheEntryFormat.decode(data) else {
            try? FileManager.default.removeItem(at: file)
            return .corrupt
        }
        return .hit(entry)
    }

    /// Replaces the entry atomically: readers see the old file or the new one, never a mix.
    public func write(_ url: URL, body: Data, fetchedAt: Date) throws {
        let file = file(for: url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent()
            .appending(path: ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try CacheEntryFormat.encode(body: body, fetchedAt: fetchedAt).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SourceErrorText.cacheWrite(file.path, reason)
        }
    }
}

/// Why a cache write failed, as a sentence.
enum SourceErrorText: Error, CustomStringConvertible {
    case cacheWrite(String, String)

    var description: String {
        switch self {
        case .cacheWrite(let path, let reason): "Could not write the cache file \(path): \(reason)."
        }
    }
}
