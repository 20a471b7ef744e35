import Foundation
import Testing

/// The library products an app can depend on, checked against the layers in Package.swift: what
/// each product links, followed through the targets' declared dependencies.
@Suite struct ProductTests {
    /// The layers an app builds on, as docs/library.md's product table lists them.
    static let appFacing: Set<String> = [
        "F1Domain", "F1UseCases", "F1UI", "F1Data", "F1DataLive", "F1DataF1db", "F1Export", "F1ReportCatalog", "F1Report", "F1Charts",
        "YAMLKit", "TerminalKit",
    ]
    /// Products only so that the separate Fuzz/ package can link them; their API is `package`.
    static let fuzzOnly: Set<String> = ["F1Schema", "F1Codegen"]
    /// What belongs to the command line: never inside a library product.
    static let commandLineOnly: Set<String> = [
        "f1report", "f1report-fetch", "f1-codegen", "StandardStreams", "CStandardStreams", "FetchHelperSupport", "CParentWatch",
        "F1CommandLine", "F1Web", "f1web", "CBuildCommit",
        // The fetch helper's transport and what it brings: an app has URLSession (F1DataLive).
        "F1DataNIO", "AsyncHTTPClient",
        // The web server: an app that serves pages brings its own.
        "Hummingbird",
        "ErgastEmulator", "F1TestSupport", "ArgumentParser",
    ]

    static let manifest = Manifest(
        text: (try? String(
            contentsOf: DependencyRuleTests.sources
                .deletingLastPathComponent().appending(path: "Package.swift"), encoding: .utf8)) ?? "")

    @Test func theLibraryProductsAreTheLayers() {
        #expect(Set(Self.manifest.libraries.keys) == Self.appFacing.union(Self.fuzzOnly))
    }

    @Test(arguments: appFacing.sorted())
    func anAppFacingProductLinksNoCommandLineMachinery(_ product: String) throws {
        let linked = try #require(Self.manifest.linkedTargets(ofProduct: product))
        #expect(linked.isDisjoint(with: Self.commandLineOnly), "\(product) links \(linked.intersection(Self.commandLineOnly).sorted())")
    }

    /// libyaml cannot be linked into an iOS app from Debian or Homebrew, so only the f1db source
    /// and YAMLKit itself may bring it.
    @Test(arguments: appFacing.subtracting(["F1DataF1db", "YAMLKit"]).sorted())
    func anAppThatSkipsF1dbNeedsNoLibYAML(_ product: String) throws {
        let linked = try #require(Self.manifest.linkedTargets(ofProduct: product))
        #expect(!linked.contains("CLibYAML"), "\(product) links libyaml through \(linked.sorted())")
    }

    /// The catalogue and the web face serve any source an app or a program chose, with no command
    /// line in their build graph.
    @Test(arguments: ["F1ReportCatalog", "F1Web"])
    func theCatalogueAndTheWebFaceLinkNoCommandLine(_ target: String) throws {
        let linked = try #require(Self.manifest.linkedTargets(ofTarget: target))
        #expect(linked.isDisjoint(with: ["F1CommandLine", "ArgumentParser", "F1Sources"]), "\(target) links \(linked.sorted())")
    }

    @Test func theDetectorFollowsDependencies() throws {
        #expect(try #require(Self.manifest.linkedTargets(ofProduct: "F1DataF1db")).isSuperset(of: ["CLibYAML", "YAMLKit", "F1Data", "F1Domain"]))
        #expect(try #require(Self.manifest.linkedTargets(ofProduct: "F1UI")).isSuperset(of: ["F1UseCases", "F1Domain"]))
    }
}

/// The products and targets of Package.swift, read from its text: names and dependencies only.
struct Manifest {
    var libraries: [String: [String]] = [:]
    var dependencies: [String: [String]] = [:]

    init(text: String) {
        for call in Self.calls(in: text) {
            guard let name = Self.quoted(after: "name:", in: call.arguments) else { continue }
            switch call.kind {
            case "library":
                libraries[name] = Self.quotedList(after: "targets:", in: call.arguments)
            case "target", "executableTarget", "testTarget", "systemLibrary", "plugin":
                dependencies[name] = Self.quotedList(after: "dependencies:", in: call.arguments)
            default: break
            }
        }
    }

    /// Every target a product links, its own and all they depend on; nil for an unknown product.
    func linkedTargets(ofProduct product: String) -> Set<String>? {
        libraries[product].map(linkedTargets(from:))
    }

    /// `target` and every target it depends on; nil for an unknown target.
    func linkedTargets(ofTarget target: String) -> Set<String>? {
        dependencies[target] == nil ? nil : linkedTargets(from: [target])
    }

    private func linkedTargets(from roots: [String]) -> Set<String> {
        var seen: Set<String> = []
        var queue = roots
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += dependencies[next] ?? []
        }
        return seen
    }

    /// `.library(...)`, `.target(...)` and the like, with their balanced argument text.
    private static func calls(in text: String) -> [(kind: String, arguments: Substring)] {
        var found: [(String, Substring)] = []
        let kinds = ["library", "target", "executableTarget", "testTarget", "systemLibrary", "plugin"]
        var index = text.startIndex
        while let dot = text[index...].firstIndex(of: ".") {
            let rest = text[text.index(after: dot)...]
            guard let kind = kinds.first(where: { rest.hasPrefix($0 + "(") }) else {
                index = text.index(after: dot)
                continue
            }
            let open = text.index(rest.startIndex, offsetBy: kind.count)
            var depth = 0
            var end = open
            for position in text[open...].indices {
                if text[position] == "(" { depth += 1 } else if text[position] == ")" { depth -= 1 }
                if depth == 0 {
                    end = position
                    break
                }
            }
            found.append((kind, text[text.index(after: open)..<end]))
            index = text.index(after: end)
        }
        return found
    }

    private static func quoted(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...]
        guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: open)..<close])
    }

    /// The quoted names in `label [ ... ]`; a `.product(name: "X", ...)` counts as "X".
    private static func quotedList(after label: String, in text: Substring) -> [String] {
        guard let range = text.range(of: label), let open = text[range.upperBound...].firstIndex(of: "[") else { return [] }
        var depth = 0
        var close = open
        for position in text[open...].indices {
            if text[position] == "[" { depth += 1 } else if text[position] == "]" { depth -= 1 }
            if depth == 0 {
                close = position
                break
            }
        }
        // A product's package name is not a target: `.product(name: "X", package: "p")` counts as "X".
        let list = text[text.index(after: open)..<close].replacing(/package:\s*"[^"]*"/, with: "")
        return list.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
