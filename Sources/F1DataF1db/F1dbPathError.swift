import F1UseCases

/// What is wrong with one path of an f1db tree.
enum F1dbPathProblem: Equatable, Sendable {
    case missing
    case permissionDenied
    /// Another reason the system gave, in its words.
    case unreadable(String)
    case danglingLink(to: String)
    case linkLoop
    /// Something else stands where a file belongs.
    case notAFile(FileKind)
    /// Something else stands where a folder belongs.
    case notAFolder(FileKind)
    /// A file of this many bytes, beyond `F1dbDisk.largestFile`.
    case tooLarge(Int)
}

/// A path of an f1db tree that cannot be used, named as messages show it, with why.
struct F1dbPathError: Error, Equatable, Sendable {
    let path: String
    let problem: F1dbPathProblem

    /// The error as sources throw it.
    var sourceError: SourceError {
        let problem: PathProblem =
            switch self.problem {
            case .missing: .missing
            case .permissionDenied: .permissionDenied
            case .unreadable(let reason): .unreadable(reason)
            case .danglingLink(let target): .danglingLink(to: target)
            case .linkLoop: .linkLoop
            case .notAFile(let kind): .notAFile(kind)
            case .notAFolder(let kind): .notAFolder(kind)
            case .tooLarge(let bytes): .tooLarge(bytes: bytes, limit: F1dbDisk.largestFile)
            }
        return .unreadable(path: path, problem: problem)
    }
}

extension SourceError {
    /// The f1db file or folder at `path` (relative to the data folder) is not what the data needs:
    /// `reason` is a clause that follows the path, e.g. "lists no results".
    static func f1db(_ path: String, _ reason: String) -> SourceError {
        .malformed(MalformedData(.file(path), reason: reason))
    }
}
