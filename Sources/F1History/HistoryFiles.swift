#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the store needs, with the durability it promises: a file is whole
/// on disk (fsync) before it is renamed into place, and the rename is made durable (fsync of
/// the folder), so a crash or SIGKILL at any point leaves the old file or the new one.
enum HistoryFiles {
    static func makeFolder(_ path: String) throws(HistoryStoreError) {
        var prefix = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw .unwritable(prefix, errno: errno) }
        }
    }

    /// A temporary name beside `path`, unique to this process and call.
    static func temporary(beside path: String, suffix: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder + "/.building-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" + suffix
    }

    static func sync(_ path: String, folder: Bool = false) throws(HistoryStoreError) {
        let descriptor = open(path, (folder ? O_RDONLY | O_DIRECTORY : O_RDWR) | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(path, errno: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .unwritable(path, errno: errno) }
    }

    /// Moves the finished `temporary` over `path`, durably.
    static func commit(_ temporary: String, to path: String) throws(HistoryStoreError) {
        try sync(temporary)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .unwritable(path, errno: code)
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        try sync(folder, folder: true)
    }

    static func replace(_ path: String, with bytes: [UInt8]) throws(HistoryStoreError) {
        let temporary = temporary(beside: path, suffix: ".txt")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(temporary, errno: errno) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            unlink(temporary)
            throw .unwritable(path, errno: written < 0 ? errno : ENOSPC)
        }
        try commit(temporary, to: path)
    }

    /// The build lock, taken exclusively; tried again every 20 ms until `seconds` have passed.
    static func lock(_ path: String, seconds: Int) async throws -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw HistoryStoreError.unwritable(path, errno: errno) }
        let until = ContinuousClock.now + .seconds(seconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < until else {
                close(descriptor)
                throw HistoryStoreError.locked(path, seconds: seconds)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return descriptor
    }

    /// Temporary files a killed build left behind; only called while holding the build lock, so
    /// none of them is being written.
    static func removeLeftovers(in folder: String) {
        for name in names(in: folder) where name.hasPrefix(".building-") { unlink(folder + "/" + name) }
    }

    /// The names in a folder (none when it cannot be listed).
    static func names(in folder: String) -> [String] {
        guard let listing = opendir(folder) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            names.append(
                withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                })
        }
        return names
    }

    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(exactly: info.st_size)
    }
}
