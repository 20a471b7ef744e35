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
///   folder's modification time; about 1,400 `lstat` calls for f1db (the listings' entry types
///   find the folders, so no file is looked at, and a folder whose link count says it has no
///   subfolders, as every race folder, is not even listed).
/// - `content`: every file's relative path, size and bytes, hashed: read only when `quick`
///   differs from the last time, so a touched folder with the same files reuses its index.
package enum HistoryFingerprint {
    /// The folders below `root` (and `root` itself), each as inode, time and size, in name order.
    /// Only folders are looked at: the entries' types come from the folder listing itself.
    package static func quick(of root: String) throws(HistoryStoreError) -> String {
        var hasher = HistoryHasher()
        try walk(root, relative: "", files: false) { (relative: String, info: stat) throws(HistoryStoreError) in
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
        try walk(root, relative: "", files: true) { (relative: String, info: stat) throws(HistoryStoreError) in
            guard (info.st_mode & S_IFMT) == S_IFREG else { return }
            hasher.add(relative)
            let path = root + "/" + relative
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .unreadable(path, errno: errno) }
            defer { close(descriptor) }
            var length: UInt64 = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { bytes in read(descriptor, bytes.baseAddress, bytes.count) }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw .unreadable(path, errno: errno) }
                if count == 0 { break }
                length += UInt64(count)
                buffer.withUnsafeBytes { hasher.add(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            }
            hasher.add(length)
        }
        return hasher.hex
    }

    /// Calls `visit` for `root` itself and every folder below it (and, with `files`, every entry
    /// that is not a folder), depth first, names sorted. Links are not followed (f1db has none,
    /// and a link out of the checkout is not its content); names starting with ".git" are left out.
    private static func walk(
        _ root: String, relative: String, files: Bool, _ visit: (String, stat) throws(HistoryStoreError) -> Void
    ) throws(HistoryStoreError) {
        var info = stat()
        guard lstat(root, &info) == 0 else { throw .unreadable(root, errno: errno) }
        try walk(root, relative: relative, info: info, files: files, visit)
    }

    /// Visits the folder `relative` (whose `info` its parent's listing gave) and what is below it.
    /// Entries are looked at relative to their open folder (`fstatat`), not by their whole path:
    /// the kernel then walks one name, not eight, for each of f1db's 1,400 folders.
    private static func walk(
        _ root: String, relative: String, info: stat, files: Bool, _ visit: (String, stat) throws(HistoryStoreError) -> Void
    ) throws(HistoryStoreError) {
        try visit(relative, info)
        // A folder's link count is 2 plus its subfolders on the usual Linux file systems: a
        // folder of files only (every race folder) need not be listed for the quick check.
        // Where the count says nothing (btrfs gives 1), the folder is listed.
        if !files, info.st_nlink == 2 { return }
        let path = relative.isEmpty ? root : root + "/" + relative
        guard let folder = opendir(path) else { throw .unreadable(path, errno: errno) }
        defer { closedir(folder) }
        let descriptor = dirfd(folder)
        var listed: [(name: String, type: Int32)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name != "." && name != ".." && !name.hasPrefix(".git") else { continue }
            listed.append((name, Int32(entry.pointee.d_type)))
        }
        for (name, type) in listed.sorted(by: { $0.name < $1.name }) {
            let child = relative.isEmpty ? name : relative + "/" + name
            // Without `files`, only folders are looked at; the listing's own type says which
            // entries are folders (asking the file system only where it does not say).
            guard files || type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN) else { continue }
            var entry = stat()
            guard fstatat(descriptor, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 else { throw .unreadable(root + "/" + child, errno: errno) }
            if (entry.st_mode & S_IFMT) == S_IFDIR {
                try walk(root, relative: child, info: entry, files: files, visit)
            } else if files {
                try visit(child, entry)
            }
        }
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
