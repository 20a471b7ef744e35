/// Just enough of a terminal to read what f1tracker draws: cursor moves, clears and text on a
/// grid of cells, colours ignored; and the frames it writes, each ending with the end of a
/// synchronized update (CSI ?2026l), with their byte counts.
struct TerminalScreen {
    /// One frame as written: its bytes from the end of the frame before, whether it cleared the
    /// screen (a full redraw), and the screen's lines once it was drawn.
    struct Written {
        var bytes: Int
        var isFull: Bool
        var lines: [String]

        /// Whether the screen showed every one of `texts`, each on some line.
        func shows(_ texts: [String]) -> Bool {
            texts.allSatisfy { text in lines.contains { $0.contains(text) } }
        }
    }

    private(set) var columns: Int
    private(set) var rows: Int
    private var cells: [[Character]]
    private var row = 0, column = 0
    private var state = State.text
    private var pendingUTF8: [UInt8] = []
    private var frameBytes = 0
    private var frameCleared = false
    /// Frames completed so far.
    private(set) var frameCount = 0
    /// Whether the program has left the alternate screen, as it does when it restores the terminal.
    private(set) var hasLeftAlternateScreen = false

    private enum State {
        case text
        case escape
        case controlSequence(String)
    }

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Self.blank(columns: columns, rows: rows)
    }

    var lines: [String] {
        cells.map { String($0) }
    }

    /// A terminal of a new size starts blank, as the program redraws it whole.
    mutating func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Self.blank(columns: columns, rows: rows)
        row = min(row, rows - 1)
        column = min(column, columns - 1)
    }

    /// Takes in `bytes` as the terminal would, and gives the frames they complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Written] {
        var completed: [Written] = []
        for byte in bytes {
            frameBytes += 1
            if let frame = take(byte) { completed.append(frame) }
        }
        return completed
    }

    private mutating func take(_ byte: UInt8) -> Written? {
        switch state {
        case .text:
            switch byte {
            case 0x1B: state = .escape
            case UInt8(ascii: "\r"): column = 0
            case UInt8(ascii: "\n"): row = min(row + 1, rows - 1)
            case 0..<0x20, 0x7F: break
            default: put(byte)
            }
        case .escape:
            state = byte == UInt8(ascii: "[") ? .controlSequence("") : .text
        case .controlSequence(let body):
            guard (0x40...0x7E).contains(byte) else {
                state = .controlSequence(body + String(UnicodeScalar(byte)))
                return nil
            }
            state = .text
            return perform(body, final: UnicodeScalar(byte))
        }
        return nil
    }

    /// Collects a character's UTF-8 bytes and puts it at the cursor, one cell wide.
    private mutating func put(_ byte: UInt8) {
        pendingUTF8.append(byte)
        let expected =
            switch pendingUTF8[0] {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        guard pendingUTF8.count >= expected else { return }
        let character = String(decoding: pendingUTF8, as: UTF8.self).first ?? " "
        pendingUTF8 = []
        if row < rows, column < columns { cells[row][column] = character }
        column = min(column + 1, columns)
    }

    private mutating func perform(_ body: String, final: UnicodeScalar) -> Written? {
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? numbers[index] ?? value : value
        }
        switch final {
        case "H", "f":
            row = min(max(number(0, default: 1), 1), rows) - 1
            column = min(max(number(1, default: 1), 1), columns) - 1
        case "J" where number(0, default: 0) >= 2, "h" where body == "?1049":
            cells = Self.blank(columns: columns, rows: rows)
            frameCleared = true
        case "l" where body == "?1049":
            hasLeftAlternateScreen = true
        case "K":
            if row < rows { for index in column..<columns { cells[row][index] = " " } }
        case "l" where body == "?2026":
            defer {
                frameBytes = 0
                frameCleared = false
                frameCount += 1
            }
            return Written(bytes: frameBytes, isFull: frameCleared, lines: lines)
        default:
            break
        }
        return nil
    }

    private static func blank(columns: Int, rows: Int) -> [[Character]] {
        Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }
}
