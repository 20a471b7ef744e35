import F1Data
import F1UseCases
import Foundation
import YAMLKit

/// Reads f1db files through the generated DTOs, many at once, with errors that point at the line.
struct F1dbFiles: Sendable {
    let layout: F1dbLayout
    /// Told each file's path as it is read: how tests and the benchmark see what a read touches.
    var onRead: (@Sendable (String) -> Void)? = nil

    /// Decodes one file; a problem becomes a `SourceError` at `path:line:col` with what is wrong,
    /// or naming the path and why it cannot be read.
    func decode<T: Decodable>(_ type: T.Type, at url: URL) throws -> T {
        try decode(T.self, atPath: url.path)
    }

    /// The same for a full path, which costs less to make than a URL.
    func decode<T: Decodable>(_ type: T.Type, atPath path: String) throws -> T {
        guard let value = try decodeIfPresent(T.self, atPath: path) else {
            throw F1dbPathError(path: layout.disk.display(path: path), problem: .missing).sourceError
        }
        return value
    }

    /// Decodes one file, or nil when nothing is at `url` (a race not yet run has no results file);
    /// a file that is there but cannot be read is an error, never nil. An empty file is an error
    /// too, unless `empty` says what it holds (f1db leaves a few session files empty).
    func decodeIfPresent<T: Decodable>(_ type: T.Type, at url: URL, empty: T? = nil) throws -> T? {
        try decodeIfPresent(T.self, atPath: url.path, empty: empty)
    }

    /// The same for a full path, which costs less to make than a URL; `leading`, when given, says
    /// how many of the file's first bytes hold what the caller needs (whole lines), and only those
    /// are decoded.
    func decodeIfPresent<T: Decodable>(
        _ type: T.Type, atPath fullPath: String, empty: T? = nil, leading: (@Sendable ([UInt8]) -> Int)? = nil
    ) throws -> T? {
        let bytes: [UInt8]?
        do throws(F1dbPathError) {
            bytes = try layout.disk.readIfPresent(path: fullPath)
        } catch {
            throw error.sourceError
        }
        guard let bytes else { return nil }
        let path = layout.disk.display(path: fullPath)
        onRead?(path)
        // Said here, as libyaml would say "expected a mapping, found null" or "control characters
        // are not allowed (#x00)" at 1:1, which sends the reader looking at the wrong thing.
        if bytes.isEmpty {
            guard let empty else { throw SourceError.f1db(path, "is empty") }
            return empty
        }
        if bytes.prefix(2).contains(0) {
            throw SourceError.f1db(path, "is not UTF-8 text: it starts with a zero byte, as UTF-16 and UTF-32 text do")
        }
        let kept = leading.map { Array(bytes.prefix($0(bytes))) } ?? bytes
        do {
            return try YAMLDecoder.f1db.decodeF1db(T.self, from: kept, path: path)
        } catch let error as YAMLError {
            throw SourceError.malformed(MalformedData(.file(error.path), line: error.mark.line, column: error.mark.column, reason: error.message))
        }
    }

    /// Decodes every file (by full path) in parallel, keeping their order.
    func decodeAll<T: Decodable & Sendable>(_ type: T.Type, atPaths paths: [String]) async throws -> [T] {
        try await parallel(paths) { try decode(T.self, atPath: $0) }
    }

    /// Decodes every file (by full path) that is there in parallel, keeping their order, nil where nothing is.
    func decodeAllIfPresent<T: Decodable & Sendable>(
        _ type: T.Type, atPaths paths: [String], empty: T? = nil, leading: (@Sendable ([UInt8]) -> Int)? = nil
    ) async throws -> [T?] {
        try await parallel(paths) { try decodeIfPresent(T.self, atPath: $0, empty: empty, leading: leading) }
    }

    private func parallel<Value: Sendable>(_ paths: [String], _ load: @escaping @Sendable (String) throws -> Value) async throws -> [Value] {
        try await withThrowingTaskGroup(of: (Int, Value).self) { group in
            for (index, path) in paths.enumerated() {
                group.addTask { (index, try load(path)) }
            }
            var values = [Value?](repeating: nil, count: paths.count)
            for try await (index, value) in group { values[index] = value }
            return values.compactMap { $0 }
        }
    }
}
