import Foundation
import Testing

@testable import F1Codegen

/// Reasons for failed file operations are short phrases, never "NSCocoaErrorDomain error 512".
@Suite struct FileProblemTests {
    @Test func theUnderlyingPOSIXErrorGivesTheReason() {
        let denied = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
        #expect(FileProblem.reason(denied) == "permission denied")
        let full = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        #expect(FileProblem.reason(full) == "no space left on device")
    }

    @Test func knownCocoaCodesWithoutAnUnderlyingErrorAreNamed() {
        #expect(FileProblem.reason(CocoaError(.fileReadNoPermission)) == "permission denied")
        #expect(FileProblem.reason(CocoaError(.fileWriteFileExists)) == "a file of that name is in the way")
        #expect(FileProblem.reason(CocoaError(.fileReadNoSuchFile)) == "no such file")
    }
}
