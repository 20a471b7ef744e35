import ErgastEmulator
import F1Data
import Foundation

// `f1-api-emulator`: the Ergast/Jolpica API on 127.0.0.1 for checks and benchmarks run from
// outside the package's tests (scripts/check-install, Benchmarks/).
//   f1-api-emulator                                   the built-in demo data
//   f1-api-emulator --recorded DIR --f1db CHECKOUT     recorded answers, 2023 completed from f1db
//   f1-api-emulator --openf1 SESSION                   a recorded OpenF1 session
//   f1-api-emulator --openf1 SESSION --live-before-flag SECONDS   the same, running now, SECONDS before its flag
// Prints its base URL on one line, then serves until its standard input closes. A line
// `requests` on standard input is answered with how many requests arrived since the last one.
let server: any EmulatedServer
do {
    server = try await EmulatorOptions(CommandLine.arguments.dropFirst()).server()
} catch {
    FileHandle.standardError.write(Data("f1-api-emulator: \(error)\n".utf8))
    exit(64)
}
try server.start()
try FileHandle.standardOutput.write(contentsOf: Data((server.baseURL.absoluteString + "\n").utf8))
var counted = 0
while let line = readLine() {
    guard line == "requests" else { continue }
    let count = server.requestCount
    try FileHandle.standardOutput.write(contentsOf: Data("\(count - counted)\n".utf8))
    counted = count
}
server.stop()
