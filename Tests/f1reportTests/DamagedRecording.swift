import F1TestSupport
import Foundation

/// A writable copy of a recorded OpenF1 session in a temporary folder, to damage one file of it.
struct DamagedRecording {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init(of recording: URL = SharedData.openF1Race) throws {
        folder = TemporaryFolder("openf1-damaged")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        // Copied as bytes: the shared files are read-only, and a copy would keep that.
        for name in try FileManager.default.contentsOfDirectory(atPath: recording.path) {
            try Data(contentsOf: recording.appending(path: name)).write(to: folder.url.appending(path: name))
        }
    }

    func file(_ name: String) -> URL { folder.url.appending(path: name) }

    /// Rewrites a file's text.
    func edit(_ name: String, _ change: (String) -> String) throws {
        let text = try String(contentsOf: file(name), encoding: .utf8)
        try Data(change(text).utf8).write(to: file(name))
    }

    /// Rewrites a file's records, as JSON objects.
    func editRecords(_ name: String, _ change: (inout [[String: Any]]) -> Void) throws {
        var records = try JSONSerialization.jsonObject(with: Data(contentsOf: file(name))) as? [[String: Any]] ?? []
        change(&records)
        try JSONSerialization.data(withJSONObject: records).write(to: file(name))
    }

    /// Puts a symbolic link to `target` in place of a file.
    func link(_ name: String, to target: String) throws {
        try FileManager.default.removeItem(at: file(name))
        try FileManager.default.createSymbolicLink(atPath: file(name).path, withDestinationPath: target)
    }
}
