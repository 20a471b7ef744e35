import Foundation
import TextSafety

/// One typed CSV cell: numbers unformatted, absent values empty.
public enum CSVField: Equatable, Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    static func field(_ value: String?) -> CSVField { value.map(CSVField.text) ?? .null }
    static func field(_ value: Int?) -> CSVField { value.map(CSVField.integer) ?? .null }
    static func field(_ value: Double?) -> CSVField { value.map(CSVField.number) ?? .null }

    /// The field as written: quoted when it holds a comma, quote or line break (RFC 4180).
    var encoded: String {
        switch self {
        case .text(let value): Self.quoted(Self.inert(VisibleText.visible(value)))
        case .integer(let value): String(value)
        // Int(exactly:) is nil for fractions and non-finite values: 25 not 25.0, 12.5 as is.
        case .number(let value): Int(exactly: value).map(String.init) ?? String(value)
        case .bool(let value): value ? "true" : "false"
        case .null: ""
        }
    }

    /// Text a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1+cmd|...`, `@SUM(...)`)
    /// starts with an apostrophe, which spreadsheet tools read as "this cell is text" and hide.
    /// A number written as text (`+5.155`, `-3`) cannot be a formula and is kept as it is, and
    /// typed numbers are never text here; tab and carriage return are already U+FFFD, as every
    /// hidden character is (CSV is read in terminals too).
    private static func inert(_ text: String) -> String {
        guard let first = text.first, "=+-@".contains(first) else { return text }
        if Double(text).map(\.isFinite) == true { return text }
        return "'" + text
    }

    private static func quoted(_ text: String) -> String {
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
