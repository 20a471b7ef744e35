import Foundation

/// Every `*.yml` file under a folder, read into memory up front so timings exclude I/O.
package struct Corpus: Sendable {
    package struct File: Sendable {
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    package var files: [File]

    package init(files: [File]) { self.files = files }

    package var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// Reads the files in path order.
    package static func load(from directory: URL) throws -> Corpus {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: directory.path) else { return Corpus(files: []) }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".yml") { paths.append(relative) }
        }
        paths.sort()
        let files = try paths.map { relative in
            let url = directory.appendingPathComponent(relative)
            return File(path: relative, bytes: [UInt8](try Data(contentsOf: url)))
        }
        return Corpus(files: files)
    }

    /// The files whose path relative to the data folder matches `predicate`.
    package func filter(_ predicate: (String) -> Bool) -> Corpus {
        Corpus(files: files.filter { predicate($0.path) })
    }
}
