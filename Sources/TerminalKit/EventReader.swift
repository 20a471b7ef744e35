#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The session's reading thread: it sleeps in poll() on the input and the wake pipe, with a
/// timeout only while an escape sequence is pending, so an idle program costs nothing.
final class EventReader: Sendable {
    let session: TerminalSession
    let continuation: AsyncStream<TerminalEvent>.Continuation
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    static let escapeTimeoutMilliseconds: Int32 = 25
    /// How long a paste may pause before what came of it counts as the whole paste: a terminal
    /// sends a paste at once, and a lost end marker must not swallow every later key.
    static let pasteTimeoutMilliseconds: Int32 = 500

    init(session: TerminalSession, continuation: AsyncStream<TerminalEvent>.Continuation) {
        self.session = session
        self.continuation = continuation
    }

    /// Runs `reader` on a detached POSIX thread of its own, which holds it (and its session) until it ends.
    static func start(_ reader: EventReader) {
        let context = Unmanaged.passRetained(reader).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let result = pthread_create(
            &thread, nil,
            { context in
                guard let context = asOptional(context) else { return nil }
                Unmanaged<EventReader>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<EventReader>.fromOpaque(context).release()
            reader.continuation.finish()
            return
        }
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
    }

    private func run() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var watched = [
            pollfd(fd: session.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: session.wakePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        reading: while true {
            watched[0].revents = 0
            watched[1].revents = 0
            let timeout = decoder.isInPaste ? Self.pasteTimeoutMilliseconds : decoder.hasPending ? Self.escapeTimeoutMilliseconds : -1
            let ready = poll(&watched, nfds_t(watched.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                send(decoder.flush())
                continue
            }
            // The wake pipe first: after restore() the terminal is no longer raw, and a read could wait for a whole line.
            if watched[1].revents != 0 {
                let wakes = drainWakePipe()
                if wakes.contains(WakeByte.stop) { break }
                if wakes.contains(WakeByte.resize) { continuation.yield(.resize(session.size)) }
            }
            let inputEvents = watched[0].revents
            if inputEvents & Int16(POLLIN) != 0 {
                let count = read(session.input, &buffer, buffer.count)
                if count > 0 {
                    send(decoder.decode(buffer[0..<count]))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    break
                }
            } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                break
            }
        }
        continuation.finish()
    }

    private func send(_ keys: [Key]) {
        for key in keys { continuation.yield(.key(key)) }
    }

    private func drainWakePipe() -> Set<UInt8> {
        var wakes: Set<UInt8> = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(session.wakePipe.read, &bytes, bytes.count)
            guard count > 0 else { break }
            wakes.formUnion(bytes[0..<count])
        }
        return wakes
    }
}

/// pthread_create hands its argument over as optional on Linux and non-optional on Darwin.
private func asOptional(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { pointer }
