import CompressNIO
import F1HTML
import F1UI
import Hummingbird

/// A page drawn and compressed while its later reports still load. The reports load one after
/// another on the main actor, as the screens they come from require; each one loaded is handed to
/// a task on the other core, which draws it at once and feeds gzip the page in order as far as it
/// is drawn. The page is done soon after its last report is, rather than after loading, drawing
/// and compressing each in turn (docs/performance.md#pageassembly-f1web).
package final class PageAssembly: Sendable {
    /// The page's markup, and the same compressed with gzip (nil if compressing failed).
    package struct Assembled: Sendable {
        package var html: String
        package var gzipped: ByteBuffer?
    }

    private enum Piece: Sendable {
        /// A report at its place among the page's reports (0 first), drawn by its renderer.
        case report(place: Int, ReportDocument, HTMLDocumentRenderer)
        /// The place a report that did not load leaves empty.
        case nothing(place: Int)
    }

    private let pieces: AsyncStream<Piece>.Continuation
    private let assembled: Task<Assembled, Never>

    /// Starts a page of `places` reports with `opening` (the markup before them) and `closing` (after).
    package init(opening: String, places: Int, closing: String) {
        let (stream, pieces) = AsyncStream<Piece>.makeStream()
        self.pieces = pieces
        // Detached: off the main actor, whose core loads the next report meanwhile.
        assembled = Task.detached {
            var writer = CompressingWriter()
            writer.append(opening)
            var drawn: [Int: String] = [:]
            var next = 0
            for await piece in stream {
                switch piece {
                case .report(let place, let document, let renderer): drawn[place] = renderer.render(document).html
                case .nothing(let place): drawn[place] = ""
                }
                // Compressed in page order: a report drawn early waits for the ones above it.
                while let markup = drawn.removeValue(forKey: next) {
                    writer.append(markup)
                    next += 1
                }
            }
            // Every place is filled or skipped before `finish`; should one not be, the rest still shows.
            for place in next..<max(next, places) { drawn[place].map { writer.append($0) } }
            writer.append(closing)
            return writer.finish()
        }
    }

    deinit {
        // A page abandoned half-way still ends its task.
        pieces.finish()
    }

    /// The report at `place` among the page's, loaded (in any order).
    package func add(_ document: ReportDocument, at place: Int, renderer: HTMLDocumentRenderer) {
        pieces.yield(.report(place: place, document, renderer))
    }

    /// The report at `place` shows nothing (it did not load, or repeats one above it).
    package func skip(_ place: Int) {
        pieces.yield(.nothing(place: place))
    }

    /// The whole page, once every place has a report or was skipped.
    package func finish() async -> Assembled {
        pieces.finish()
        return await assembled.value
    }
}

/// Markup gathered and deflated as it comes.
private struct CompressingWriter {
    private var html = ""
    private var gzipped = ByteBuffer()
    /// Nil when zlib could not start; the page is then sent uncompressed.
    private let compressor: (any NIOCompressor)?
    private var failed = false

    init() {
        html.reserveCapacity(64 * 1024)
        let compressor = CompressionAlgorithm.gzip(configuration: PreparedAnswer.gzipLevel).compressor
        compressor.window = ByteBufferAllocator().buffer(capacity: 16 * 1024)
        self.compressor = (try? compressor.startStream()).map { compressor }
    }

    mutating func append(_ markup: String) {
        guard !markup.isEmpty else { return }
        html += markup
        compress(ByteBuffer(string: markup), flush: .no)
    }

    mutating func finish() -> PageAssembly.Assembled {
        compress(ByteBuffer(), flush: .finish)
        try? compressor?.finishStream()
        return PageAssembly.Assembled(html: html, gzipped: compressor == nil || failed ? nil : gzipped)
    }

    private mutating func compress(_ chunk: ByteBuffer, flush: CompressNIOFlush) {
        guard let compressor, !failed else { return }
        var chunk = chunk
        var output = gzipped
        do {
            try chunk.compressStream(with: compressor, flush: flush) { output.writeImmutableBuffer($0) }
            gzipped = output
        } catch {
            failed = true
        }
    }
}
