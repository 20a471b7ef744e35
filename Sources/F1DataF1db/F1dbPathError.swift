import F1UseCases

/// A path of an f1db tree that cannot be used, named as messages show it, with why.
struct F1dbPathError: Error, Equatable, Sendable {
    let path: String
    let problem: PathProblem

    /// The error as sources throw it.
    var sourceError: SourceError { .unreadable(path: path, problem: problem) }
}

extension SourceError {
    /// The f1db file or folder at `path` (relative to the data folder) is not what the data needs:
    /// `reason` is a clause that follows the path, e.g. "lists no results".
    static func f1db(_ path: String, _ reason: String) -> SourceError {
        .malformed(MalformedData(.file(path), reason: reason))
    }
}
