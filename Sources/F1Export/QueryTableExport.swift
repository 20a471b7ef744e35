import Foundation

/// The answer to a user's own query of the history index (`f1report query`) in the machine
/// faces: the columns as the query named them and each row's values typed as SQLite gave them.
/// Not a catalogue report (its columns are the user's), so it has no JSON Schema of its own;
/// its values are written by the same CSV and JSON rules as every report's.
package struct QueryTableExport: Sendable {
    package var source: ExportSource
    package var columns: [String]
    package var rows: [[CSVField]]
    /// Whether rows past the limit were left out.
    package var truncated: Bool

    package init(source: ExportSource, columns: [String], rows: [[CSVField]], truncated: Bool) {
        self.source = source
        self.columns = columns
        self.rows = rows
        self.truncated = truncated
    }

    /// RFC 4180 CSV, the header first, lines ending in CRLF.
    package func csv() -> String {
        ([columns.map(CSVField.text)] + rows).map { $0.map(\.encoded).joined(separator: ",") + "\r\n" }.joined()
    }

    /// `{"columns": [...], "report": "query", "rows": [[...]], "schemaVersion": 1, "source": {...}, "truncated": false}`.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ExportWriter.escapingHidden(String(decoding: try encoder.encode(Wire(self)), as: UTF8.self)) + "\n"
    }

    private struct Wire: Encodable {
        var columns: [String]
        var report = "query"
        var rows: [[Value]]
        var schemaVersion = ExportSchema.version
        var source: ExportSource
        var truncated: Bool

        init(_ table: QueryTableExport) {
            columns = table.columns
            rows = table.rows.map { $0.map(Value.init) }
            source = table.source
            truncated = table.truncated
        }
    }

    private struct Value: Encodable {
        let field: CSVField

        init(_ field: CSVField) {
            self.field = field
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch field {
            case .text(let text): try container.encode(text)
            case .integer(let value): try container.encode(value)
            case .number(let value) where value.isFinite: try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .number, .null: try container.encodeNil()
            }
        }
    }
}
