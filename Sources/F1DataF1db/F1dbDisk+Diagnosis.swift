import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension F1dbDisk {
    enum Expected {
        case file, folder
    }

    /// Why `url` could not be opened (`code` is the errno of the call that failed): walks down
    /// from the root so that a missing, dangling or misplaced folder on the way is named, not the
    /// file below it.
    func diagnose(_ url: URL, expecting: Expected, code: Int32) -> F1dbPathError {
        let steps = steps(to: url)
        for (index, step) in steps.enumerated() {
            let wanted = index == steps.count - 1 && expecting == .file ? S_IFREG : S_IFDIR
            var status = stat()
            guard lstat(step.path, &status) == 0 else {
                if errno == ENOENT { return error(step, .missing) }
                break
            }
            if status.st_mode & S_IFMT == S_IFLNK, stat(step.path, &status) != 0 {
                if errno == ENOENT { return error(step, .danglingLink(to: linkTarget(step))) }
                if errno == ELOOP { return error(step, .linkLoop) }
                break
            }
            guard status.st_mode & S_IFMT == wanted else {
                let kind = Self.kind(status.st_mode)
                return error(step, wanted == S_IFREG ? .notAFile(kind) : .notAFolder(kind))
            }
        }
        return error(url, Self.unreadable(code))
    }

    /// The folders from the root down to `url`, then `url`; only `url` when it is not under the root.
    private func steps(to url: URL) -> [URL] {
        let full = url.standardizedFileURL
        guard let root = root?.standardizedFileURL, full.path.hasPrefix(root.path + "/") else { return [full] }
        var step = root
        return full.path.dropFirst(root.path.count + 1).split(separator: "/").map { component in
            step = step.appending(path: String(component))
            return step
        }
    }

    private func linkTarget(_ url: URL) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "a path"
    }

    /// What a file-system object is.
    static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFIFO: .namedPipe
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        default: .special
        }
    }

    /// Why a call that failed with errno `code` could not read a path; the system's own reason,
    /// in lower case to follow "cannot be read: ", for the rare ones.
    static func unreadable(_ code: Int32) -> PathProblem {
        switch code {
        case EACCES, EPERM: return .permissionDenied
        default:
            let text = String(cString: strerror(code))
            return .unreadable(text.prefix(1).lowercased() + text.dropFirst())
        }
    }
}
