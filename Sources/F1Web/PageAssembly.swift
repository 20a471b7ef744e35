import CompressNIO
import F1HTML
import F1UI
import Hummingbird

/// A page drawn and compressed while its later reports still load. The reports load one after
/// another on the main actor, as the screens they come from require; each one loaded is handed to
/// a task on the other core, which draws it and feeds it to gzip in page order. The page is done
/// when its last report is: loading, drawing and compressing it one after the other took 2.5 ms
/// for the race weekend's eight reports, over the 2 ms a page may take (docs/performance.md,
/// "The race weekend page under 2 ms").
package final class PageAssembly: Sendable {
    /// The page's markup, and the same compressed with gzip (nil if compressing failed).
    package struct Assembled: Sendable {
        package var html: String
        package var gzipped: ByteBuffer?
    }

    private enum Piece: Sendable {
        case markup(String)
        case document(ReportDocument, HTMLDocumentRenderer)
    }

    private let pieces: AsyncStream<Piece>.Continuation
    private let assembled: Task<Assembled, Never>

    /// Starts a page with `opening`, the markup before its first report.
    package init(opening: String) {
        let (stream, pieces) = AsyncStream<Piece>.makeStream()
        self.pieces = pieces
        // Detached: off the main actor, whose core loads the next report meanwhile.
        assembled = Task.detached {
            var writer = CompressingWriter()
            for await piece in stream {
                switch piece {
                case .markup(let markup): writer.append(markup)
                case .document(let document, let renderer): writer.append(renderer.render(document).html)
                }
            }
            return writer.finish()
        }
        pieces.yield(.markup(opening))
    }

    deinit {
        // A page abandoned half-way still ends its task.
        pieces.finish()
    }

    package func add(_ document: ReportDocument, renderer: HTMLDocumentRenderer) {
        pieces.yield(.document(document, renderer))
    }

    /// The whole page, once `closing` (the markup after its last report) is added.
    package func finish(closing: String) async -> Assembled {
        pieces.yield(.markup(closing))
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
