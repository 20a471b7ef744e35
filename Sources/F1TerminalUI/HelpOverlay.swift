import TerminalKit

/// The `?` overlay: the keys of the screen shown, in a box over the middle of the frame.
enum HelpOverlay {
    static func draw(_ lines: [KeyHelp], into frame: inout Frame) {
        let keyWidth = lines.map { Frame.displayWidth(of: $0.keys) }.max() ?? 0
        let textWidth = lines.map { Frame.displayWidth(of: $0.action) }.max() ?? 0
        let width = min(frame.size.columns - 4, keyWidth + textWidth + 7)
        let height = min(frame.size.rows - 2, lines.count + 4)
        let left = (frame.size.columns - width) / 2
        let top = max(1, (frame.size.rows - height) / 2)
        let box = CellStyle(inverse: true)
        frame.fill(row: top, column: left, width: width, height: height, style: box)
        frame.put(" Keys ", row: top, column: left + 2, style: box.with(bold: true))
        for (index, line) in lines.prefix(height - 4).enumerated() {
            let row = top + 2 + index
            frame.put(line.keys, row: row, column: left + 2, style: box.with(bold: true))
            frame.put(Frame.fitted(line.action, to: width - keyWidth - 7), row: row, column: left + 4 + keyWidth, style: box)
        }
        frame.put("any key closes", row: top + height - 1, column: left + width - 16, style: box)
    }
}
