/// 1-based line and column of a node or problem.
///
/// Columns count Unicode scalars, not bytes, so "Räikkönen: 1" puts `1` at column 12.
public struct YAMLMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, in Unicode scalars.
    public var column: Int

    /// Creates a mark from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a document, 1:1.
    public static let start = YAMLMark(line: 1, column: 1)

    /// `line:column`, e.g. `3:7`.
    public var description: String { "\(line):\(column)" }

    /// Orders marks by line, then column.
    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
