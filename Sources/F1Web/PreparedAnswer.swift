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

    /// zlib's fastest level: the quickest for a page, for a body hardly longer than a slower
    /// level's (docs/performance.md#preparedanswer-f1web).
    static let gzipLevel = ZlibConfiguration(compressionLevel: .fastestCompression)

    init(_ answer: WebAnswer) {
        self.answer = answer
        tag = answer.status == 200 && answer.freshness != .never ? EntityTag.of(answer.body) : nil
        bytes = ByteBuffer(string: answer.body)
        var source = bytes
        gzipped = answer.gzipped ?? (bytes.readableBytes >= 1024 ? try? source.compress(with: .gzip(configuration: Self.gzipLevel)) : nil)
    }

    /// The bytes it holds: the body and its compressed copy.
    var weight: Int { bytes.readableBytes + (gzipped?.readableBytes ?? 0) }
}
