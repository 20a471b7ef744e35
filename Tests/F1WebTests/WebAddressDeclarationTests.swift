import F1HTML
import F1UI
import Foundation
import Testing

/// The one declaration of f1web's addresses against what is written about them elsewhere: the
/// routes docs/f1web.md lists, the paths docs/openapi.json describes, and the one decoder.
@Suite struct WebAddressDeclarationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each address in the page table of docs/f1web.md, its placeholders filled in: `/YEAR/ROUND`,
    /// `/YEAR/championship?kind=constructors&round=N&under=RULES`.
    static func documentedAddresses() throws -> [String] {
        // N last: the other names hold an N.
        let placeholders = [
            ("SESSION", "q"), ("YEAR", "2025"), ("ROUND", "3"), ("RULES", "1991"), ("KIND", "gaps"), ("ID", "max_verstappen"), ("N", "3"),
        ]
        var addresses: [String] = []
        for line in try text("docs/f1web.md").split(separator: "\n") where line.hasPrefix("| `/") {
            // The first cell: one or more `code` spans, each an address.
            let cell = line.split(separator: "|").first ?? ""
            for (index, span) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                var address = String(span)
                for (name, value) in placeholders { address = address.replacingOccurrences(of: name, with: value) }
                addresses.append(address)
            }
        }
        return addresses
    }

    @Test func everyAddressTheGuideListsIsAPage() throws {
        let addresses = try Self.documentedAddresses()
        #expect(addresses.count >= 20, "the page table of docs/f1web.md was not found")
        for address in addresses {
            let parts = address.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            #expect(throws: Never.self, "\(address)") { try WebAddress(path: parts[0], query: parts.dropFirst().first) }
        }
    }

    /// The API's templates are the paths docs/openapi.json describes, no more and no fewer.
    @Test func theOpenAPIDocumentDescribesEveryAPIAddress() throws {
        let document = try JSONSerialization.jsonObject(with: Data(try Self.text("docs/openapi.json").utf8)) as? [String: Any]
        let paths = try #require(document?["paths"] as? [String: Any]).keys.filter { $0.hasPrefix("/api/v1") }
        #expect(Set(paths) == Set(WebAddress.apiTemplates))
    }

    /// Percent-decoding is done in one place: `WebPath+Decoding.swift`. Foundation's, Hummingbird's
    /// query decoding or a second hand-written one elsewhere in the web face fails here.
    @Test func theWebFaceHasOnePercentDecoder() throws {
        let decoders = ["removingPercentEncoding", "removingURLPercentEncoding", "percentDecode", "queryParameters", "hexValue", "URLComponents"]
        var found: [String] = []
        for folder in ["Sources/F1Web", "Sources/F1HTML"] {
            let files = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
            while let file = files?.nextObject() as? String {
                guard file.hasSuffix(".swift"), file != "WebPath+Decoding.swift" else { continue }
                let source = try Self.text(folder + "/" + file)
                found += decoders.filter { source.contains($0) }.map { "\(folder)/\(file): \($0)" }
            }
        }
        #expect(found.isEmpty, "a second percent-decoder: \(found)")
        #expect(try Self.text("Sources/F1HTML/WebPath+Decoding.swift").contains("func decoded("))
    }
}
