import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal handlers a session installs, and the ones they replaced.
enum SignalHandlers {
    /// Signals that end the process (Ctrl-C cannot send SIGINT in raw mode, but `kill` can): the
    /// process ends by the signal's default action, so its parent sees it was signalled (128+n in a
    /// shell), never through a handler that reports a crash or lets it run on.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The crash signals, passed on to the handler they had (Swift's backtracer): Swift's traps
    /// arrive as SIGILL (x86_64) or SIGTRAP (arm64) on Linux.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    private static let slots = 65
    // Written only while installing, before the handler that reads its slot is in place.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    private static let installed = Mutex<[Int32]>([])

    static func install() {
        installed.withLock { installed in
            func replace(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32, unlessIgnored: Bool = true) {
                guard Int(signal) < slots else { return }
                var current = sigaction()
                sigaction(signal, nil, &current)
                // A signal the parent ignores (nohup's SIGHUP) stays ignored: a handler would end the process.
                if unlessIgnored, isIgnored(current) { return }
                previous[Int(signal)] = current
                set(signal, handler: handler, flags: flags)
                installed.append(signal)
            }
            // SA_NODEFER: the signal raised again inside the handler is delivered at once.
            for signal in terminating { replace(signal, with: restoreThenEnd, flags: SA_NODEFER) }
            for signal in crashing { replace(signal, with: restoreThenPassOn, flags: SA_NODEFER) }
            replace(SIGTSTP, with: restoreThenStop, flags: SA_NODEFER | SA_RESTART)
            replace(SIGCONT, with: resume, flags: SA_RESTART, unlessIgnored: false)
            replace(SIGWINCH, with: wakeOnResize, flags: SA_RESTART, unlessIgnored: false)
        }
    }

    static func uninstall() {
        installed.withLock { installed in
            for signal in installed { sigaction(signal, previous + Int(signal), nil) }
            installed.removeAll()
        }
    }

    /// Async-signal-safe: sigaction only.
    static func set(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32) {
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

    /// Async-signal-safe: the default action, as the process had before any handler.
    static func setDefault(_ signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        // SIG_DFL is the null handler on Linux and Darwin alike: a zeroed sigaction.
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

/// Restores the terminal, then ends the process as the signal's default action would have.
private func restoreThenEnd(_ signal: Int32) {
    let savedErrno = errno
    EmergencyRestore.restoreNow()
    SignalHandlers.setDefault(signal)
    raise(signal)
    errno = savedErrno
}

/// Restores the terminal, then hands the signal to the handler it replaced (the default action,
/// or Swift's backtracer for a crash), so the process ends as that signal would have ended it.
private func restoreThenPassOn(_ signal: Int32) {
    let savedErrno = errno
    EmergencyRestore.restoreNow()
    sigaction(signal, SignalHandlers.previous + Int(signal), nil)
    raise(signal)
    errno = savedErrno
}

/// SIGTSTP (`kill -TSTP`; Ctrl-Z is a key in raw mode): puts the terminal back for the shell, then
/// stops as the default action would. Execution goes on here after SIGCONT, whose handler makes the
/// terminal raw again.
private func restoreThenStop(_ signal: Int32) {
    let savedErrno = errno
    if EmergencyRestore.restoreNow() { EmergencyRestore.suspended.store(true, ordering: .releasing) }
    SignalHandlers.setDefault(signal)
    raise(signal)
    if EmergencyRestore.open.load(ordering: .acquiring) {
        SignalHandlers.set(signal, handler: restoreThenStop, flags: SA_NODEFER | SA_RESTART)
    }
    errno = savedErrno
}

private func resume(_ signal: Int32) {
    let savedErrno = errno
    EmergencyRestore.resumeNow()
    errno = savedErrno
}

/// Wakes the reading thread, which asks for the new size.
private func wakeOnResize(_ signal: Int32) {
    let savedErrno = errno
    EmergencyRestore.wake(WakeByte.resize)
    errno = savedErrno
}
