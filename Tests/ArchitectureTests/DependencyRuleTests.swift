import Foundation
import Testing

/// The layering of ../shared/DESIGN.md, checked against what each module's sources really import.
@Suite struct DependencyRuleTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")

    /// The F1Kit modules a module's hand-written sources import.
    static func imports(of module: String) throws -> Set<String> {
        let folder = sources.appending(path: module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: Set<String> = []
        while let url = files.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ ["public", "internal", "@testable", "@_exported"].contains($0) })
                {
                    let module = String(words[index + 1])
                    if module.hasPrefix("F1") || ["YAMLKit", "TerminalKit", "TextSafety", "CLibYAML", "FetchHelperSupport"].contains(module) {
                        found.insert(module)
                    }
                }
            }
        }
        return found
    }

    static let allowed: [String: Set<String>] = [
        "F1Domain": [],
        "F1UseCases": ["F1Domain"],
        "F1UI": ["F1UseCases", "F1Domain"],
        // Text and Markdown of F1UI's documents; tables laid out by TerminalKit's display-width
        // layout, the one the terminal app uses, so both faces drop and cut columns alike.
        "F1Report": ["F1UI", "F1Charts", "TerminalKit", "TextSafety"],
        // F1UI's charts as SVG and terminal cells: presentation only, like F1Report.
        "F1Charts": ["F1UI", "TerminalKit", "TextSafety"],
        // The machine face: typed reports from the domain values a screen loaded (never its display text), no data layer.
        "F1Export": ["F1UI", "F1UseCases", "F1Domain", "TextSafety"],
        "F1Fixtures": ["F1Domain"],
        "F1Data": ["F1Domain", "F1UseCases", "F1Fixtures"],
        "F1DataF1db": ["F1Data", "F1UseCases", "F1Domain", "YAMLKit"],
        "F1DataLive": ["F1Data"],
        // The whole history as a SQLite index, filled from domain values by any source: no data module.
        "F1History": ["F1UseCases", "F1Domain"],
        // The fetch helper's transport (AsyncHTTPClient): F1Data's HTTPClient and RedirectRule, nothing above.
        "F1DataNIO": ["F1Data"],
        // The helper: F1DataNIO's client, never URLSession's (F1DataLive), so it links no libcurl.
        "f1report-fetch": ["F1Data", "F1DataNIO", "FetchHelperSupport"],
        // The command line's side of the fetch helper: a process, /proc, exit statuses.
        "FetchHelperSupport": ["F1Data", "F1UseCases"],
        // What the command-line programs share: the source flags, their wiring, the terminal.
        // The source a program chose, as one sum type: what the catalogue and the web face read, no command line.
        "F1Sources": ["F1Data", "F1DataF1db", "F1History", "F1UseCases", "F1Domain"],
        "F1CommandLine": ["F1Sources", "F1Data", "F1DataF1db", "F1History", "F1UseCases", "F1UI", "F1Domain", "FetchHelperSupport", "TextSafety"],
        // Every report by its request, from any source: F1UI's screens and documents plus the exports.
        // No command line and no data module: an app opens reports through it with any `ReportSource`.
        "F1ReportCatalog": ["F1Export", "F1UI", "F1UseCases", "F1Domain"],
        // The reporter: the shared command line and the report layers; never the live client.
        "f1report": [
            "F1CommandLine", "F1ReportCatalog", "F1Report", "F1Charts", "F1Export", "F1History", "F1UI", "F1UseCases", "F1Data", "F1Domain",
        ],
        // The web face: addresses to report requests, documents to pages through F1HTML, exports to JSON.
        "F1Web": ["F1ReportCatalog", "F1HTML", "F1Export", "F1UI", "F1UseCases", "F1Domain", "TextSafety"],
        // The web program; F1DataNIO's client posts the live race to nchan (--publish).
        "f1web": ["F1Web", "F1CommandLine", "F1UI", "F1UseCases", "F1Data", "F1DataNIO", "F1Domain"],
        // The browser's renderer: F1UI's documents as HTML, charts by F1Charts; presentation only.
        "F1HTML": ["F1UI", "F1Charts", "F1UseCases", "F1Domain", "TextSafety"],
        // The terminal app's renderer: F1UI drawn into TerminalKit frames; no data layer, no command line.
        "F1TerminalUI": ["F1UI", "F1UseCases", "F1Domain", "F1Charts", "TerminalKit"],
        // The app's composition root: the shared command line, the renderer, the sources.
        "f1tracker": ["F1CommandLine", "F1TerminalUI", "F1UI", "F1UseCases", "F1Data", "F1Domain", "TerminalKit"],
        "YAMLKit": ["CLibYAML"],
        "F1Schema": ["YAMLKit"],
        "F1Codegen": ["F1Schema", "YAMLKit"],
        // Knows nothing of F1, so any program can write its output through it.
        "StandardStreams": [],
        // Knows nothing of F1 either: a full-screen terminal app's raw mode, frames and keys; text
        // from data shown by the one rule every face shares.
        "TerminalKit": ["TextSafety"],
        // The characters no face shows as themselves: below every face, importing nothing.
        "TextSafety": [],
    ]

    @Test(arguments: allowed.keys.sorted())
    func moduleImportsOnlyWhatItsLayerMay(_ module: String) throws {
        let imports = try Self.imports(of: module)
        #expect(imports.subtracting(Self.allowed[module] ?? []).isEmpty, "\(module) imports \(imports.sorted())")
    }

    @Test func presentationNeverReachesTheDataLayer() throws {
        #expect(!(try Self.imports(of: "F1UI")).contains("F1Data"))
        #expect(!(try Self.imports(of: "F1Report")).contains("F1Data"))
        #expect(!(try Self.imports(of: "F1Charts")).contains("F1Data"))
        #expect(!(try Self.imports(of: "F1HTML")).contains("F1Data"))
        #expect(!(try Self.imports(of: "F1UseCases")).contains("F1Data"))
    }

    /// libyaml cannot be linked into an iOS app from Debian or Homebrew, so only the f1db source
    /// (and the generator) may read YAML at run time; an app on the API or the demo data never does.
    @Test(arguments: ["F1Domain", "F1UseCases", "F1UI", "F1Report", "F1Charts", "F1Data", "F1DataLive", "F1Fixtures"])
    func appLayersNeverReadYAML(_ module: String) throws {
        let imports = try Self.imports(of: module)
        #expect(!imports.contains("YAMLKit") && !imports.contains("CLibYAML"), "\(module) imports \(imports.sorted())")
    }

    /// SQLite (GRDB) is the history index's business: every other module reads the index through F1History.
    @Test(arguments: allowed.keys.sorted().filter { $0 != "F1History" })
    func onlyTheHistoryIndexOpensSQLite(_ module: String) throws {
        let folder = Self.sources.appending(path: module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        while let url = files.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(!text.contains("import GRDB"), "\(url.lastPathComponent) imports GRDB")
        }
    }

    @Test func theDetectorSeesImports() throws {
        #expect(try Self.imports(of: "f1report").isSuperset(of: ["F1CommandLine", "F1Data", "F1UI", "F1Report", "F1UseCases"]))
    }

    /// URLSession loads libcurl and its libraries at every start, so only F1DataLive (linked by
    /// f1report-fetch) may bring it in; nothing f1report links does.
    @Test(arguments: [
        "f1report", "f1tracker", "F1TerminalUI", "F1CommandLine", "F1Report", "F1Charts", "F1Export", "F1UI", "F1UseCases", "F1Data", "F1Domain",
        "F1Fixtures",
        "YAMLKit", "StandardStreams", "TerminalKit",
    ])
    func f1reportNeverLinksNetworking(_ module: String) throws {
        #expect(try !Self.importsNetworking(module), "\(module) imports FoundationNetworking")
    }

    @Test func theNetworkingDetectorSeesTheLiveClient() throws {
        #expect(try Self.importsNetworking("F1DataLive"))
    }

    /// f1report-fetch ships as one static binary, and libcurl (FoundationNetworking's) has no
    /// static library: nothing the helper links, followed through Package.swift, may import
    /// FoundationNetworking or be F1DataLive.
    @Test func theFetchHelperLinksNoFoundationNetworking() throws {
        let linked = try #require(ProductTests.manifest.linkedTargets(ofTarget: "f1report-fetch"))
        #expect(
            linked.isSuperset(of: ["F1DataNIO", "F1Data", "FetchHelperSupport", "F1UseCases", "F1Domain"]), "the detector sees \(linked.sorted())")
        #expect(!linked.contains("F1DataLive"))
        for module in linked.sorted() {
            #expect(try !Self.importsNetworking(module), "\(module), which f1report-fetch links, imports FoundationNetworking")
        }
    }

    static func importsNetworking(_ module: String) throws -> Bool {
        let folder = sources.appending(path: module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return false }
        while let url = files.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            if try String(contentsOf: url, encoding: .utf8).contains("import FoundationNetworking") { return true }
        }
        return false
    }
}
