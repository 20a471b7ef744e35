import CStandardStreams

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a command-line program ends when its output fails: a broken pipe ends it quietly, as if
/// SIGPIPE had not been ignored; any other failure ends it with one sentence on standard error
/// (when that still works) and exit status 1. Never a crash dump.
package enum CommandLineOutput {
    /// Checks, as the process exits, what was written through C's stdio (`print`, and
    /// ArgumentParser's help and errors), which reports failures only in the stream's error flag.
    /// Call once, first thing in `main`.
    package static func install(programName: String) {
        program = programName
        atexit {
            let code = standard_streams_flush_stdout()
            guard code != 0 else { return }
            CommandLineOutput.end(after: StreamWriteFailure(stream: .output, code: StandardStream.output.wasClosedAtStart ? EBADF : code))
        }
    }

    /// Writes `text` to standard output, or ends the process as described above.
    package static func write(_ text: String) {
        do throws(StreamWriteFailure) {
            if StandardStream.output.wasClosedAtStart { throw StreamWriteFailure(stream: .output, code: EBADF) }
            try StandardStream.output.write(text)
        } catch {
            end(after: error)
        }
    }

    /// `program: message` on standard error. If standard error fails too there is no one left
    /// to tell, so the failure is dropped. A message that quotes what the program was given is
    /// made visible first (F1CommandLine's `Terminal.complain` does it for F1Kit's programs).
    package static func complain(_ message: String) {
        try? StandardStream.error.write("\(program): \(message)\n")
    }

    /// `text` on standard error as it is: ArgumentParser's usage and errors.
    package static func complainVerbatim(_ text: String) {
        try? StandardStream.error.write(text)
    }

    /// Ends the process after `failure`, at once: the output is gone, and flushing or exit
    /// handlers would only try to write again.
    package static func end(after failure: StreamWriteFailure) -> Never {
        if failure.isBrokenPipe {
            signal(SIGPIPE, SIG_DFL)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            sigprocmask(SIG_UNBLOCK, &pipeSignal, nil)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)  // Only reached if the signal could not end the process.
        }
        if failure.stream == .output { complain(failure.message) }
        _exit(1)
    }

    // Written once, in `install`, before the program starts any other thread.
    nonisolated(unsafe) private static var program = "error"
}
