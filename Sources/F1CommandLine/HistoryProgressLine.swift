import F1History
import Foundation
import StandardStreams

/// The index build's progress as one line on standard error, rewritten in place; only when
/// standard error is a terminal, so a log or a pipe gets nothing but the final report.
package struct HistoryProgressLine: Sendable {
    let shown: Bool

    package init() {
        shown = isatty(STDERR_FILENO) == 1
    }

    package func show(_ stage: HistoryBuildStage) {
        guard shown else { return }
        let text: String
        switch stage {
        case .hashing: text = "Indexing the history: fingerprinting the data's files"
        case .reading(let season, let years):
            text = "Indexing the history: season \(season) (\(years.upperBound - years.lowerBound + 1) seasons)"
        case .writing: text = "Indexing the history: writing the database"
        }
        CommandLineOutput.complainVerbatim("\r\u{1B}[2K" + text)
    }

    /// Clears the line before the report or a failure is written.
    package func finish() {
        guard shown else { return }
        CommandLineOutput.complainVerbatim("\r\u{1B}[2K")
    }
}
