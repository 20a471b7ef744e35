import CStandardStreams

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with write(2): a failure is an error the caller
/// handles, where `FileHandle.write` would trap.
package enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    /// Writes all of `text`, across short writes and interrupted calls.
    package func write(_ text: String) throws(StreamWriteFailure) {
        try write(bytes: Array(text.utf8))
    }

    package func write(bytes: [UInt8]) throws(StreamWriteFailure) {
        let code = bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(rawValue, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                if written < 0, errno == EINTR { continue }
                if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor inherited in non-blocking mode: wait until it takes more.
                    var request = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                }
                return written < 0 ? errno : EIO
            }
            return 0
        }
        if code != 0 { throw StreamWriteFailure(stream: self, code: code) }
    }

    /// Whether the stream was closed when the process started (see CStandardStreams).
    package var wasClosedAtStart: Bool {
        standard_streams_closed_at_start() & (1 << rawValue) != 0
    }

    /// "standard output" or "standard error", for messages.
    package var name: String {
        switch self {
        case .output: "standard output"
        case .error: "standard error"
        }
    }
}

/// Why a write to a standard stream failed.
package struct StreamWriteFailure: Error, Equatable, Sendable {
    package let stream: StandardStream
    /// The errno value.
    package let code: Int32

    package init(stream: StandardStream, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// The reader went away: the usual end of `f1report … | head`, not a failure worth a word.
    package var isBrokenPipe: Bool { code == EPIPE }

    /// One sentence for a person.
    package var message: String {
        if code == EBADF { return "Could not write to \(stream.name): it is closed." }
        return "Could not write to \(stream.name): \(String(cString: strerror(code)))."
    }
}

/// write(2), named apart from `StandardStream.write` so the method can call it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
