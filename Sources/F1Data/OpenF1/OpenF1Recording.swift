import F1Domain
import Foundation

/// A folder of recorded OpenF1 answers for one session: `<endpoint>.json` each, the session and
/// meeting as single objects (`session.json`, `meeting.json`). Endpoints without a file are
/// taken as empty, as the API answers for a session that has none (qualifying's intervals).
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
        for endpoint in OpenF1Endpoint.allCases {
            let file = folder.appendingPathComponent(endpoint.recordedFileName)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                answers[endpoint] = try Data(contentsOf: file)
            } catch {
                throw OpenF1RecordingError.unreadable(file.path)
            }
        }
        guard answers[.sessions] != nil else { throw OpenF1RecordingError.noSession(folder.path) }
        return answers
    }

    package func read(strict: Bool = false) throws -> OpenF1Decoding.Read {
        try OpenF1Decoding(strict: strict).timing(from: try answers())
    }
}

package enum OpenF1RecordingError: Error, Equatable, CustomStringConvertible {
    case noFolder(String)
    case noSession(String)
    case unreadable(String)

    package var description: String {
        switch self {
        case .noFolder(let path): "There is no recorded session at \(path): give a folder of OpenF1 answers."
        case .noSession(let path): "\(path) holds no session.json, so it is not a recorded OpenF1 session."
        case .unreadable(let path): "\(path) could not be read."
        }
    }
}
