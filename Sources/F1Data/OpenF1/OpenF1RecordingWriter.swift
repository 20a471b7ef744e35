import Dispatch
import Foundation

/// The files of a recording being made, and the one place they are written. Dated endpoints and
/// laps are journals, appended (`OpenF1Recording+Journal`); the rest are replaced whole: a
/// temporary file, synced, renamed over the old. No write passes the folder's limit: the one that would is not
/// made. A write that fails part way (a full disk) is cut back, so the files stay as they were.
struct OpenF1RecordingWriter {
    let folder: String
    /// The most bytes the folder may hold, counting each journal's closing bracket to come.
    let limit: Int
    /// Whether the files are synced to the disk (`fdatasync`) every `roundsPerSync` rounds, so a
    /// machine that loses power keeps all but the last few rounds; a killed process keeps every
    /// round either way, since what is written is in the system's cache.
    let syncs: Bool
    /// Syncing every round on the follower's thread cost following some 10% more CPU, every
    /// tenth round on a queue of its own still 4%, every thirtieth 0.7 points of the 2% the
    /// recorder may add (docs/performance.md, "Recording while following"): the disk's flushes are
    /// dear on a virtual machine. So the syncs run on a queue of their own every sixtieth round,
    /// about 3 minutes of a live session. That is what a machine that loses power has not on its
    /// disk, not what it loses: a follower restarted on the folder asks the feed for everything
    /// the recording lacks, the lost minutes with it (OpenF1 keeps every record of the session).
    static let roundsPerSync = 60
    private var roundsUnsynced = 0
    private let syncQueue = DispatchQueue(label: "f1kit.recording.sync")
    /// Every file's size, as written.
    private(set) var sizes: [String: Int]
    private var journals: [OpenF1Endpoint: Int32] = [:]
    private var unsynced: Set<OpenF1Endpoint> = []
    private var renamed = false

    enum Stop: Error, Equatable {
        case limit
        case diskFull
        case failed(String)
    }

    init(folder: String, limit: Int, syncs: Bool, sizes: [String: Int]) {
        self.folder = folder
        self.limit = limit
        self.syncs = syncs
        self.sizes = sizes
    }

    var total: Int { sizes.values.reduce(0, +) }

    /// The bytes the folder would hold with `added` more, and every journal closed.
    private func projected(adding added: Int, newJournal: Bool) -> Int {
        total + added + (journals.count + (newJournal ? 1 : 0)) * OpenF1Recording.journalEnd.count
    }

    private func path(_ name: String) -> String { folder + "/" + name }

    /// Starts `endpoint`'s journal afresh with `records` (a resumed recording's, cut to whole lines).
    mutating func startJournal(_ endpoint: OpenF1Endpoint, with records: [Data]) throws(Stop) {
        try replace(endpoint.recordedFileName, with: OpenF1Recording.journalStart + Self.lines(records))
        let descriptor = open(path(endpoint.recordedFileName), O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw Self.stop("\(endpoint.recordedFileName) could not be opened") }
        journals[endpoint] = descriptor
    }

    /// Adds `records` to the end of `endpoint`'s journal, starting it if need be.
    mutating func append(_ records: [Data], to endpoint: OpenF1Endpoint) throws(Stop) {
        guard !records.isEmpty else { return }
        if journals[endpoint] == nil { try startJournal(endpoint, with: []) }
        guard let descriptor = journals[endpoint] else { return }
        let bytes = Self.lines(records)
        guard projected(adding: bytes.count, newJournal: false) <= limit else { throw .limit }
        let name = endpoint.recordedFileName
        let before = sizes[name] ?? 0
        do throws(Stop) {
            try Self.write(bytes, to: descriptor)
        } catch {
            // Cut back to the last whole round, so no torn line is left for a later append to follow.
            _ = ftruncate(descriptor, off_t(before))
            throw error
        }
        sizes[name] = before + bytes.count
        unsynced.insert(endpoint)
    }

    /// Replaces a file whole: readers, and a crash, see the old file or the new one.
    mutating func replace(_ name: String, with body: Data) throws(Stop) {
        guard projected(adding: body.count, newJournal: false) <= limit else { throw .limit }
        let temporary = path("." + name + ".writing")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw Self.stop("\(temporary) could not be created") }
        do throws(Stop) {
            try Self.write(body, to: descriptor)
            if syncs, fdatasync(descriptor) != 0 { throw Self.stop("\(temporary) could not be synced") }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path(name)) == 0 else {
            let stop = Self.stop("\(path(name)) could not be replaced")
            unlink(temporary)
            throw stop
        }
        sizes[name] = body.count
        renamed = true
    }

    /// Ends a round; every `roundsPerSync` rounds, has what was appended and renamed since the
    /// last sync synced: the known point a machine that loses power goes back to.
    mutating func endRound() {
        roundsUnsynced += 1
        guard roundsUnsynced >= Self.roundsPerSync else { return }
        defer {
            unsynced = []
            renamed = false
            roundsUnsynced = 0
        }
        guard syncs else { return }
        // Copies of the descriptors, since a journal may be closed before its sync has run.
        let descriptors = unsynced.compactMap { journals[$0] }.map { fcntl($0, F_DUPFD_CLOEXEC, 0) }.filter { $0 >= 0 }
        let (folder, renamed) = (folder, renamed)
        syncQueue.async {
            for descriptor in descriptors {
                _ = fdatasync(descriptor)
                close(descriptor)
            }
            if renamed { Self.syncFolder(folder) }
        }
    }

    /// Waits for the syncs asked for so far.
    func waitForSyncs() {
        syncQueue.sync {}
    }

    /// Waits for the syncs asked for so far; then syncs what is left, as the recording ends.
    mutating func syncEverything() {
        syncQueue.sync {}
        guard syncs else { return }
        for descriptor in journals.values { _ = fdatasync(descriptor) }
        if renamed { Self.syncFolder(folder) }
        unsynced = []
        renamed = false
        roundsUnsynced = 0
    }

    private static func syncFolder(_ folder: String) {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// Closes every journal with `]`, so each file is the API's JSON list again.
    mutating func seal() {
        for (endpoint, descriptor) in journals {
            let name = endpoint.recordedFileName
            let size = sizes[name] ?? 0
            // The last record's comma gives way to the close; a journal without records keeps its `[`.
            let kept = size > OpenF1Recording.journalStart.count ? size - OpenF1Recording.journalSeparator.count : size - 1
            guard ftruncate(descriptor, off_t(kept)) == 0 else { continue }
            let end = OpenF1Recording.journalEnd
            if (try? Self.write(end, to: descriptor)) != nil { sizes[name] = kept + end.count }
            if syncs { _ = fdatasync(descriptor) }
        }
        closeJournals()
    }

    mutating func closeJournals() {
        for descriptor in journals.values { close(descriptor) }
        journals = [:]
    }

    static func lines(_ records: [Data]) -> Data {
        var bytes = Data(capacity: records.reduce(0) { $0 + $1.count + 2 })
        for record in records {
            bytes.append(record)
            bytes.append(OpenF1Recording.journalSeparator)
        }
        return bytes
    }

    private static func write(_ bytes: Data, to descriptor: Int32) throws(Stop) {
        let failure: Int32? = bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        if failure == ENOSPC || failure == EDQUOT { throw .diskFull }
        throw .failed(String(cString: strerror(failure)))
    }

    private static func stop(_ what: String) -> Stop {
        let code = errno
        if code == ENOSPC || code == EDQUOT { return .diskFull }
        return .failed("\(what) (\(String(cString: strerror(code))))")
    }
}
