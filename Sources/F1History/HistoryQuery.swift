import GRDBSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One value of a query's answer, as SQLite typed it.
package enum HistoryValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    /// A blob is shown by its length only: its bytes are not text for any face.
    case blob(bytes: Int)
}

/// A query's answer: its columns, its rows (at most the limit) and whether more were left out.
package struct HistoryQueryAnswer: Equatable, Sendable {
    package var columns: [String]
    package var rows: [[HistoryValue]]
    package var truncated: Bool
}

/// How far a query may go: its time, its rows, the depth of its expressions and the length of
/// any one value, so no statement of a user's runs for ever or fills the memory.
package struct HistoryQueryLimits: Sendable {
    package var time: Duration
    package var rows: Int
    package var expressionDepth: Int32 = 100
    package var valueBytes: Int32 = 1_000_000
    package var memoryBytes: Int64 = 256 << 20

    package init(time: Duration = .seconds(5), rows: Int = 10_000) {
        self.time = time
        self.rows = rows
    }
}

/// Why a query gave no answer, each in one sentence.
package enum HistoryQueryError: Error, Equatable, CustomStringConvertible {
    case refused(String)
    case timedOut(Duration)
    case failed(String)

    package var description: String {
        switch self {
        case .refused(let why): why
        case .timedOut(let limit): "The query was stopped after \(limit.formattedSeconds): it ran past the time limit (--timeout)."
        case .failed(let message): "The query failed: \(message)."
        }
    }
}

extension Duration {
    var formattedSeconds: String {
        let (seconds, attoseconds) = components
        let hundredths = attoseconds / 10_000_000_000_000_000
        return hundredths == 0 ? "\(seconds) s" : "\(seconds).\(hundredths < 10 ? "0" : "")\(hundredths) s"
    }
}
