extension Frame {
    /// The frame as plain text: one line per row, trailing spaces trimmed, joined by "\n".
    public var text: String {
        (0..<size.rows).map { row in
            var line = (0..<size.columns).map { self[row, $0].text }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The styles beside the text, for golden files: one line per row, a letter per cell naming its style in a legend, plus the legend; deterministic.
    ///
    /// The plain style is ".", others get letters in the order they first appear (row by row),
    /// so the same frame always gives the same map.
    public var styleMap: String {
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [(Character, CellStyle)] = []
        var lines: [String] = []
        for row in 0..<size.rows {
            var line = ""
            for column in 0..<size.columns {
                let style = self[row, column].style
                if letters[style] == nil {
                    let letter = Self.styleLetters.dropFirst(legend.count).first ?? "#"
                    letters[style] = letter
                    legend.append((letter, style))
                }
                line.append(letters[style] ?? "#")
            }
            lines.append(line)
        }
        guard !legend.isEmpty else { return lines.joined(separator: "\n") }
        let described = legend.map { "\($0.0): \(Self.describe($0.1))" }
        return (lines + [""] + described).joined(separator: "\n")
    }

    /// Enough for any screen a person can read; beyond it every further style is "#".
    private static let styleLetters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    private static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if let color = style.foreground { parts.append("foreground \(describe(color))") }
        if let color = style.background { parts.append("background \(describe(color))") }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.italic { parts.append("italic") }
        if style.underline { parts.append("underline") }
        if style.inverse { parts.append("inverse") }
        return parts.joined(separator: " ")
    }

    private static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .palette(let index): "palette(\(index))"
        case .rgb(let red, let green, let blue): "rgb(\(red),\(green),\(blue))"
        default: "\(color)"
        }
    }
}
