import F1Data
import F1Domain
import Foundation
import Testing

/// The shared copies of f1db's black circuit drawings (test input only, never copied here).
enum SharedCircuitDrawings {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/telemetry/f1db-circuits/black").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.appending(path: "spielberg-3.svg").path) }
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".svg") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appending(path: name)))
    }
}

/// Circuit drawings as SVG documents: f1db's own, and every kind of hostile file, each giving an
/// outline or one clause.
@Suite struct SVGOutlineTests {
    func outline(_ svg: String) throws -> TrackOutline {
        try SVGOutline.outline(svg: Array(svg.utf8))
    }

    @Test(.enabled(if: SharedCircuitDrawings.isPresent, "../shared/data/telemetry is absent: f1db's circuit drawings are not available"))
    func everyF1dbDrawingIsOneClosedOutlineInItsFrame() throws {
        #expect(SharedCircuitDrawings.names.count == 23)
        for name in SharedCircuitDrawings.names {
            let outline = try SVGOutline.outline(svg: try SharedCircuitDrawings.bytes(name))
            #expect(outline.points.count > 50 && outline.points.count <= SVGOutline.maximumOutlinePoints, "\(name)")
            // y is flipped to point north: the 500-pixel frame's y runs 0...-500.
            #expect(outline.points.allSatisfy { (-5...505).contains($0.x) && (-505...5).contains($0.y) }, "\(name)")
            // Z closes with a straight line, as long as the drawing leaves it.
            #expect(outline.closingGap < outline.length / 4, "\(name)")
            #expect(outline.length > 800, "\(name)")
        }
    }

    @Test func yPointsNorth() throws {
        let square = try outline(#"<svg><path d="M0 0 H10 V20 H0 Z"/></svg>"#)
        #expect(square.points.map(\.y) == [0, 0, -20, -20])
    }

    @Test func scriptsCommentsAndCDATAAreNotReadAsMarkup() throws {
        let svg = """
            <svg><script>var s = '<path d="M0 0 h1000 v1000 z"/>';</script>
            <!-- <path d="M0 0 h2000 v2000 z"/> --><![CDATA[ <path d="M0 0 h3000 v3000 z"/> ]]>
            <style>path { d: path("M0 0 h4000 v4000 z") }</style>
            <path style="stroke: #000" d='M0 0 h10 v10 z'/></svg>
            """
        #expect(try outline(svg).points.map(\.x).max() == 10)
    }

    @Test func theFirstClosedPathIsTheOutline() throws {
        let svg = #"<svg><path d="M0 0 h500 v500"/><path d="M0 0 h10 v10 z"/><path d="M0 0 h20 v20 z"/></svg>"#
        #expect(try outline(svg).points.map(\.x).max() == 10)
    }

    @Test(arguments: [
        ("<svg></svg>", SVGOutlineError.noPath),
        ("<svg><path style='fill: none'/></svg>", .noPath),
        ("<svg><path d='M0 0 h10 v10'/></svg>", .noClosedPath),
        ("<svg><path d='M0 0 h10&#x76;10 z'/></svg>", .entityInPath),
        ("<svg><path d='M0 0 L NaN 5 z'/></svg>", .pathSyntax("has 'N' at byte 8 where a number belongs")),
        ("<svg><path d='M0 0 L1e999 5 z'/></svg>", .numberOutOfRange("1e999")),
        ("<svg><path d='M0 0 h10 z'/></svg>", .tooSmall),
        ("<svg><path d='M0 0 z'/></svg>", .tooSmall),
        ("<svg><!-- <path d='M0 0 h10 v10 z'/>", .noPath),
    ])
    func hostileDrawingsGiveOneClause(_ svg: String, _ error: SVGOutlineError) {
        #expect(throws: error) { try outline(svg) }
    }

    @Test func textThatIsNotUTF8IsRefused() {
        #expect(throws: SVGOutlineError.notText) { try SVGOutline.outline(svg: [0x3C, 0xFF, 0xFE, 0x3E]) }
    }

    @Test func aFileOf50MBIsRefusedUnread() {
        let clock = ContinuousClock()
        let bytes = [UInt8](repeating: 0x20, count: 50 << 20)
        let started = clock.now
        #expect(throws: SVGOutlineError.tooLarge(bytes: 50 << 20, limit: 8 << 20)) { try SVGOutline.outline(svg: bytes) }
        #expect(clock.now - started < .seconds(1))
    }

    /// A path of a million points is read in bounded time and kept as at most 4,000.
    @Test func aMillionPointsAreResampled() throws {
        var d = "M0 0"
        d.reserveCapacity(6_000_000)
        for _ in 0..<500_000 { d += "l1 0" }
        for _ in 0..<500_000 { d += "l0 1" }
        d += "z"
        let clock = ContinuousClock()
        let started = clock.now
        let outline = try SVGOutline.outline(svg: Array("<svg><path d=\"\(d)\"/></svg>".utf8))
        #expect(clock.now - started < .seconds(30))
        #expect(outline.points.count == SVGOutline.maximumOutlinePoints)
        let perimeter = 1_000_000 + 500_000 * 2.0.squareRoot()
        #expect(abs(outline.length + outline.closingGap - perimeter) / perimeter < 1e-3)
        #expect(throws: SVGOutlineError.tooManyPoints(limit: SVGPathData.maximumPoints)) {
            // Twelve points a curve.
            try SVGPathData("M0 0" + String(repeating: "c1 1 2 2 3 3", count: 170_000))
        }
    }
}
