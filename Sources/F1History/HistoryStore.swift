import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index files of one data folder under the cache folder (docs/ARCHITECTURE.md, "The whole
/// history as an index"): `history/history-KEY.sqlite`, one per state of the data's content, and
/// a small state file per data folder remembering the last quick fingerprint and its key.
package struct HistoryStore: Sendable {
    /// `CACHE/history`.
    package let folder: String
    /// The data folder the index is built from, standardized.
    package let dataFolder: String

    package init(cacheFolder: URL, dataFolder: URL) {
        folder = cacheFolder.appending(path: "history").path
        self.dataFolder = Self.standardized(dataFolder)
    }

    /// The data folder as the store names it (and the fingerprint taken ahead must name it too).
    static func standardized(_ dataFolder: URL) -> String { dataFolder.standardizedFileURL.path }

    /// One state file per data folder, named by a hash of its path.
    var statePath: String {
        var hasher = HistoryHasher()
        hasher.add(dataFolder)
        return folder + "/state-" + hasher.hex.prefix(16) + ".txt"
    }

    var lockPath: String { folder + "/build.lock" }

    package func indexPath(key: String) -> String { folder + "/history-" + key + ".sqlite" }

    static var salt: String { "f1kit-history \(HistorySchema.version)" }

    // MARK: - Finding

    /// The index of the data's present state, if one was built: the quick fingerprint when it
    /// matches the state file's, else the content key (every file read), which the state file
    /// then remembers. Nil when no index matches (the whole-history reports then read the
    /// source); never builds.
    package func existing() throws(HistoryStoreError) -> String? {
        let folder = dataFolder
        let walked = HistoryFingerprintAhead.take(folder) ?? Result { () throws(HistoryStoreError) in try HistoryFingerprint.quick(of: folder) }
        let quick = try walked.get()
        if let state = readState(), state.quick == quick, access(indexPath(key: state.key), R_OK) == 0 {
            return indexPath(key: state.key)
        }
        guard access(folder, R_OK) == 0 else { return nil }
        let key = try HistoryFingerprint.content(of: dataFolder, salt: Self.salt)
        // Remembered even when no index matches, so the next run need not read every file again.
        try? writeState(quick: quick, key: key)
        return access(indexPath(key: key), R_OK) == 0 ? indexPath(key: key) : nil
    }

    private func readState() -> (quick: String, key: String)? {
        Self.readState(at: statePath)
    }

    static func readState(at statePath: String) -> (quick: String, key: String)? {
        guard let text = try? String(contentsOfFile: statePath, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 3, lines[0] == Self.salt else { return nil }
        return (lines[1], lines[2])
    }

    func writeState(quick: String, key: String) throws(HistoryStoreError) {
        try HistoryFiles.replace(statePath, with: Array((Self.salt + "\n" + quick + "\n" + key + "\n").utf8))
    }

    /// Removes the indexes no data folder's state names any more: the ones of states a checkout
    /// (or the API's cache) has moved on from, which would otherwise pile up, a few MB each. Only
    /// under the build lock; a program still reading a removed index keeps its open file.
    func removeSupersededIndexes() {
        let names = HistoryFiles.names(in: folder)
        let current = Set(names.filter { $0.hasPrefix("state-") }.compactMap { Self.readState(at: folder + "/" + $0)?.key })
        for name in names where name.hasPrefix("history-") && name.hasSuffix(".sqlite") {
            let key = String(name.dropFirst("history-".count).dropLast(".sqlite".count))
            if !current.contains(key) { unlink(folder + "/" + name) }
        }
    }
}
