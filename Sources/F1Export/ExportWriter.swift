import Foundation
import TextSafety

/// Writes documents as JSON, JSON Lines or CSV.
public enum ExportWriter {
    /// The document as indented JSON with keys sorted, ending in a newline.
    public static func json(_ document: some ExportDocument) throws -> String {
        try encoded(document, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + "\n"
    }

    /// The document as one line of compact JSON with keys sorted, ending in a newline: a JSON Lines record.
    public static func jsonLine(_ document: some ExportDocument) throws -> String {
        try encoded(document, [.sortedKeys, .withoutEscapingSlashes]) + "\n"
    }

    /// The document as RFC 4180 CSV: the header (unless `header` is false, for the updates of a
    /// stream after its first), then one record per row; lines end in CRLF.
    public static func csv<Document: CSVExportable>(_ document: Document, header: Bool = true) -> String {
        let records = (header ? [Document.csvColumns.map(CSVField.text)] : []) + document.csvRecords
        return records.map { $0.map(\.encoded).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func encoded(_ document: some ExportDocument, _ formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return escapingHidden(String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    /// JSONEncoder escapes C0 controls inside strings but writes the rest of the hidden characters
    /// (TextSafety's `VisibleText`) as they are; JSON read in a terminal must not be steered, so
    /// those become `\uXXXX` escapes too: the same text to a parser, nothing raw on screen. Outside
    /// strings the encoder writes only line feeds, which are kept, so the structure is untouched.
    static func escapingHidden(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { VisibleText.isHidden($0, keepingLines: true) }) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard VisibleText.isHidden(scalar, keepingLines: true) else {
                escaped.append(scalar)
                continue
            }
            // A scalar beyond the first plane is written as its UTF-16 surrogate pair, as JSON asks.
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(escaped)
    }
}
