import Foundation

/// RFC 4180 CSV: each section is a header line and its rows; sections are separated by a blank line.
struct CSVRenderer {
    func render(_ document: ReportDocument) -> String {
        var blocks: [String] = []
        for section in document.sections {
            var lines = [section.columns.map { field($0.key) }.joined(separator: ",")]
            for row in section.rows {
                lines.append(section.columns.indices.map { field($0 < row.cells.count ? row.cells[$0] : "") }.joined(separator: ","))
            }
            blocks.append(lines.joined(separator: "\r\n") + "\r\n")
        }
        return blocks.joined(separator: "\r\n")
    }

    private func field(_ text: String) -> String {
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
