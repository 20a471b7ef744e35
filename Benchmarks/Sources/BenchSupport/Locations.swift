import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the benchmarks find their data and the programs they run. The F1Kit checkout is found
/// from this file's own path, so a benchmark runs the same from any directory; the environment
/// can point elsewhere: F1_BENCH_DATA (an f1db data folder), F1_BENCH_SHARED (a shared/data
/// folder), F1_BENCH_BIN (the folder of release builds of f1report and its friends).
package enum Locations {
    /// The F1Kit checkout: Benchmarks/Sources/BenchSupport/Locations.swift is four levels below it.
    package static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/data` beside the checkout, or F1_BENCH_SHARED.
    package static var sharedData: URL {
        environment("F1_BENCH_SHARED").map { URL(fileURLWithPath: $0) }
            ?? checkout.deletingLastPathComponent().appending(path: "shared/data")
    }

    /// The f1db checkout (the folder holding `data/`).
    package static var f1dbCheckout: URL {
        environment("F1_BENCH_DATA").map { URL(fileURLWithPath: $0).deletingLastPathComponent() } ?? sharedData.appending(path: "f1db")
    }

    /// The f1db data folder.
    package static var f1dbData: URL {
        environment("F1_BENCH_DATA").map { URL(fileURLWithPath: $0) } ?? sharedData.appending(path: "f1db/data")
    }

    /// The recorded OpenF1 sessions.
    package static var openF1: URL { sharedData.appending(path: "openf1") }

    /// A release build of one of F1Kit's programs: `swift build -c release` in the checkout puts
    /// them in .build/release (scripts/build-release, for the self-contained ones).
    package static func program(_ name: String) -> URL {
        (environment("F1_BENCH_BIN").map { URL(fileURLWithPath: $0) } ?? checkout.appending(path: ".build/release")).appending(path: name)
    }

    package static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Says on standard error why a suite registers no benchmarks, so a missing folder is not a silent pass.
    package static func skipping(_ suite: String, because reason: String) {
        FileHandle.standardError.write(Data("\(suite): no benchmarks registered: \(reason)\n".utf8))
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// A benchmark's failure, in one sentence.
package struct BenchmarkError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
