import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and lists an f1db tree through POSIX calls, so that every cause keeps its own sentence:
/// a file that is missing, one that cannot be read and something that is not a file need
/// different repairs, and none of them may pass for "not there yet".
struct F1dbDisk: Sendable {
    /// Where the paths in messages start; paths elsewhere, or with no root, are shown whole.
    let root: URL?
    /// The root's standardized path and a slash, worked out once: every file read names its path.
    private let rootPrefix: String?

    init(root: URL?) {
        self.root = root
        rootPrefix = root.map { $0.standardizedFileURL.path + "/" }
    }

    /// f1db's largest file is under 25 KB; far beyond that is not f1db data, and reading a
    /// sparse file of terabytes would exhaust memory instead of failing.
    static let largestFile = 64 << 20

    /// The bytes of a regular file (a link to one is followed), or nil when nothing at all is at
    /// `path` in a folder that is there; a dangling link, a folder or a file that cannot be read
    /// is an error, never nil.
    ///
    /// A path, not a URL: a URL is made for errors only. Measured: docs/performance.md#f1dbdisk-f1dataf1db
    func readIfPresent(path: String) throws(F1dbPathError) -> [UInt8]? {
        let url = { URL(filePath: path, directoryHint: .notDirectory) }
        // Non-blocking, so that a named pipe in a file's place cannot hang the run.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT, Self.isSimplyMissing(path) { return nil }
            let failure = diagnose(url(), expecting: .file, code: code)
            if failure.problem == .missing, failure.path == display(path: path) { return nil }
            throw failure
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw error(url(), Self.unreadable(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw error(url(), .notAFile(Self.kind(status.st_mode))) }
        guard Int(status.st_size) <= Self.largestFile else { throw error(url(), .tooLarge(bytes: Int(status.st_size), limit: Self.largestFile)) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= Self.largestFile else { throw error(url(), .tooLarge(bytes: count, limit: Self.largestFile)) }
                bytes += repeatElement(0, count: bytes.count)
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw error(url(), Self.unreadable(errno))
            }
            count += got
            // A regular file that gave all fstat promised and less than was asked for is at its
            // end: no second read to hear it (one read(2) less for each of some 3,800 files).
            if count == Int(status.st_size), count < bytes.count { break }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// `path` less `prefix`, when it starts with it and no part of it starts with a dot ("/."
    /// anywhere). By bytes, as this runs for every file read. Measured: docs/performance.md#f1dbdisk-f1dataf1db
    private static func relative(_ path: String, below prefix: String) -> String? {
        var path = path
        var prefix = prefix
        return path.withUTF8 { full in
            prefix.withUTF8 { start -> String? in
                // An index loop, not `zip(_:_:).allSatisfy`: this runs on many tasks at once, and the
                // generic form instantiated its metadata there and once crashed the test process in it.
                guard full.count >= start.count else { return nil }
                for index in start.indices where full[index] != start[index] { return nil }
                var previous: UInt8 = 0
                for byte in full {
                    if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") { return nil }
                    previous = byte
                }
                return String(decoding: UnsafeBufferPointer(rebasing: full[start.count...]), as: UTF8.self)
            }
        }
    }

    /// Whether nothing at all is at `path` in a folder that is there: the common case of a
    /// session file a race does not have, told in two calls rather than a walk from the root.
    private static func isSimplyMissing(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) != 0, errno == ENOENT, let slash = path.lastIndex(of: "/") else { return false }
        return stat(String(path[..<slash]), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder (a link to one is followed), in no particular order.
    func list(_ url: URL) throws(F1dbPathError) -> [String] {
        guard let folder = opendir(url.path) else { throw diagnose(url, expecting: .folder, code: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw error(url, Self.unreadable(errno)) }
                return names
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
    }

    /// Whether `url` is a folder (a link to one is followed): false when nothing is there or it is
    /// something else, an error when that cannot be told.
    func isFolder(_ url: URL) throws(F1dbPathError) -> Bool {
        var status = stat()
        if stat(url.path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
        let failure = diagnose(url, expecting: .folder, code: errno)
        switch failure.problem {
        case .missing, .notAFolder: return false
        default: throw failure
        }
    }

    /// Whether anything, even a dangling link, is at `url`.
    func isPresent(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    func error(_ url: URL, _ problem: PathProblem) -> F1dbPathError {
        F1dbPathError(path: display(url), problem: problem)
    }

    /// The path relative to the root, as messages show it.
    func display(_ url: URL) -> String {
        display(path: url.path)
    }

    /// The same for a full path.
    func display(path: String) -> String {
        // Paths the source builds below the root need no standardizing; "." or ".." parts do.
        if let rootPrefix, let relative = Self.relative(path, below: rootPrefix) { return relative }
        let full = URL(filePath: path).standardizedFileURL.path
        guard let root = root?.standardizedFileURL.path, full.hasPrefix(root + "/") else { return full }
        return String(full.dropFirst(root.count + 1))
    }
}
