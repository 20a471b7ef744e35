import Testing
import YAMLKit

/// Alias expansion is bounded, so documents like "billion laughs" fail fast instead of exhausting memory.
@Suite struct AliasLimitTests {
    /// Nine levels of nine aliases each: 9^9 ≈ 387 million nodes once expanded.
    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    @Test func billionLaughsFailsWithTheLimitMessage() {
        // Levels a to f expand to 672,610 nodes in all; g's first alias adds f's 597,871 more.
        ErrorCase(Self.billionLaughs, 7, 8, "alias expansion exceeds the limit of 1000000 nodes")
            .check(parseError(Self.billionLaughs))
    }

    @Test func theDecoderAppliesTheSameLimit() {
        struct Laughs: Decodable { var i: [[[[[[[[[String]]]]]]]]] }
        let error = decodeError(Laughs.self, Self.billionLaughs)
        ErrorCase(Self.billionLaughs, 7, 8, "alias expansion exceeds the limit of 1000000 nodes").check(error)
    }

    @Test func aliasesWithinTheLimitExpand() throws {
        struct Document: Decodable {
            var a: [String]
            var b: [[String]]
        }
        var decoder = YAMLDecoder()
        decoder.limits.maxAliasExpansion = 1_000
        let document = try decoder.decode(Document.self, from: "a: &a [x, y]\nb: [*a, *a]\n")
        #expect(document.b == [["x", "y"], ["x", "y"]])
    }

    @Test func theLimitCountsEveryExpandedNode() {
        // Root, k, the anchored sequence and its 4 items, v and its sequence: 9 nodes; each alias adds 5.
        let yaml = "k: &s [1, 2, 3, 4]\nv: [*s, *s]\n"
        var limits = YAMLLimits()
        limits.maxAliasExpansion = 19
        #expect(parseError(yaml, limits: limits) == nil)
        limits.maxAliasExpansion = 18
        ErrorCase(yaml, 2, 9, "alias expansion exceeds the limit of 18 nodes").check(parseError(yaml, limits: limits))
    }

    @Test func documentsWithoutAliasesAreNeverLimited() {
        var limits = YAMLLimits()
        limits.maxAliasExpansion = 3
        #expect(parseError("[1, 2, 3, 4, 5, 6]", limits: limits) == nil)
    }
}
