import F1UseCases
import Foundation

/// Where an f1db checkout's YAML lives: a checkout's root, its `src/data`, or the data folder itself.
public struct F1dbLayout: Sendable {
    /// The folder holding `seasons/`, `drivers/`, `constructors/` ...
    public let data: URL

    public init(path: String) throws {
        let given = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        for candidate in [given, given.appending(path: "src/data"), given.appending(path: "data")] where Self.isData(candidate) {
            data = candidate
            return
        }
        let exists = FileManager.default.fileExists(atPath: given.path)
        throw SourceError(
            (exists ? "\(given.path) is not an f1db checkout" : "There is no folder at \(given.path)")
                + ": expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/.")
    }

    static func isData(_ url: URL) -> Bool {
        ["seasons", "drivers", "constructors", "circuits"].allSatisfy {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appending(path: $0).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The years with a folder under `seasons/`, oldest first.
    public func seasons() -> [Int] {
        ((try? FileManager.default.contentsOfDirectory(atPath: data.appending(path: "seasons").path)) ?? [])
            .compactMap(Int.init).sorted()
    }

    /// A season's race folders (`01-bahrain`, ...) in round order.
    public func raceFolders(season: Int) -> [URL] {
        let races = data.appending(path: "seasons/\(season)/races")
        return ((try? FileManager.default.contentsOfDirectory(atPath: races.path)) ?? [])
            .filter { $0.first?.isNumber == true }
            .sorted()
            .map { races.appending(path: $0) }
    }

    /// The path relative to the data folder, as messages show it.
    public func relative(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        return full.hasPrefix(data.path + "/") ? String(full.dropFirst(data.path.count + 1)) : full
    }
}
