import Foundation

/// What this process holds open, as Linux's /proc names each descriptor ("pipe:[inode]",
/// "socket:[inode]", a file's path): for tests that check a run gave back what it took.
package enum OpenDescriptors {
    /// Whether this system has /proc/self/fd to read.
    package static var areListed: Bool { FileManager.default.fileExists(atPath: "/proc/self/fd") }

    /// The targets of this process's descriptors now.
    package static func targets() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        return Set(names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") })
    }
}
