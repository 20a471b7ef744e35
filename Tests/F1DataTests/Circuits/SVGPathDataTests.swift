import F1Data
import F1Domain
import Testing

/// SVG path data as the outline reader sees it: every command, the number forms SVG allows, and
/// curves cut into pieces that end where the command ends.
@Suite struct SVGPathDataTests {
    func points(_ d: String) throws -> [[SVGPathData.Point]] {
        try SVGPathData(d).subpaths.map(\.points)
    }

    @Test func linesOfEveryKindEndWhereTheyShould() throws {
        let square = try points("M0 0 H10 V10 H0 Z")
        #expect(square == [[.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 10, y: 10), .init(x: 0, y: 10)]])
        #expect(try points("m1 1 h9 v9 h-9 z") == [[.init(x: 1, y: 1), .init(x: 10, y: 1), .init(x: 10, y: 10), .init(x: 1, y: 10)]])
        // After a moveto, further pairs are linetos of the same kind; then any command repeats.
        #expect(
            try points("m0 0 10 0 0 10L0 20 5 20") == [
                [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 10, y: 10), .init(x: 0, y: 20), .init(x: 5, y: 20)]
            ])
    }

    @Test(arguments: [
        ("M-.5.5L1e-3,2E+1", [SVGPathData.Point(x: -0.5, y: 0.5), .init(x: 0.001, y: 20)]),
        ("M+1-2l.5.5", [.init(x: 1, y: -2), .init(x: 1.5, y: -1.5)]),
        ("M0,0\tL\n3 , 4", [.init(x: 0, y: 0), .init(x: 3, y: 4)]),
    ])
    func numbersInEveryFormSVGAllows(_ d: String, _ expected: [SVGPathData.Point]) throws {
        #expect(try points(d) == [expected])
    }

    @Test func curvesEndAtTheirEndPoints() throws {
        for d in ["M0 0C10 0 10 10 0 10", "M0 0c10 0 10 10 0 10", "M0 0Q10 5 0 10", "M0 0q10 5 0 10", "M0 0A5 5 0 0 1 0 10", "M0 0a5 5 0 010 10"] {
            let line = try #require(try points(d).first)
            #expect(line.count > 2, "\(d)")
            let end = try #require(line.last)
            #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9, "\(d)")
        }
    }

    /// S and T reflect the previous curve's last control point: a smooth S after a C continues it.
    @Test func smoothCurvesReflectTheLastControlPoint() throws {
        let smooth = try #require(try points("M0 0C0 10 10 10 10 0S20 -10 20 0").first)
        let explicit = try #require(try points("M0 0C0 10 10 10 10 0C10 -10 20 -10 20 0").first)
        #expect(smooth == explicit)
        let quadratic = try #require(try points("M0 0Q5 10 10 0T20 0").first)
        let quadraticExplicit = try #require(try points("M0 0Q5 10 10 0Q15 -10 20 0").first)
        #expect(quadratic == quadraticExplicit)
    }

    /// A semicircle of radius 5 from (0,0) to (10,0) passes through (5,±5), the sweep flag choosing the side.
    @Test func arcsFollowTheirCircle() throws {
        let arc = try #require(try points("M0 0A5 5 0 0 1 10 0").first)
        for point in arc { #expect(abs(((point.x - 5) * (point.x - 5) + point.y * point.y).squareRoot() - 5) < 1e-9) }
        #expect(arc.contains { $0.y < -4.9 })
        let other = try #require(try points("M0 0A5 5 0 0 0 10 0").first)
        #expect(other.contains { $0.y > 4.9 })
        // Radii too small for the ends are scaled up; a zero radius is a straight line.
        #expect(try points("M0 0A1 1 0 0 1 10 0").first?.last == .init(x: 10, y: 0))
        #expect(try points("M0 0A0 5 0 0 1 10 0") == [[.init(x: 0, y: 0), .init(x: 10, y: 0)]])
    }

    @Test func subpathsSayWhetherTheyClose() throws {
        let path = try SVGPathData("M0 0h10v10z M20 20h5v5 M40 40h1v1z")
        #expect(path.subpaths.map(\.closed) == [true, false, true])
    }

    @Test(arguments: [
        ("L0 0", "starts with 'L' instead of a moveto (M or m)"),
        ("M0 0 L nan 5", "has 'n' at byte 8 where a number belongs"),
        ("M0 0 L 5", "ends where a number belongs"),
        ("M0 0 X5 5", "has 'X' at byte 6, which is neither a command nor a number"),
        ("M0 0 A5 5 0 2 0 5 5", "has '2' at byte 13 where an arc's flag (0 or 1) belongs"),
    ])
    func syntaxErrorsAreOneClause(_ d: String, _ problem: String) {
        #expect(throws: SVGOutlineError.pathSyntax(problem)) { try SVGPathData(d) }
    }

    @Test func hugeNumbersAreRefused() {
        #expect(throws: SVGOutlineError.numberOutOfRange("1e400")) { try SVGPathData("M0 0 L1e400 0") }
        #expect(throws: SVGOutlineError.numberOutOfRange("20000000")) { try SVGPathData("M0 0 L20000000 0") }
        // Relative moves that add up past the limit.
        #expect(throws: SVGOutlineError.coordinateOutOfRange) { try SVGPathData("M9000000 0 l9000000 0") }
    }
}
