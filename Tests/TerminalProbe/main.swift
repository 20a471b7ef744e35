import TerminalKit

// Opens a terminal session on its standard streams, prints a marker, then ends as its argument
// says, so TerminalKitTests can check in a pseudo-terminal that the terminal is put back each way.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Marks the point where the session is open, for the test reading the other side.
let readyMarker = "PROBE-READY"

// A crash here should end the process, not write a core file the test would wait for.
var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
#if canImport(Glibc)
setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
#else
setrlimit(RLIMIT_CORE, &noCore)
#endif

var environment: [String: String] = [:]
for name in ["TERM", "NO_COLOR"] {
    if let value = getenv(name) { environment[name] = String(cString: value) }
}

let mode = CommandLine.arguments.dropFirst().first ?? "quit"
let session: TerminalSession
do {
    session = try TerminalSession.open(environment: environment)
} catch {
    let message = error.message(program: "terminal-probe") + "\n"
    _ = message.utf8CString.withUnsafeBytes { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}
session.write(Array(readyMarker.utf8))

/// Opaque to the optimizer, so the force unwrap below is not folded away.
@inline(never) func nothing() -> Int? {
    CommandLine.arguments.count > 1_000 ? 1 : nil
}

switch mode {
case "quit":
    session.restore()
    exit(0)
case "exit":
    // No restore(): the atexit hook must do it.
    exit(0)
case "sigterm":
    raise(SIGTERM)
case "sigint":
    raise(SIGINT)
case "echo":
    // Reports each event as a line, until "q": the test types keys and resizes the window.
    for await event in session.events() {
        session.write(Array("EVENT \(event)\r\n".utf8))
        if event == .key(.character("q")) { break }
    }
    session.restore()
    exit(0)
case "wait":
    // Waits for a key (q), so the test can signal it from outside while its session is open.
    for await event in session.events() where event == .key(.character("q")) { break }
    session.restore()
    exit(0)
case "abort":
    abort()
case "crash":
    print(nothing()!)  // trap-ok: deliberate, the test checks the terminal is restored after a Swift trap
default:
    session.restore()
    exit(64)
}
// Only reached if a signal did not end the process.
exit(3)
