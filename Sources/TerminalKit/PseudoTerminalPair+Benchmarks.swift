#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `PseudoTerminalPair` for the Benchmarks package, which sees no `package` API: `f1-bench
/// tracker` runs f1tracker in one (docs/performance.md, "f1tracker"). Opening, starting a program
/// and closing behave as the pair's own.
@_spi(Benchmarks) public struct BenchmarkTerminal: Sendable {
    private let pair: PseudoTerminalPair
    public var controller: Int32 { pair.controller }
    public var terminal: Int32 { pair.terminal }

    /// Opens a pair; the error's description says which step failed and why.
    public init() throws {
        pair = try PseudoTerminalPair()
    }

    /// `PseudoTerminalPair.spawn`.
    public func spawn(_ path: String, arguments: [String], environment: [String], controllingTerminal: Bool) throws -> pid_t {
        try pair.spawn(path, arguments: arguments, environment: environment, controllingTerminal: controllingTerminal)
    }
}
