import Foundation

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
        return escapingSteering(String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    /// JSONEncoder escapes C0 controls but writes DEL, C1 controls, line separators and
    /// bidirectional overrides as they are; JSON read in a terminal must not steer it, so those
    /// become `\uXXXX` escapes too: the same text to a parser, nothing raw on screen. They can only
    /// occur inside strings, so escaping them never touches the structure.
    static func escapingSteering(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isSteering) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isSteering(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    static func isSteering(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
