#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What puts the terminal back from a signal handler or atexit, where only async-signal-safe calls
/// may be made: everything is stored before a handler is installed, and restoring is a write(2)
/// of fixed bytes and a tcsetattr with the saved settings, nothing else. One session at a time.
enum EmergencyRestore {
    /// True while a session is open and unrestored; whoever exchanges it to false restores, once.
    static let armed = Atomic<Bool>(false)
    static let inputDescriptor = Atomic<Int32>(-1)
    static let outputDescriptor = Atomic<Int32>(-1)
    /// The write end of the open session's wake pipe, for SIGWINCH; -1 when none.
    static let wakeDescriptor = Atomic<Int32>(-1)
    // Written only in `arm`, before `armed` is set (release) and read only after it is exchanged (acquire).
    nonisolated(unsafe) static let savedAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// Registered once per process; atexit cannot be undone, so it checks `armed` when it runs.
    private static let atexitHook: Bool = {
        atexit { EmergencyRestore.restoreNow() }
        return true
    }()

    static func arm(input: Int32, output: Int32, saved: termios) {
        _ = atexitHook
        savedAttributes.pointee = saved
        inputDescriptor.store(input, ordering: .relaxed)
        outputDescriptor.store(output, ordering: .relaxed)
        armed.store(true, ordering: .releasing)
    }

    /// Async-signal-safe; does nothing when there is nothing to restore or it has been done.
    static func restoreNow() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        let output = outputDescriptor.load(ordering: .relaxed)
        _ = RawMode.restoreSequence.withUTF8Buffer { POSIX.writeAll(output, UnsafeRawBufferPointer($0)) }
        _ = tcsetattr(inputDescriptor.load(ordering: .relaxed), TCSANOW, savedAttributes)
    }
}

/// The signal handlers a session installs, and the ones they replaced.
enum SignalHandlers {
    /// Signals that end the process (Ctrl-C cannot send SIGINT in raw mode, but `kill` can) and the
    /// crash signals: Swift's traps arrive as SIGILL (x86_64) or SIGTRAP (arm64) on Linux.
    static let restoring: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    private static let slots = 65
    // Written only while installing, before the handler that reads its slot is in place.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    private static let installed = Mutex<[Int32]>([])

    static func install() {
        installed.withLock { installed in
            for signal in restoring where Int(signal) < slots {
                var current = sigaction()
                sigaction(signal, nil, &current)
                // A signal the parent ignores (nohup's SIGHUP) stays ignored: a handler would end the process.
                guard !isIgnored(current) else { continue }
                previous[Int(signal)] = current
                set(signal, handler: restoreThenPassOn, flags: SA_NODEFER)
                installed.append(signal)
            }
            var current = sigaction()
            sigaction(SIGWINCH, nil, &current)
            previous[Int(SIGWINCH)] = current
            set(SIGWINCH, handler: wakeOnResize, flags: SA_RESTART)
            installed.append(SIGWINCH)
        }
    }

    static func uninstall() {
        installed.withLock { installed in
            for signal in installed { sigaction(signal, previous + Int(signal), nil) }
            installed.removeAll()
        }
    }

    private static func set(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        // SIG_IGN is the handler address 1 on Linux and Darwin alike.
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }
}

/// Restores the terminal, then hands the signal to the handler it replaced (the default action,
/// or Swift's backtracer for a crash), so the process ends as that signal would have ended it.
/// SA_NODEFER lets the raise be delivered at once.
private func restoreThenPassOn(_ signal: Int32) {
    let savedErrno = errno
    EmergencyRestore.restoreNow()
    sigaction(signal, SignalHandlers.previous + Int(signal), nil)
    raise(signal)
    errno = savedErrno
}

/// Wakes the reading thread, which asks for the new size; a full pipe already holds a wake-up.
private func wakeOnResize(_ signal: Int32) {
    let savedErrno = errno
    let descriptor = EmergencyRestore.wakeDescriptor.load(ordering: .relaxed)
    if descriptor >= 0 {
        var byte = WakeByte.resize
        _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
}

/// What a byte in the wake pipe asks the reading thread to do.
enum WakeByte {
    static let resize = UInt8(ascii: "W")
    static let stop = UInt8(ascii: "Q")
}
