import Foundation

/// Every `*.yml` file under a folder, read into memory up front so timings exclude I/O.
struct Corpus {
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]
    }

    var files: [File]

    var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// Reads the files in path order.
    static func load(from directory: URL) throws -> Corpus {
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
    func filter(_ predicate: (String) -> Bool) -> Corpus {
        Corpus(files: files.filter { predicate($0.path) })
    }
}
