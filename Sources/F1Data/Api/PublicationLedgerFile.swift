import F1Domain
import F1UseCases
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The publication ledger as files in the cache folder, one a calendar:
/// `calendars/<name>.ledger`, a line an event (UID, start, end, sequence, last modified).
///
/// Two programs publishing at once (f1web and f1report on one cache) take turns by an advisory
/// lock beside the file, so neither loses the other's revision; the file is replaced by rename,
/// so a reader (or a crash) sees the old ledger or the new, never half of one. docs/calendar.md.
public struct PublicationLedgerFile: PublicationLedger {
    /// The cache folder the ledgers live under.
    public let directory: URL
    /// How long a publisher waits for another's turn before publishing unrecorded.
    let lockDeadline: Duration

    static let header = "f1kit publication ledger 1"
    /// Far more than a ledger of every session since 1950 weighs.
    static let sizeLimit = 4 * 1_048_576

    public init(directory: URL) {
        self.init(directory: directory, lockDeadline: .seconds(2))
    }

    init(directory: URL, lockDeadline: Duration) {
        self.directory = directory
        self.lockDeadline = lockDeadline
    }

    /// The ledger file of `calendar`.
    public func file(of calendar: String) -> URL {
        directory.appendingPathComponent("calendars", isDirectory: true).appendingPathComponent(Self.fileName(calendar) + ".ledger")
    }

    public func publish(_ events: [String: PublishedTimes], calendar: String, now: Moment) throws(LedgerFailure) -> [String: Publication] {
        let file = file(of: calendar)
        do {
            try CacheFileSystem.makeDirectories(file.deletingLastPathComponent())
        } catch {
            throw LedgerFailure(error.message)
        }
        let lock = try Self.lock(file.path + ".lock", deadline: lockDeadline)
        defer { close(lock) }
        var recorded = try Self.read(file.path)
        var published: [String: Publication] = [:]
        var changed = false
        for (uid, times) in events {
            let publication = Publication.next(after: recorded[uid], times: times, now: now)
            if publication != recorded[uid] { changed = true }
            recorded[uid] = publication
            published[uid] = publication
        }
        if changed { try Self.write(recorded, to: file) }
        return published
    }

    // MARK: - Files

    /// A name safe for any file system, and distinct for distinct calendars: the name's letters
    /// and digits, then a hash of the whole name.
    static func fileName(_ calendar: String) -> String {
        let readable = String(
            calendar.lowercased().unicodeScalars.prefix(60).map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" })
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in calendar.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return readable + "-" + String(hash, radix: 16)
    }

    /// The lock beside the ledger, taken exclusively; tried again until `deadline`.
    private static func lock(_ path: String, deadline: Duration) throws(LedgerFailure) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LedgerFailure("\(path) could not be opened (\(CacheFileSystem.reason()))") }
        let until = ContinuousClock.now + deadline
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, ContinuousClock.now < until else {
                close(descriptor)
                let why = code == EWOULDBLOCK ? "another program held it for longer than \(deadline)" : CacheFileSystem.reason(code)
                throw LedgerFailure("\(path) could not be locked (\(why))")
            }
            usleep(2_000)
        }
        return descriptor
    }

    /// The recorded publications; a line that is not one is passed over (a ledger written by a
    /// later version, or damaged), so the worst a broken ledger does is publish revision 0 again.
    static func read(_ path: String) throws(LedgerFailure) -> [String: Publication] {
        switch CacheFileSystem.read(path, limit: sizeLimit) {
        case .missing: return [:]
        case .unusable(let why): throw LedgerFailure("\(path) cannot be read: \(why)")
        case .file(let data, _): return parse(String(decoding: data, as: UTF8.self))
        }
    }

    /// Read as bytes: the ledger is F1Kit's own ASCII, and splitting a `String` by characters
    /// was a fifth of a calendar's answer (docs/performance.md).
    static func parse(_ text: String) -> [String: Publication] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), first.elementsEqual(header.utf8) else { return [:] }
        var recorded: [String: Publication] = [:]
        recorded.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 5, let sequence = Int(Substring(fields[3])), sequence >= 0, let milliseconds = Int(Substring(fields[4])) else {
                continue
            }
            let times = PublishedTimes(start: String(Substring(fields[1])), end: String(Substring(fields[2])))
            recorded[String(Substring(fields[0]))] = Publication(
                times: times, sequence: sequence, lastModified: Moment(millisecondsSince1970: milliseconds))
        }
        return recorded
    }

    static func format(_ recorded: [String: Publication]) -> String {
        var text = header + "\n"
        // A UID that would break a line is never written (F1Kit's own never do).
        for (uid, publication) in recorded.sorted(by: { $0.key < $1.key }) where !uid.contains(where: { $0 == "\t" || $0.isNewline }) {
            text += "\(uid)\t\(publication.times.start)\t\(publication.times.end)\t\(publication.sequence)\t"
            text += "\(publication.lastModified.millisecondsSince1970)\n"
        }
        return text
    }

    /// Written beside the ledger and renamed over it.
    private static func write(_ recorded: [String: Publication], to file: URL) throws(LedgerFailure) {
        let temporary = file.deletingLastPathComponent().path + "/.writing.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try CacheFileSystem.writeNew(temporary, Data(format(recorded).utf8))
        } catch {
            throw LedgerFailure(error.message)
        }
        guard rename(temporary, file.path) == 0 else {
            let reason = CacheFileSystem.reason()
            unlink(temporary)
            throw LedgerFailure("\(file.path) could not be replaced (\(reason))")
        }
    }
}
