import CompressNIO
import Hummingbird
import Synchronization

/// An answer ready to send: its entity tag and bytes made once, however often it is sent.
package struct PreparedAnswer: Sendable {
    package let answer: WebAnswer
    /// Nil for an answer no cache may keep (errors, the live page).
    package let tag: String?
    let bytes: ByteBuffer
    /// The body gzip-compressed, made once with the answer, for a browser that accepts it; nil
    /// for a small body, which compression would hardly shorten.
    let gzipped: ByteBuffer?

    /// zlib's fastest level: for the 45 KB race weekend page 0.29 ms against 0.34 ms at level 3
    /// and 0.66 ms at the default, for a body 5% longer than level 3's (8.1 against 7.7 KB);
    /// docs/performance.md.
    static let gzipLevel = ZlibConfiguration(compressionLevel: .fastestCompression)

    init(_ answer: WebAnswer) {
        self.answer = answer
        tag = answer.status == 200 && answer.freshness != .never ? EntityTag.of(answer.body) : nil
        bytes = ByteBuffer(string: answer.body)
        var source = bytes
        gzipped = answer.gzipped ?? (bytes.readableBytes >= 1024 ? try? source.compress(with: .gzip(configuration: Self.gzipLevel)) : nil)
    }
}

/// Pages and API answers as rendered, kept so a popular page is not rendered again for every
/// request: a past season's for an hour (it does not change), any other for two seconds (a
/// countdown moves by the minute, the live summary by the lap), failures never. At most
/// `capacity` answers; when full, the expired ones go, then all.
package final class AnswerCache: Sendable {
    private struct Entry {
        var answer: PreparedAnswer
        var expires: ContinuousClock.Instant
    }

    let capacity: Int
    private let entries = Mutex<[String: Entry]>([:])

    package init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The answer kept for `key` while fresh, else `make`'s, kept when it may be.
    package func answer(for key: String, make: () async -> WebAnswer) async -> PreparedAnswer {
        let now = ContinuousClock.now
        if let kept = entries.withLock({ $0[key] }), kept.expires > now { return kept.answer }
        let prepared = PreparedAnswer(await make())
        let lifetime: Duration? =
            switch prepared.answer.freshness {
            case _ where prepared.answer.status != 200: nil
            case .immutable: .seconds(3600)
            case .revalidate: .seconds(2)
            case .never: nil
            }
        guard let lifetime else { return prepared }
        entries.withLock { entries in
            if entries.count >= capacity {
                entries = entries.filter { $0.value.expires > now }
                if entries.count >= capacity { entries = [:] }
            }
            entries[key] = Entry(answer: prepared, expires: now + lifetime)
        }
        return prepared
    }
}
