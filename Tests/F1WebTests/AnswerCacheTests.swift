import F1Web
import Synchronization
import Testing

/// Rendered answers are kept while fresh, so a popular page is rendered once, and failures never;
/// what is kept is bounded in bytes.
@Suite struct AnswerCacheTests {
    static func answer(_ status: Int, _ freshness: WebAnswer.Freshness, _ body: String) -> WebAnswer {
        WebAnswer(status: status, contentType: "text/html", body: body, freshness: freshness)
    }

    @Test(arguments: [WebAnswer.Freshness.immutable, .revalidate])
    func aFreshAnswerIsRenderedOnce(_ freshness: WebAnswer.Freshness) async {
        let cache = AnswerCache<String>()
        let renders = Mutex(0)
        for _ in 0..<5 {
            let prepared = await cache.answer(for: "/2025") {
                renders.withLock { $0 += 1 }
                return Self.answer(200, freshness, "page")
            }
            #expect(prepared.tag != nil)
        }
        #expect(renders.withLock { $0 } == 1)
    }

    @Test func failuresAndTheLivePageAreNeverKept() async {
        let cache = AnswerCache<String>()
        let renders = Mutex(0)
        for (status, freshness) in [(404, WebAnswer.Freshness.never), (503, .never), (200, .never)] {
            for _ in 0..<2 {
                let prepared = await cache.answer(for: "/x\(status)") {
                    renders.withLock { $0 += 1 }
                    return Self.answer(status, freshness, "no")
                }
                #expect(prepared.tag == nil)
            }
        }
        #expect(renders.withLock { $0 } == 6)
        #expect(cache.count == 0)
    }

    /// 5 MB answers, as a hostile API server can make them: none is kept, and the cache weighs
    /// what it did before them.
    @Test func anAnswerOverTheLargestKeptIsSentButNotKept() async {
        let cache = AnswerCache<String>()
        _ = await cache.answer(for: "/small") { Self.answer(200, .immutable, "page") }
        let before = cache.weight
        let huge = String(repeating: "0123456789", count: 500_000)
        for index in 0..<20 {
            let prepared = await cache.answer(for: "/huge\(index)") { Self.answer(200, .immutable, huge) }
            #expect(prepared.answer.body.utf8.count == 5_000_000)
        }
        #expect(cache.weight == before)
        #expect(cache.count == 1)
    }

    /// Answers under the largest kept, but together far over the budget: the cache stays within
    /// it, and the newest answers are the ones kept.
    @Test func theKeptAnswersStayWithinTheBudgetAndTheNewestStay() async {
        let limits = AnswerCache<Int>.Limits(budget: 1 << 20, largest: 300_000)
        let cache = AnswerCache<Int>(limits: limits)
        // Digits gzip to almost nothing, so each answer weighs about its body.
        let body = (0..<25_000).map { String($0 % 97, radix: 36) }.joined()
        for index in 0..<100 {
            _ = await cache.answer(for: index) { Self.answer(200, .immutable, body + String(index)) }
            #expect(cache.weight <= limits.budget)
        }
        #expect(cache.count >= 10)
        let renders = Mutex(0)
        _ = await cache.answer(for: 99) {
            renders.withLock { $0 += 1 }
            return Self.answer(200, .immutable, "again")
        }
        _ = await cache.answer(for: 0) {
            renders.withLock { $0 += 1 }
            return Self.answer(200, .immutable, "again")
        }
        #expect(renders.withLock { $0 } == 1)
    }
}
