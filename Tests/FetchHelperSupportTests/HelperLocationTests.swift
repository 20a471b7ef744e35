import FetchHelperSupport
import Foundation
import Testing

/// Where f1report and f1tracker look for f1report-fetch: beside themselves (a build folder, an
/// unpacked archive), else where scripts/install puts it.
@Suite struct HelperLocationTests {
    /// A prefix laid out as scripts/install lays it out, with the helper where `helperPaths` say.
    static func prefix(helperPaths: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "helper-location-\(UUID().uuidString)")
        for folder in ["bin", "libexec/f1kit"] {
            try FileManager.default.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        for path in helperPaths {
            try ProcessHTTPClientTests.writeExecutable("#!/bin/sh\nexit 0\n", to: root.appending(path: path))
        }
        return root
    }

    @Test func anInstalledProgramFindsItsHelperInLibexec() throws {
        let root = try Self.prefix(helperPaths: ["libexec/f1kit/f1report-fetch"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ProcessHTTPClient.helper(forProgramIn: root.appending(path: "bin"))
        #expect(found.standardizedFileURL.path == root.appending(path: "libexec/f1kit/f1report-fetch").standardizedFileURL.path)
    }

    @Test func aHelperBesideTheProgramComesFirst() throws {
        let root = try Self.prefix(helperPaths: ["bin/f1report-fetch", "libexec/f1kit/f1report-fetch"])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ProcessHTTPClient.helper(forProgramIn: root.appending(path: "bin"))
        #expect(found.standardizedFileURL.path == root.appending(path: "bin/f1report-fetch").standardizedFileURL.path)
    }

    /// With neither, the failure names the folder the program runs from, where a build puts it.
    @Test func withNoHelperTheOneBesideIsNamed() throws {
        let root = try Self.prefix(helperPaths: [])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ProcessHTTPClient.helper(forProgramIn: root.appending(path: "bin"))
        #expect(found.lastPathComponent == "f1report-fetch")
        #expect(found.deletingLastPathComponent().lastPathComponent == "bin")
    }
}
