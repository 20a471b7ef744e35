import Foundation
import Testing

/// Library modules build for every platform an app may ship on: a module that exists only on
/// some systems is imported behind `#if canImport(...)` of that module, and command-line
/// machinery (processes, /proc, exit statuses, flags) stays in the command-line targets.
@Suite struct PlatformImportTests {
    /// The modules an app links; the command-line targets (f1report, f1report-fetch,
    /// FetchHelperSupport, F1CommandLine, f1-codegen) may use what they like.
    static let libraries = ["F1Domain", "F1UseCases", "F1UI", "F1Data", "F1DataLive", "F1Fixtures", "F1Export", "F1Report", "F1Charts"]
    /// Not a product, but a transport like F1DataLive: held to the libraries' rules, so the
    /// helper's command line stays in f1report-fetch and FetchHelperSupport.
    static let transports = ["F1DataNIO"]
    static let commandLine = ["f1report", "f1report-fetch", "FetchHelperSupport", "F1CommandLine"]

    /// Modules that exist only on some platforms.
    static let platformOnly: Set<String> = [
        "Glibc", "Musl", "Bionic", "Android", "FoundationNetworking", "FoundationXML", "WinSDK", "ucrt", "Darwin",
    ]

    static let sources = DependencyRuleTests.sources

    /// `file:line: import X` for each import of a platform-only module not inside an `#if` (or
    /// `#elseif`) whose condition says `canImport(X)`.
    static func unguardedImports(in text: String, file: String) -> [String] {
        var conditions: [String] = []
        var found: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append(String(line.dropFirst(4)))
            } else if line.hasPrefix("#elseif ") {
                if !conditions.isEmpty { conditions[conditions.count - 1] = String(line.dropFirst(8)) }
            } else if line.hasPrefix("#else") {
                if !conditions.isEmpty { conditions[conditions.count - 1] = "!(\(conditions[conditions.count - 1]))" }
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
                else { continue }
                let module = words[index + 1]
                guard platformOnly.contains(module) else { continue }
                let guarded = conditions.contains { $0.contains("canImport(\(module))") && !$0.hasPrefix("!") }
                if !guarded { found.append("\(file):\(number + 1): import \(module)") }
            }
        }
        return found
    }

    static func swiftFiles(of module: String) -> [URL] {
        let folder = sources.appending(path: module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test(arguments: libraries + transports)
    func librariesImportPlatformModulesOnlyWhereTheyExist(_ module: String) throws {
        for file in Self.swiftFiles(of: module) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                Self.unguardedImports(in: text, file: file.lastPathComponent).isEmpty,
                "\(module): \(Self.unguardedImports(in: text, file: file.lastPathComponent))")
        }
    }

    /// Processes, /proc and exit statuses belong to the command line, never to what an app links.
    @Test(arguments: libraries + transports)
    func librariesHoldNoCommandLineMachinery(_ module: String) throws {
        for file in Self.swiftFiles(of: module) {
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for marker in ["/proc/", "Process()", "CommandLine.", "exit(", "F1REPORT_FETCH_DEADLINE", "\"f1report", " f1report "] {
                #expect(!code.contains(marker), "\(module)/\(file.lastPathComponent) holds \(marker)")
            }
        }
    }

    @Test func theCommandLineTargetsHoldTheHelper() {
        let helper = Self.swiftFiles(of: "FetchHelperSupport").map(\.lastPathComponent)
        #expect(Set(helper).isSuperset(of: ["ProcessHTTPClient.swift", "HelperRun.swift", "FetchWire.swift"]))
    }

    @Test func theDetectorSeesAnUnguardedImport() {
        #expect(Self.unguardedImports(in: "import Foundation\nimport Glibc\n", file: "A.swift") == ["A.swift:2: import Glibc"])
        #expect(Self.unguardedImports(in: "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n", file: "B.swift").isEmpty)
        #expect(
            Self.unguardedImports(in: "#if canImport(Darwin)\nimport Darwin\n#else\nimport Glibc\n#endif\n", file: "C.swift")
                == ["C.swift:4: import Glibc"])
        #expect(
            Self.unguardedImports(in: "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", file: "D.swift")
                .isEmpty)
        #expect(Self.unguardedImports(in: "#if os(Linux)\nimport Glibc\n#endif\n", file: "E.swift") == ["E.swift:2: import Glibc"])
    }
}
