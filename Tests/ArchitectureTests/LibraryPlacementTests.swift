import Foundation
import Testing

/// Where third-party libraries may be used: the command-line parser only in programs and the
/// command line they share (F1CommandLine, no product), so it never reaches a library an app links;
/// AsyncHTTPClient and SwiftNIO only in the fetch helper's transport (F1DataNIO, no product);
/// Hummingbird only in the web face (F1Web and f1web, no product).
@Suite struct LibraryPlacementTests {
    static let programs: Set<String> = ["f1report", "f1tracker", "f1web", "f1report-fetch", "f1-codegen", "F1CommandLine"]

    /// The folders under Sources/ with a Swift file that imports `module`.
    static func modules(importing module: String) throws -> Set<String> {
        let sources = DependencyRuleTests.sources
        var found: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            guard let files = FileManager.default.enumerator(at: sources.appending(path: folder), includingPropertiesForKeys: nil) else { continue }
            while let url = files.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                if lines.contains(where: { $0 == "import \(module)" || $0.hasSuffix(" import \(module)") }) { found.insert(folder) }
            }
        }
        return found
    }

    @Test func onlyProgramsParseArguments() throws {
        let users = try Self.modules(importing: "ArgumentParser")
        #expect(users.isSubset(of: Self.programs), "\(users.subtracting(Self.programs).sorted()) import ArgumentParser")
        #expect(users.isSuperset(of: ["f1report", "f1web"]), "the detector sees \(users.sorted())")
    }

    /// SwiftNIO is the helper's transport; f1web's connection guard works on NIO's HTTP/1 parts
    /// below Hummingbird (docs/ARCHITECTURE.md, "Hand-written, and why").
    @Test(arguments: ["AsyncHTTPClient", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOHTTPCompression", "NIOSSL"])
    func onlyTheHelpersTransportAndTheWebFaceUseNIO(_ module: String) throws {
        let users = try Self.modules(importing: module)
        let allowed: Set<String> =
            switch module {
            case "NIOCore": ["F1DataNIO", "F1Web"]
            case "NIOPosix": ["F1DataNIO"]
            case "NIOHTTP1": ["F1DataNIO", "F1Web"]
            default: ["F1DataNIO"]
            }
        #expect(users.isSubset(of: allowed), "\(users.subtracting(allowed).sorted()) import \(module)")
    }

    @Test(arguments: ["Hummingbird", "HTTPTypes", "ServiceLifecycle", "CompressNIO", "NIOHTTPTypesHTTP1"])
    func onlyTheWebFaceServesHTTP(_ module: String) throws {
        let users = try Self.modules(importing: module)
        #expect(users.isSubset(of: ["F1Web", "f1web"]), "\(users.subtracting(["F1Web", "f1web"]).sorted()) import \(module)")
        #expect(!users.isEmpty, "the detector sees no import of \(module)")
    }

    @Test func theDetectorSeesTheHelpersTransport() throws {
        #expect(try Self.modules(importing: "AsyncHTTPClient") == ["F1DataNIO"])
    }
}
