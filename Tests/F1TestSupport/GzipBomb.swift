import Foundation

/// A gzip stream of `bytes` spaces, made by the system's gzip: a small file that decompresses huge.
package enum GzipBomb {
    /// 512 MiB of spaces in about 500 KB, made once per test process.
    package static var shared: Data {
        get throws { try made.get() }
    }

    private static let made = Result { try make(bytes: 512 * 1_048_576) }

    package static func make(bytes: Int) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c \(bytes) /dev/zero | tr '\\0' ' ' | gzip -9"]
        let output = Pipe()
        process.standardOutput = output
        try ProcessRunner.start(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        try? output.fileHandleForReading.close()  // Not left to the pipe's deinit (PipeDrain says why).
        process.waitUntilExit()
        return data
    }
}
