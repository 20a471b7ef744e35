#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the index's folder or files could not be used, each said in one sentence.
package enum HistoryStoreError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, errno: Int32)
    case unwritable(String, errno: Int32)
    case locked(String, seconds: Int)
    case damaged(String, why: String)
    case database(String, why: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let code): "\(path) could not be read (\(Self.reason(code)))."
        case .unwritable(let path, let code): "\(path) could not be written (\(Self.reason(code)))."
        case .locked(let path, let seconds): "\(path) was held by another program building the index for over \(seconds) s."
        case .damaged(let path, let why): "The history index \(path) is damaged (\(why)); `f1report index --rebuild` builds it anew."
        case .database(let path, let why): "The history index \(path) could not be written: \(why)."
        }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
