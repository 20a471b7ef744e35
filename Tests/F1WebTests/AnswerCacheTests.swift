import F1Web
import Synchronization
import Testing

/// Rendered answers are kept while fresh, so a popular page is rendered once, and failures never.
@Suite struct AnswerCacheTests {
    static func answer(_ status: Int, _ freshness: WebAnswer.Freshness, _ body: String) -> WebAnswer {
        WebAnswer(status: status, contentType: "text/html", body: body, freshness: freshness)
    }

    @Test(arguments: [WebAnswer.Freshness.immutable, .revalidate])
    func aFreshAnswerIsRenderedOnce(_ freshness: WebAnswer.Freshness) async {
        let cache = AnswerCache()
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
        let cache = AnswerCache()
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
    }

    @Test func aFullCacheMakesRoomAndKeepsTheNewest() async {
        let cache = AnswerCache(capacity: 3)
        for index in 0..<10 {
            _ = await cache.answer(for: "/\(index)") { Self.answer(200, .immutable, "p\(index)") }
        }
        let renders = Mutex(0)
        _ = await cache.answer(for: "/9") {
            renders.withLock { $0 += 1 }
            return Self.answer(200, .immutable, "again")
        }
        #expect(renders.withLock { $0 } == 0)
    }
}
