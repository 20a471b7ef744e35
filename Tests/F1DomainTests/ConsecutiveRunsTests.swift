import F1Domain
import Testing

@Suite struct ConsecutiveRunsTests {
    @Test func consecutiveNumbersJoinAndGapsSplit() {
        #expect([Int]().consecutiveRuns.isEmpty)
        #expect([7].consecutiveRuns == [7...7])
        #expect([1, 3, 4, 5, 9].consecutiveRuns == [1...1, 3...5, 9...9])
        #expect([2013, 2014, 2015, 2016].consecutiveRuns == [2013...2016])
        // In the order given: a value below the last starts a run of its own.
        #expect([5, 4].consecutiveRuns == [5...5, 4...4])
    }
}
