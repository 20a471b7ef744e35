#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one state of a data folder from another, in two strengths (docs/ARCHITECTURE.md,
/// "The whole history as an index").
///
/// - `quick`: every folder's inode, modification time and size. `git pull`, `git checkout` and
///   copying a file in place replace the file, which changes its folder's entries and so the
///   folder's modification time; about 1,400 `stat` calls for f1db, a millisecond or two.
/// - `content`: every file's relative path, size and bytes, hashed: read only when `quick`
///   differs from the last time, so a touched folder with the same files reuses its index.
package enum HistoryFingerprint {
    /// The folders below `root` (and `root` itself), each as inode, time and size, in name order.
    package static func quick(of root: String) throws(HistoryStoreError) -> String {
        var hasher = HistoryHasher()
        try walk(root, relative: "") { relative, info, isFolder in
            guard isFolder else { return }
            hasher.add(relative)
            hasher.add(UInt64(truncatingIfNeeded: info.st_ino))
            hasher.add(UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
            hasher.add(UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
            hasher.add(UInt64(truncatingIfNeeded: info.st_size))
        }
        return hasher.hex
    }

    /// Every regular file below `root`: its path, length and bytes. `salt` (the index's schema
    /// version) makes an index of another layout a different key.
    package static func content(of root: String, salt: String) throws(HistoryStoreError) -> String {
        var hasher = HistoryHasher()
        hasher.add(salt)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        try walk(root, relative: "") { (relative: String, info: stat, isFolder: Bool) throws(HistoryStoreError) in
            guard !isFolder else { return }
            hasher.add(relative)
            hasher.add(UInt64(truncatingIfNeeded: info.st_size))
            let descriptor = open(root + "/" + relative, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .unreadable(root + "/" + relative, errno: errno) }
            defer { close(descriptor) }
            while true {
                let count = buffer.withUnsafeMutableBytes { bytes in read(descriptor, bytes.baseAddress, bytes.count) }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw .unreadable(root + "/" + relative, errno: errno) }
                if count == 0 { break }
                buffer.withUnsafeBytes { hasher.add(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            }
        }
        return hasher.hex
    }

    /// Calls `visit` for `folder` itself and everything below it, depth first, names sorted; links
    /// are not followed (f1db has none, and a link out of the checkout is not its content).
    private static func walk(
        _ root: String, relative: String, _ visit: (String, stat, Bool) throws(HistoryStoreError) -> Void
    ) throws(HistoryStoreError) {
        let path = relative.isEmpty ? root : root + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { throw HistoryStoreError.unreadable(path, errno: errno) }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        guard isFolder || (info.st_mode & S_IFMT) == S_IFREG else { return }
        try visit(relative, info, isFolder)
        guard isFolder else { return }
        for name in try names(in: path) {
            try walk(root, relative: relative.isEmpty ? name : relative + "/" + name, visit)
        }
    }

    private static func names(in path: String) throws(HistoryStoreError) -> [String] {
        guard let folder = opendir(path) else { throw HistoryStoreError.unreadable(path, errno: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." && !name.hasPrefix(".git") { names.append(name) }
        }
        return names.sorted()
    }
}

/// Two independent 64-bit multiply–xorshift lanes over the bytes: a 128-bit key, not for
/// security, only so that two states of the data never share an index by accident.
struct HistoryHasher {
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    private var second: UInt64 = 0x1319_8A2E_0370_7344

    mutating func add(_ value: UInt64) {
        first = (first ^ value) &* 0x9E37_79B9_7F4A_7C15
        first ^= first >> 31
        second = (second ^ value) &* 0xC2B2_AE3D_27D4_EB4F
        second ^= second >> 29
    }

    mutating func add(_ text: String) {
        add(UInt64(truncatingIfNeeded: text.utf8.count))
        var copy = text
        copy.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func add(bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 8 <= bytes.count {
            add(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        var tail: UInt64 = 0
        for byte in bytes[index...] { tail = tail << 8 | UInt64(byte) }
        add(tail ^ UInt64(bytes.count - index) << 56)
    }

    var hex: String {
        func padded(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return padded(first) + padded(second)
    }
}
