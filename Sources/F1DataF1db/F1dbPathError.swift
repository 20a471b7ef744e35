/// What is wrong with one path of an f1db tree.
enum F1dbPathProblem: Equatable, Sendable {
    case missing
    case unreadable(String)
    case danglingLink(to: String)
    case linkLoop
    /// Something else stands where a file belongs: "a folder", "a named pipe" ...
    case notAFile(String)
    /// Something else stands where a folder belongs: "a file" ...
    case notAFolder(String)
    /// A file of this many bytes, beyond `F1dbDisk.largestFile`.
    case tooLarge(Int)
}

/// A path of an f1db tree that cannot be used, named as messages show it, with why.
struct F1dbPathError: Error, Equatable, Sendable, CustomStringConvertible {
    let path: String
    let problem: F1dbPathProblem

    var description: String {
        switch problem {
        case .missing: "\(path) is missing from the f1db data."
        case .unreadable(let reason): "\(path) cannot be read: \(reason)."
        case .danglingLink(let target): "\(path) is a symbolic link to \(target), which does not exist."
        case .linkLoop: "\(path) is a loop of symbolic links."
        case .notAFile(let kind): "\(path) is \(kind), not a file."
        case .notAFolder(let kind): "\(path) is \(kind), not a folder."
        case .tooLarge(let bytes): "\(path) holds \(bytes) bytes, far more than any f1db file (at most \(F1dbDisk.largestFile))."
        }
    }
}
