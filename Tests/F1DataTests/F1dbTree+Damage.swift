import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a test can leave where a file or folder of an f1db tree belongs.
enum F1dbDamage: Sendable {
    /// Nothing at all.
    case nothing
    /// An empty folder.
    case folder
    /// A plain file saying it is one.
    case file
    /// A symbolic link to a path that does not exist.
    case danglingLink
    /// A symbolic link to itself.
    case linkLoop
    /// A named pipe, which blocks whoever opens it for reading until a writer comes.
    case namedPipe
}

struct F1dbTreeError: Error {
    let message: String
}

extension F1dbTree {
    /// Replaces whatever is at `path` with `damage`.
    func damage(_ path: String, with damage: F1dbDamage) throws {
        let url = root.appending(path: path)
        if isPresent(url) { try FileManager.default.removeItem(at: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch damage {
        case .nothing: break
        case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        case .file: try "not what f1db keeps here\n".write(to: url, atomically: false, encoding: .utf8)
        case .danglingLink: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: nowhere)
        case .linkLoop: try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.lastPathComponent)
        case .namedPipe:
            guard mkfifo(url.path, 0o644) == 0 else { throw F1dbTreeError(message: "mkfifo \(url.path) failed with errno \(errno)") }
        }
    }

    /// Where the dangling links point.
    var nowhere: String { root.appending(path: "nowhere").path }

    /// Writes `text` at `path`, replacing what is there.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ bytes: Data) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Copies a file or folder of the tree to another place in it.
    func copy(_ path: String, to destination: String) throws {
        let target = root.appending(path: destination)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appending(path: path), to: target)
    }

    /// A second race of the 2000 season, round 2, with results unless `run` is false.
    func addSecondRace(run: Bool = true, round: Int = 2) throws {
        try write("seasons/2000/races/02-second/race.yml", "round: \(round)\ndate: 2000-03-26\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n")
        if run { try copy("seasons/2000/races/01-test/race-results.yml", to: "seasons/2000/races/02-second/race-results.yml") }
    }

    /// The 2000 season copied as `year`, with its race and results.
    func addSeason(_ year: Int) throws {
        try copy("seasons/2000", to: "seasons/\(year)")
        try write("seasons/\(year)/races/01-test/race.yml", "round: 1\ndate: \(year)-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n")
    }

    /// Whether anything, even a dangling link, is at `url`.
    func isPresent(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }
}

/// Permissions mean nothing to root, who reads a file of mode 000 all the same.
enum Privileges {
    static var areRoot: Bool { geteuid() == 0 }
    static let rootNote: Comment = "running as root, which reads files and folders whatever their permissions; the errno mapping is tested on its own"
}
