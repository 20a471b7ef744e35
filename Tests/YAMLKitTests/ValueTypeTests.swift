import Testing
import YAMLKit

/// The small public value types behave as documented.
@Suite struct ValueTypeTests {
    @Test func markDescriptionAndOrder() {
        #expect(YAMLMark(line: 3, column: 7).description == "3:7")
        #expect(YAMLMark(line: 2, column: 9) < YAMLMark(line: 3, column: 1))
        #expect(YAMLMark(line: 3, column: 1) < YAMLMark(line: 3, column: 2))
        #expect(!(YAMLMark(line: 3, column: 2) < YAMLMark(line: 3, column: 2)))
    }

    @Test func errorDescriptionIsCompilerShaped() {
        let error = YAMLError(path: "data/x.yml", mark: YAMLMark(line: 12, column: 5), message: "unknown tag '!foo'")
        #expect(error.description == "data/x.yml:12:5: error: unknown tag '!foo'")
    }

    @Test func limitsDefaults() {
        #expect(YAMLLimits().maxAliasExpansion == 1_000_000)
        #expect(YAMLLimits().maxDepth == 512)
    }
}
