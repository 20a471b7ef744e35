import F1Domain
import Foundation

/// A folder of recorded OpenF1 answers for one session: `<endpoint>.json` each, the session and
/// meeting as single objects (`session.json`, `meeting.json`). Endpoints without a file are
/// taken as empty, as the API answers for a session that has none (qualifying's intervals); a
/// file that is there but cannot be read (a broken link, damaged JSON) is an error naming it.
package struct OpenF1Recording: Sendable {
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// Every endpoint's recorded body that exists.
    package func answers() throws -> [OpenF1Endpoint: Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw OpenF1RecordingError.noFolder(folder.path)
        }
        var answers: [OpenF1Endpoint: Data] = [:]
        for endpoint in OpenF1Endpoint.timing {
            let file = file(endpoint)
            guard FileManager.default.fileExists(atPath: file) else {
                // `fileExists` follows links: one to nothing, or to itself, is there but unreadable.
                if let broken = Self.brokenLink(file) { throw broken }
                continue
            }
            do {
                // A journal a recorder was cut off in reads to its last complete record (`completed`),
                // and a laps journal to each lap's last version.
                let body = Self.completed(try Data(contentsOf: URL(fileURLWithPath: file)))
                answers[endpoint] = endpoint == .laps ? OpenF1LapVersions.latest(body) : body
            } catch {
                throw OpenF1RecordingError.unreadable(file, reason: Self.whyUnreadable(file))
            }
        }
        guard answers[.sessions] != nil else { throw OpenF1RecordingError.noSession(folder.path) }
        return answers
    }

    /// The session's timing; a file that does not decode is an error naming it and the record.
    package func read(strict: Bool = false) throws -> OpenF1Decoding.Read {
        let answers = try answers()
        do {
            return try OpenF1Decoding(strict: strict).timing(from: answers)
        } catch let error as OpenF1DecodingError {
            guard let endpoint = error.endpoint else { throw error }
            throw OpenF1RecordingError.damaged(file: file(endpoint), problem: error.problem)
        }
    }

    private func file(_ endpoint: OpenF1Endpoint) -> String {
        folder.appendingPathComponent(endpoint.recordedFileName).path
    }

    private static func whyUnreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        return FileManager.default.isReadableFile(atPath: path) ? "reading it failed" : "permission denied"
    }

    /// The error for a link that leads nowhere, following the chain as the system would.
    package static func brokenLink(_ path: String) -> OpenF1RecordingError? {
        var seen: Set<String> = []
        var current = path
        while let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) {
            guard seen.insert(current).inserted, seen.count <= 40 else { return .linkLoop(path) }
            current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
        }
        return current == path ? nil : .danglingLink(path, target: current)
    }
}

package enum OpenF1RecordingError: Error, Equatable, CustomStringConvertible {
    case noFolder(String)
    case noSession(String)
    case unreadable(String, reason: String)
    case danglingLink(String, target: String)
    case linkLoop(String)
    case damaged(file: String, problem: String)

    package var description: String {
        switch self {
        case .noFolder(let path): "There is no recorded session at \(path): give a folder of OpenF1 answers."
        case .noSession(let path): "\(path) holds no session.json, so it is not a recorded OpenF1 session."
        case .unreadable(let path, let reason): "\(path) could not be read: \(reason)."
        case .danglingLink(let path, let target): "\(path) is a link to \(target), which does not exist."
        case .linkLoop(let path): "\(path) is a link that leads back to itself."
        case .damaged(let file, let problem): "\(file) \(problem)."
        }
    }
}
