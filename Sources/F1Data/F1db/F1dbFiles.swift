import F1UseCases
import Foundation
import YAMLKit

/// Reads f1db files through the generated DTOs, many at once, with errors that point at the line.
struct F1dbFiles: Sendable {
    let layout: F1dbLayout

    /// Decodes one file; a problem becomes a `SourceError` reading `path:line:col: what is wrong`.
    func decode<T: Decodable>(_ type: T.Type, at url: URL) throws -> T {
        let path = layout.relative(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SourceError("\(path) is missing from the f1db data.")
        }
        do {
            return try YAMLDecoder().decode(T.self, from: Array(data), path: path)
        } catch let error as YAMLError {
            throw SourceError("\(error.path):\(error.mark.line):\(error.mark.column): \(error.message)")
        }
    }

    /// Whether a file exists (a race not yet run has no results file).
    func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Decodes every file in parallel, keeping their order.
    func decodeAll<T: Decodable & Sendable>(_ type: T.Type, at urls: [URL]) async throws -> [T] {
        try await withThrowingTaskGroup(of: (Int, T).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask { (index, try decode(T.self, at: url)) }
            }
            var values = [T?](repeating: nil, count: urls.count)
            for try await (index, value) in group { values[index] = value }
            return values.compactMap { $0 }
        }
    }
}
