import CompressNIO
import F1HTML
import F1UI
import F1Web
import Hummingbird
import Testing

/// A page drawn and compressed piece by piece on another task, its reports handed over in any
/// order, is the page drawn at once in page order, and its gzip inflates to it, however many of
/// the compressor's windows the output fills.
@Suite struct PageAssemblyTests {
    /// Reports of facts with made-up words (the same each run), so gzip cannot shrink them much.
    static func reports(count: Int, facts: Int) -> [ReportDocument] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func word() -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(state >> 20, radix: 36)
        }
        return (0..<count).map { number in
            ReportDocument(
                title: "Report \(number) <&>", source: "made up",
                facts: (0..<facts).map { index in
                    ReportDocument.Fact(.init("fact\(index)", label: "Fact \(index)"), (0..<6).map { _ in word() }.joined(separator: " "))
                })
        }
    }

    @Test func aPageAssembledInPiecesIsThePageAndItsGzipInflatesToIt() async throws {
        let reports = Self.reports(count: 6, facts: 300)
        let renderers = reports.indices.map { HTMLDocumentRenderer(idPrefix: "r\($0)-", titleLevel: $0 == 0 ? 1 : 2) }
        let assembly = PageAssembly(opening: "<!doctype html>\n<main>\n", places: reports.count + 1, closing: "</main>\n")
        // Out of order, as the page loads them (its charts early), and one place left empty.
        for place in [0, 5, 3, 1, 2, 4] { assembly.add(reports[place], at: place, renderer: renderers[place]) }
        assembly.skip(6)
        let page = await assembly.finish()

        let whole = "<!doctype html>\n<main>\n" + zip(reports, renderers).map { $1.render($0).html }.joined() + "</main>\n"
        #expect(page.html == whole)
        var gzipped = try #require(page.gzipped)
        // More than the 16 KiB window the compressor writes through, so the window was emptied on the way.
        #expect(gzipped.readableBytes > 32 * 1024)
        #expect(try gzipped.decompress(with: .gzip()) == ByteBuffer(string: whole))
    }

    @Test func aPageOfOneSmallReportIsCompressedToo() async throws {
        let assembly = PageAssembly(opening: "<p>", places: 1, closing: "</p>")
        assembly.add(ReportDocument(title: "Alone", source: "made up"), at: 0, renderer: HTMLDocumentRenderer())
        let page = await assembly.finish()
        var gzipped = try #require(page.gzipped)
        #expect(try gzipped.decompress(with: .gzip()) == ByteBuffer(string: page.html))
        #expect(page.html.hasPrefix("<p><article"))
    }
}

/// The race weekend loads its own report first, then its lap chart (the longest to draw), then the rest.
@Suite struct LoadingOrderTests {
    @Test func theWeekendLoadsItsReportThenItsChartThenTheRest() throws {
        let page = WebPage(showing: .race(season: 2025, round: .round(1)))
        let chart = try #require(page.requests.firstIndex { if case .raceChart = $0 { true } else { false } })
        #expect(page.loadingOrder == [0, chart] + page.requests.indices.filter { $0 != 0 && $0 != chart })
        #expect(WebPage(showing: .standings(.drivers, season: 2025)).loadingOrder == [0])
    }
}
