/// JSON with a stable key order: title, source, facts, then each section's rows keyed by column.
struct JSONRenderer {
    func render(_ document: ReportDocument) -> String {
        var lines = ["{"]
        lines.append("  \"title\": \(quote(document.title)),")
        lines.append("  \"source\": \(quote(document.source)),")
        let facts = document.facts.map { "\(quote(key(for: $0.label))): \(quote($0.value))" }
        lines.append("  \"facts\": {" + facts.joined(separator: ", ") + "},")
        lines.append("  \"sections\": [")
        for (index, section) in document.sections.enumerated() {
            lines.append("    {")
            lines.append("      \"key\": \(quote(section.key)),")
            lines.append("      \"title\": \(quote(section.title)),")
            let rows = section.rows.map { row in
                let fields = section.columns.indices.map { column in
                    "\(quote(section.columns[column].key)): \(quote(column < row.cells.count ? row.cells[column] : ""))"
                }
                return "        {" + fields.joined(separator: ", ") + "}"
            }
            lines.append(rows.isEmpty ? "      \"rows\": []" : "      \"rows\": [\n" + rows.joined(separator: ",\n") + "\n      ]")
            lines.append(index == document.sections.count - 1 ? "    }" : "    },")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Next race" → "nextRace".
    private func key(for label: String) -> String {
        let words = label.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return "fact" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    private func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
