#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal opened with posix_openpt, for what drives a terminal program the way a
/// person's terminal would (TerminalKit's tests, `f1-bench tracker`): the controller side to read
/// and type on, and the terminal side, whose path a program opens. Closing is the owner's.
package struct PseudoTerminalPair: Sendable {
    package let controller: Int32
    /// The terminal side, held open here too so the pair outlives the program.
    package let terminal: Int32
    package let path: String

    /// Why a pair could not be opened: a clause naming the step and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package init() throws(Failure) {
        controller = Calls.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { throw Failure(description: "posix_openpt failed: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 128)
        guard Calls.grantpt(controller) == 0, Calls.unlockpt(controller) == 0, Calls.ptsname_r(controller, &name, name.count) == 0 else {
            close(controller)
            throw Failure(description: "preparing the pseudo-terminal failed: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            close(controller)
            throw Failure(description: "opening \(path) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// posix_openpt and its friends are declared by <stdlib.h> only under _XOPEN_SOURCE, which the
    /// Glibc module leaves out, so they are looked up in the C library as it is loaded.
    private enum Calls {
        static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        static let ptsname_r = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

        private static func function<Signature>(_ name: String, as signature: Signature.Type) -> Signature {
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)  // RTLD_DEFAULT
            precondition(symbol != nil, "the C library has no \(name)")  // trap-ok: every C library TerminalKit runs on has the POSIX pty calls
            return unsafeBitCast(symbol, to: signature)
        }
    }
}
