#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One fuzz input: bytes and their count; returns 0.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

// libFuzzer's driver entry; linked in by -sanitize=fuzzer.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ target: FuzzTarget
) -> CInt

/// Runs libFuzzer over `target` with the process's arguments, then exits with its status.
///
/// SwiftPM names every Swift executable's entry point after its module and links it as `main`, so
/// libFuzzer's own `main` cannot be used; each fuzz target's main.swift calls this instead.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
