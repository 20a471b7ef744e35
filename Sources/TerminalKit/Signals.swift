import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What puts the terminal back from a signal handler or atexit, where only async-signal-safe calls
/// may be made: everything is stored before a handler is installed, and restoring is a write(2)
/// of fixed bytes and a tcsetattr with the saved settings, nothing else. One session at a time.
enum EmergencyRestore {
    /// True while a session is open and unrestored; whoever exchanges it to false restores, once.
    static let armed = Atomic<Bool>(false)
    static let inputDescriptor = Atomic<Int32>(-1)
    static let outputDescriptor = Atomic<Int32>(-1)
    /// True from `arm` until the session's `restore()`, stopped or not: a SIGCONT resumes only an open session.
    static let open = Atomic<Bool>(false)
    /// True while SIGTSTP has the terminal put back and the process stopped; SIGCONT makes it raw again.
    static let suspended = Atomic<Bool>(false)
    /// The write end of the open session's wake pipe, for SIGWINCH and SIGCONT; -1 when none.
    static let wakeDescriptor = Atomic<Int32>(-1)
    // Both written only in `arm`, before `armed` is set (release) and read only after it is exchanged (acquire).
    nonisolated(unsafe) static let savedAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static let rawAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// Registered once per process; atexit cannot be undone, so it checks `armed` when it runs.
    private static let atexitHook: Bool = {
        atexit { EmergencyRestore.restoreNow() }
        return true
    }()

    static func arm(input: Int32, output: Int32, saved: termios, raw: termios) {
        _ = atexitHook
        savedAttributes.pointee = saved
        rawAttributes.pointee = raw
        inputDescriptor.store(input, ordering: .relaxed)
        outputDescriptor.store(output, ordering: .relaxed)
        suspended.store(false, ordering: .relaxed)
        open.store(true, ordering: .releasing)
        armed.store(true, ordering: .releasing)
    }

    /// For the session's own restore: no SIGCONT may make the terminal raw again after it.
    static func close() {
        open.store(false, ordering: .releasing)
        suspended.store(false, ordering: .relaxed)
    }

    /// Async-signal-safe; does nothing when there is nothing to restore or it has been done.
    /// True when this call put the terminal back.
    @discardableResult
    static func restoreNow() -> Bool {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return false }
        let output = outputDescriptor.load(ordering: .relaxed)
        _ = RawMode.restoreSequence.withUTF8Buffer { POSIX.writeAll(output, UnsafeRawBufferPointer($0)) }
        _ = tcsetattr(inputDescriptor.load(ordering: .relaxed), TCSANOW, savedAttributes)
        return true
    }

    /// After SIGCONT: raw mode and the app's screen again, and a wake-up that redraws it whole,
    /// whether SIGTSTP put the terminal back or SIGSTOP left it and a shell reset it. Async-signal-safe.
    static func resumeNow() {
        guard open.load(ordering: .acquiring) else { return }
        let wasSuspended = suspended.exchange(false, ordering: .acquiringAndReleasing)
        guard wasSuspended || armed.load(ordering: .acquiring) else { return }
        _ = tcsetattr(inputDescriptor.load(ordering: .relaxed), TCSANOW, rawAttributes)
        let output = outputDescriptor.load(ordering: .relaxed)
        _ = RawMode.enterSequence.withUTF8Buffer { POSIX.writeAll(output, UnsafeRawBufferPointer($0)) }
        armed.store(true, ordering: .releasing)
        wake(WakeByte.resize)
    }

    /// Async-signal-safe; a full pipe already holds a wake-up.
    static func wake(_ byte: UInt8) {
        let descriptor = wakeDescriptor.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        var byte = byte
        _ = write(descriptor, &byte, 1)
    }
}

/// What a byte in the wake pipe asks the reading thread to do.
enum WakeByte {
    /// Report the size: after SIGWINCH, and after SIGCONT, whose redraw is a resize's.
    static let resize = UInt8(ascii: "W")
    static let stop = UInt8(ascii: "Q")
}
