import StandardStreams
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct StreamWriteFailureTests {
    @Test func aClosedStreamIsSaidPlainly() {
        #expect(StreamWriteFailure(stream: .output, code: EBADF).message == "Could not write to standard output: it is closed.")
    }

    @Test func otherFailuresNameTheSystemsReason() {
        #expect(StreamWriteFailure(stream: .error, code: ENOSPC).message == "Could not write to standard error: No space left on device.")
        #expect(StreamWriteFailure(stream: .output, code: EIO).message == "Could not write to standard output: Input/output error.")
    }

    @Test func onlyEPIPEIsABrokenPipe() {
        #expect(StreamWriteFailure(stream: .output, code: EPIPE).isBrokenPipe)
        #expect(!StreamWriteFailure(stream: .output, code: ENOSPC).isBrokenPipe)
        #expect(!StreamWriteFailure(stream: .output, code: EBADF).isBrokenPipe)
    }

    @Test func theTestRunnersStreamsWereOpenAtStart() {
        #expect(!StandardStream.output.wasClosedAtStart)
        #expect(!StandardStream.error.wasClosedAtStart)
    }
}
