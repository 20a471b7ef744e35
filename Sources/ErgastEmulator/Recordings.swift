import Foundation

/// What `add(json:forPath:)` serves: a whole Ergast document to page, or bytes that are not one,
/// served as they are.
enum Dataset: Sendable {
    case document(ErgastDocument)
    case raw(Data)

    init(_ data: Data) {
        if let json = try? JSON(parsing: data), let document = ErgastDocument(json, assumingComplete: true) {
            self = .document(document)
        } else {
            self = .raw(data)
        }
    }
}

/// The match key of a request: the path below /ergast/f1/, lowercased because the recordings spell
/// "driverStandings" both ways, plus any query items other than limit and offset, sorted.
struct RouteKey: Hashable, Sendable, CustomStringConvertible {
    let description: String

    /// Nil when `path` is not below /ergast/f1/.
    init?(path: String, query: [(name: String, value: String)]) {
        let prefix = "/ergast/f1/"
        let path = (path.removingPercentEncoding ?? path).lowercased()
        guard path.hasPrefix(prefix) else { return nil }
        let rest = query.filter { $0.name != "limit" && $0.name != "offset" }
            .map { "\($0.name)=\($0.value)".lowercased() }
            .sorted()
        let below = String(path.dropFirst(prefix.count))
        description = rest.isEmpty ? below : below + "?" + rest.joined(separator: "&")
    }

    /// From a recording's file name, e.g. "2023@18@laps.json^offset=45".
    init?(fileName: String) {
        let parts = fileName.split(separator: "^", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? HTTPRequest.parseQuery(String(parts[1])) : []
        self.init(path: "/ergast/f1/" + parts[0].replacingOccurrences(of: "@", with: "/"), query: query)
    }
}

/// The recorded responses, indexed by route. A path may have one complete recording, or one or more
/// single pages of a larger total that answer only for the rows they hold.
struct Recordings: Sendable {
    private var complete: [RouteKey: ErgastDocument] = [:]
    private var pages: [RouteKey: [ErgastDocument]] = [:]

    struct UnreadableRecording: Error, CustomStringConvertible {
        var file: String
        var problem: String
        var description: String { "recording \(file): \(problem)" }
    }

    private static let cache = Locked<[String: (fingerprint: [String], recordings: Recordings)]>([:])

    /// Reads every file in every subfolder of `folder`; the subfolder names only group the endpoints.
    /// Parsing is most of the cost of an emulator and tests start one each, so a folder is parsed once
    /// per process for as long as its files keep their names, sizes and modification dates.
    static func load(folder: URL) throws -> Recordings {
        let files = try recordingFiles(in: folder)
        let fingerprint = try files.map { file in
            let values = try file.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            return "\(file.path) \(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        let key = folder.standardizedFileURL.path
        if let cached = cache.withLock({ $0[key] }), cached.fingerprint == fingerprint { return cached.recordings }
        var recordings = Recordings()
        for file in files {
            guard let route = RouteKey(fileName: file.lastPathComponent) else { continue }
            let json: JSON
            do {
                json = try JSON(parsing: Data(contentsOf: file))
            } catch {
                throw UnreadableRecording(file: file.path, problem: "\(error)")
            }
            guard let document = ErgastDocument(json) else {
                throw UnreadableRecording(file: file.path, problem: "not an MRData envelope with one table")
            }
            recordings.add(document, for: route)
        }
        cache.withLock { $0[key] = (fingerprint, recordings) }
        return recordings
    }

    private static func recordingFiles(in folder: URL) throws -> [URL] {
        let manager = FileManager.default
        let families = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        return
            try families
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .flatMap { try manager.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    private mutating func add(_ document: ErgastDocument, for key: RouteKey) {
        if document.isComplete {
            complete[key] = document
        } else {
            pages[key, default: []].append(document)
        }
    }

    /// The recording and the page window that answer this request, if the rows were recorded.
    func lookup(_ key: RouteKey, offset: Int, limit: Int) -> (ErgastDocument, offset: Int, limit: Int)? {
        let candidates = complete[key].map { [$0] } ?? pages[key] ?? []
        for document in candidates {
            if let window = document.window(offset: offset, limit: limit) {
                return (document, window.offset, window.limit)
            }
        }
        return nil
    }
}
