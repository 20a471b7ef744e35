import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A cache operation that failed: the path and the system's reason, as a clause to build a
/// sentence around ("/x/responses could not be created (permission denied)").
public struct CacheFailure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Which file was read: a later rename puts a different inode at the same path.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// The cache's file operations through POSIX calls, so a failure carries errno's reason rather
/// than Foundation's "NSCocoaErrorDomain error 512", and never blocks on a FIFO or reads a huge file.
enum CacheFileSystem {
    enum Read {
        case missing
        case file(Data, FileIdentity)
        /// There, but not something the cache wrote or can read; why, in a few words.
        case unusable(String)
    }

    /// errno's text, lower-cased to sit inside a sentence: "permission denied".
    static func reason(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    static func status(_ path: String, following: Bool = false) -> stat? {
        var status = stat()
        return (following ? stat(path, &status) : lstat(path, &status)) == 0 ? status : nil
    }

    /// Whether the file at `path` was last modified more than `seconds` ago.
    static func isOlder(_ path: String, than seconds: Double) -> Bool {
        guard let status = status(path) else { return false }
        return Date().timeIntervalSince1970 - Double(status.st_mtim.tv_sec) > seconds
    }

    static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }
    static func isDirectory(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }

    /// A regular file's bytes, at most `limit` of them; never follows a link, never waits on a FIFO.
    static func read(_ path: String, limit: Int) -> Read {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // ENOTDIR: a file where a folder of the path should be, so no entry can be there either.
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .unusable(code == ELOOP ? "it is a symbolic link" : reason(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unusable(reason()) }
        guard isRegularFile(status) else { return .unusable("it is not a regular file") }
        guard Int(status.st_size) <= limit else { return .unusable("it is larger than \(limit / 1_048_576) MB") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unusable(reason())
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .unusable("it is larger than \(limit / 1_048_576) MB") }
        }
        return .file(data, FileIdentity(status))
    }

    /// The names in a folder, without "." and ".."; nil when it does not exist.
    static func names(in folder: String) throws(CacheFailure) -> [String]? {
        guard let stream = opendir(folder) else {
            let code = errno
            if code == ENOENT { return nil }
            throw CacheFailure(message: code == ENOTDIR ? "\(folder) is a file, not a folder" : "\(folder) cannot be read (\(reason(code)))")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Creates `folder` and its parents; a path part that exists but is not a folder is named.
    static func makeDirectories(_ folder: URL) throws(CacheFailure) {
        var path = ""
        for part in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o755) == 0 { continue }
            let code = errno
            if code == EEXIST, let status = status(path, following: true) {
                guard isDirectory(status) else { throw CacheFailure(message: "\(path) is a file, not a folder") }
                continue
            }
            throw CacheFailure(message: "\(path) could not be created (\(reason(code)))")
        }
    }

    /// Writes `data` to a new file at `path`; an existing file there is an error.
    static func writeNew(_ path: String, _ data: Data) throws(CacheFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CacheFailure(message: "\(path) could not be created (\(reason()))") }
        var written = 0
        let failure: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)  // trap-ok: count > 0 here
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failure ?? closed {
            unlink(path)
            throw CacheFailure(message: "\(path) could not be written (\(reason(code)))")
        }
    }

    /// Removes the file at `path` only while it is still `identity`: a fresh entry another process
    /// renamed into place since it was read is left alone.
    ///
    /// Moving the file aside first makes the check and the removal see the same file; if it was a
    /// different one after all, it goes back with `link`, which never replaces a newer entry.
    static func remove(_ path: String, ifStill identity: FileIdentity) {
        let folder = (path as NSString).deletingLastPathComponent
        let aside = folder + "/.removing.\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard rename(path, aside) == 0 else { return }
        if let moved = status(aside), FileIdentity(moved) != identity {
            _ = link(aside, path)
        }
        unlink(aside)
    }
}
