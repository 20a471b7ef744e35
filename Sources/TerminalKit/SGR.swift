/// The ANSI/VT escape sequences the toolkit writes: fixed ones every terminal in use understands,
/// so no terminfo database is read.
enum ControlSequence {
    static let escape: UInt8 = 0x1B

    static func csi(_ body: String) -> [UInt8] {
        [escape, UInt8(ascii: "[")] + Array(body.utf8)
    }

    /// Moves the cursor to (row, column), both from 0 (the terminal counts from 1).
    static func moveCursor(row: Int, column: Int) -> [UInt8] {
        csi("\(row + 1);\(column + 1)H")
    }

    static let beginSynchronizedUpdate = csi("?2026h")
    static let endSynchronizedUpdate = csi("?2026l")
    static let clearScreen = csi("0m") + csi("H") + csi("2J")

    /// Select Graphic Rendition: resets, then sets what `style` has, in one sequence.
    static func selectGraphicRendition(_ style: CellStyle) -> [UInt8] {
        var parameters = ["0"]
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.italic { parameters.append("3") }
        if style.underline { parameters.append("4") }
        if style.inverse { parameters.append("7") }
        if let color = style.foreground { parameters.append(colorParameters(color, base: 30, brightBase: 90)) }
        if let color = style.background { parameters.append(colorParameters(color, base: 40, brightBase: 100)) }
        return csi(parameters.joined(separator: ";") + "m")
    }

    private static func colorParameters(_ color: TerminalColor, base: Int, brightBase: Int) -> String {
        // 38 and 48 introduce extended colours for foreground and background alike (base + 8).
        switch color {
        case .black: "\(base)"
        case .red: "\(base + 1)"
        case .green: "\(base + 2)"
        case .yellow: "\(base + 3)"
        case .blue: "\(base + 4)"
        case .magenta: "\(base + 5)"
        case .cyan: "\(base + 6)"
        case .white: "\(base + 7)"
        case .brightBlack: "\(brightBase)"
        case .brightRed: "\(brightBase + 1)"
        case .brightGreen: "\(brightBase + 2)"
        case .brightYellow: "\(brightBase + 3)"
        case .brightBlue: "\(brightBase + 4)"
        case .brightMagenta: "\(brightBase + 5)"
        case .brightCyan: "\(brightBase + 6)"
        case .brightWhite: "\(brightBase + 7)"
        case .palette(let index): "\(base + 8);5;\(index)"
        case .rgb(let red, let green, let blue): "\(base + 8);2;\(red);\(green);\(blue)"
        }
    }
}
