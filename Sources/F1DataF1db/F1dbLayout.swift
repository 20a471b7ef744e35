import F1Data
import F1UseCases
import Foundation

/// Where an f1db checkout's YAML lives: a checkout's root, its `src/data`, or the data folder itself.
public struct F1dbLayout: Sendable {
    /// The folder holding `seasons/`, `drivers/`, `constructors/` ...
    public let data: URL
    /// Reads below `data`, naming paths relative to it.
    let disk: F1dbDisk
    /// `data.path`, worked out once.
    let dataPath: String

    public init(path: String) throws {
        let given = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        let whole = F1dbDisk(root: nil)
        do throws(F1dbPathError) {
            // A dangling link or an unreadable path is said as such, not as "no f1db here".
            _ = try whole.isFolder(given)
            for candidate in [given, given.appending(path: "src/data"), given.appending(path: "data")] {
                guard try Self.isData(candidate, on: whole) else { continue }
                data = candidate
                dataPath = candidate.path
                disk = F1dbDisk(root: candidate)
                return
            }
        } catch {
            throw error.sourceError
        }
        let exists = whole.isPresent(given)
        throw SourceError.notAnF1dbCheckout(path: given.path, exists: exists)
    }

    static func isData(_ url: URL, on disk: F1dbDisk) throws(F1dbPathError) -> Bool {
        for folder in ["seasons", "drivers", "constructors", "circuits"] {
            guard try disk.isFolder(url.appending(path: folder)) else { return false }
        }
        return true
    }

    /// The years with a folder under `seasons/`, oldest first; a year missing between the first
    /// and the last is damage (the championship has been run every year since 1950).
    public func seasons() throws -> [Int] {
        let seasons = data.appending(path: "seasons")
        // Four digits, as f1db names them: anything else is not a season (and "+2000" or a
        // 20-digit name must not be read as one).
        let years = try listing(seasons).filter { $0.count == 4 && $0.allSatisfy(\.isDigit) }.compactMap { Int($0) }.sorted()
        if let gap = zip(years, years.dropFirst()).first(where: { $1 != $0 + 1 }) {
            throw SourceError.f1db(
                disk.display(seasons.appending(path: String(gap.0 + 1))), "is missing from the f1db data, between \(gap.0) and \(gap.1)")
        }
        return years
    }

    /// A season's race folders (`01-bahrain`, ...) in round order; two folders of one round are
    /// damage (a copy left beside the original), not two races.
    func raceFolders(season: Int) throws -> [F1dbRaceFolder] {
        let races = dataPath + "/seasons/\(season)/races"
        var byRound: [Int: F1dbRaceFolder] = [:]
        for name in try listing(URL(filePath: races, directoryHint: .isDirectory)).sorted() where name.first.map(\.isDigit) == true {
            let folder = F1dbRaceFolder(round: 0, path: races + "/" + name)
            guard let round = Int(name.prefix(while: \.isDigit)) else {
                throw SourceError.f1db(disk.display(path: folder.path), "does not start with a round number")
            }
            if let first = byRound[round] {
                throw SourceError.f1db(disk.display(path: first.path), "and \(name) are both round \(round) of \(season)")
            }
            byRound[round] = F1dbRaceFolder(round: round, path: folder.path)
        }
        return byRound.values.sorted { $0.round < $1.round }
    }

    /// The names in a folder; a folder that cannot be listed is an error, never an empty one.
    func listing(_ url: URL) throws -> [String] {
        do throws(F1dbPathError) {
            return try disk.list(url)
        } catch {
            throw error.sourceError
        }
    }

    /// The path relative to the data folder, as messages show it.
    public func relative(_ url: URL) -> String {
        disk.display(url)
    }

    /// The same for a full path.
    func relative(path: String) -> String {
        disk.display(path: path)
    }
}

/// One race's folder and the round its name gives.
struct F1dbRaceFolder: Sendable {
    let round: Int
    /// The folder's full path: files are named by path, not URL, for the speed of reading many.
    let path: String

    var url: URL { URL(filePath: path, directoryHint: .isDirectory) }

    /// The full path of a file in the folder.
    func file(_ name: String) -> String {
        path + "/" + name
    }
}

extension Character {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
