import Foundation
import Synchronization
import Testing

@testable import FetchHelperSupport

/// Run from source, a program builds the fetch helper when it opens a networked source and the
/// helper is not built yet (issue 41, class 11); installed, or with the helper there, it never
/// builds. `swift` here is a stand-in on the PATH the environment gives, which notes its
/// arguments and writes the helper.
@Suite struct HelperBuildTests {
    /// A package folder with an empty build folder, and a `swift` that builds by writing a helper
    /// that answers `ok 200`, or that fails with `status`.
    static func package(buildStatus status: Int = 0) throws -> (package: URL, fetcher: URL, environment: [String: String]) {
        let package = FileManager.default.temporaryDirectory.appending(path: "helper-build-\(UUID().uuidString)")
        let bin = package.appending(path: "bin")
        let fetcher = package.appending(path: ".build/debug/f1report-fetch")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: fetcher.deletingLastPathComponent(), withIntermediateDirectories: true)
        let helper = "#!/bin/sh\nprintf 'f1kit-fetch 1\\\\nok 200\\\\n{}\\\\nbuilt'\n"
        try ProcessHTTPClientTests.writeExecutable(
            """
            #!/bin/sh
            echo "$*" >> '\(package.path)/builds'
            sleep 0.3
            [ \(status) = 0 ] || exit \(status)
            printf '%s' "\(helper)" > '\(fetcher.path)' && chmod +x '\(fetcher.path)'

            """, to: bin.appending(path: "swift"))
        let environment = ["PATH": "\(bin.path):/usr/bin:/bin", HelperBuild.packageVariable: package.path]
        return (package, fetcher, environment)
    }

    static func builds(in package: URL) -> [String] {
        ((try? String(contentsOf: package.appending(path: "builds"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func aMissingHelperIsBuiltOnceForSourcesOpenedTogether() async throws {
        let (package, fetcher, environment) = try Self.package()
        defer { try? FileManager.default.removeItem(at: package) }
        let outcomes = Mutex<[HelperBuild.Outcome]>([])
        // Threads of their own: a build blocks whoever asks for it.
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            let outcome = HelperBuild.prepare(fetcher, environment: environment)
            outcomes.withLock { $0.append(outcome) }
        }
        #expect(outcomes.withLock { $0.sorted { "\($0)" < "\($1)" } } == [.built, .notNeeded, .notNeeded])
        #expect(Self.builds(in: package) == ["build --quiet --package-path \(package.path) --product f1report-fetch --configuration debug"])
        let response = try await ProcessHTTPClient(fetcher: fetcher).get(URL(string: "https://example.org/x.json")!)  // trap-ok: a literal URL
        #expect(response.body == Data("built".utf8))
    }

    @Test func aFailedBuildSaysWhereToSeeWhyAndTheHelperStaysMissing() throws {
        let (package, fetcher, environment) = try Self.package(buildStatus: 1)
        defer { try? FileManager.default.removeItem(at: package) }
        let reason = "The fetch helper could not be built: `swift build --product f1report-fetch` in \(package.path) says why."
        #expect(HelperBuild.prepare(fetcher, environment: environment) == .failed(reason))
        #expect(!FileManager.default.fileExists(atPath: fetcher.path))
    }

    /// An installed program (no package named), a helper outside the named package's build
    /// folder, or a helper already there: nothing is built.
    @Test(arguments: ["installed", "elsewhere", "present"])
    func nothingIsBuiltOtherwise(_ case: String) throws {
        let (package, builtFetcher, packageEnvironment) = try Self.package()
        var (fetcher, environment) = (builtFetcher, packageEnvironment)
        defer { try? FileManager.default.removeItem(at: package) }
        switch `case` {
        case "installed": environment[HelperBuild.packageVariable] = nil
        case "elsewhere": fetcher = package.appending(path: "libexec/f1kit/f1report-fetch")
        default: try ProcessHTTPClientTests.writeExecutable("#!/bin/sh\n", to: fetcher)
        }
        #expect(HelperBuild.prepare(fetcher, environment: environment) == .notNeeded)
        #expect(Self.builds(in: package).isEmpty)
    }
}
