import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds f1report-fetch when a program run from source opens a networked source and the helper
/// is not built yet. The scripts that run the programs from source build only the program: the
/// helper (AsyncHTTPClient, BoringSSL) is most of a clean build, and the demo data, the f1db
/// folder and the cache never use it (docs/performance.md, "The README's first command"). An
/// installed program never builds: only the scripts name the package, and only a helper missing
/// from that package's build folder is built.
package enum HelperBuild {
    /// The package folder, set by scripts/f1report, scripts/f1tracker and scripts/f1web.
    package static let packageVariable = "F1REPORT_FETCH_PACKAGE"
    package static let announcement = "Building the fetch helper for the network (first use only)…"

    package enum Outcome: Equatable, Sendable {
        case notNeeded
        case built
        /// The sentence said on standard error; the helper stays missing, and a request says so.
        case failed(String)
    }

    /// Held for a whole build, so requests that ask together start one.
    private static let building = Mutex(())

    /// Builds `fetcher` if it is missing and the program runs from the package the environment
    /// names, saying so on standard error. It blocks until the build ends, and is called when a
    /// source is opened, before any request: a request's deadline must not run during a build
    /// of minutes.
    @discardableResult
    package static func prepare(_ fetcher: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        guard let package = environment[packageVariable], !package.isEmpty else { return .notNeeded }
        let buildFolder = URL(fileURLWithPath: package).appending(path: ".build").resolvingSymlinksInPath().path + "/"
        guard fetcher.resolvingSymlinksInPath().path.hasPrefix(buildFolder) else { return .notNeeded }
        return building.withLock { _ in
            guard !FileManager.default.fileExists(atPath: fetcher.path) else { return .notNeeded }
            say(announcement)
            let configuration = fetcher.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"
            let arguments = [
                "swift", "build", "--quiet", "--package-path", package, "--product", ProcessHTTPClient.helperName,
                "--configuration", configuration,
            ]
            // The build's own output is left out: a full-screen program's frame must not be written over.
            let termination = Result { () throws(ChildProcess.Failure) in
                try ChildProcess.spawn("/usr/bin/env", arguments: arguments, environment: environment).waitUntilExit()
            }
            guard case .success(.exited(0)) = termination else {
                let failure = "The fetch helper could not be built: `swift build --product \(ProcessHTTPClient.helperName)` in \(package) says why."
                say(failure)
                return .failed(failure)
            }
            return .built
        }
    }

    private static func say(_ line: String) {
        _ = (line + "\n").withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
