/// Dots in terminal cells: each cell is a braille character (U+2800…U+28FF) of 2×4 dots, so a
/// plot gets twice the columns and four times the rows of its cells. Each cell remembers who set a
/// dot in it last, for its colour.
struct BrailleCanvas {
    /// The size in cells.
    let columns: Int
    let rows: Int
    private var dots: [UInt8]
    private var owners: [Int]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        dots = Array(repeating: 0, count: self.columns * self.rows)
        owners = Array(repeating: -1, count: self.columns * self.rows)
    }

    var dotColumns: Int { columns * 2 }
    var dotRows: Int { rows * 4 }

    /// Sets the dot at (x, y), from the top left, for `owner`; outside the canvas it does nothing.
    mutating func set(x: Int, y: Int, owner: Int) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        let index = (y / 4) * columns + x / 2
        dots[index] |= Self.bits[x % 2][y % 4]  // trap-ok: x and y are inside the canvas (guarded above).
        owners[index] = owner  // trap-ok: the same index, inside the canvas.
    }

    /// A straight run of dots from one dot to another (Bresenham); `dashed` leaves out every other pair.
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), owner: Int, dashed: Bool = false) {
        let deltaX = abs(end.x - start.x)
        let deltaY = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = deltaX + deltaY
        var x = start.x
        var y = start.y
        var count = 0
        // Never more steps than the longer side: a bound that holds even if the arithmetic went wrong.
        let limit = max(deltaX, -deltaY) + 1
        while count < limit {
            if !dashed || (count / 2) % 2 == 0 { set(x: x, y: y, owner: owner) }
            if x == end.x, y == end.y { break }
            let doubled = 2 * error
            if doubled >= deltaY {
                error += deltaY
                x += stepX
            }
            if doubled <= deltaX {
                error += deltaX
                y += stepY
            }
            count += 1
        }
    }

    /// The braille character of the cell at (row, column), nil where no dot is set.
    func character(row: Int, column: Int) -> Character? {
        guard let index = index(row: row, column: column), dots[index] != 0 else { return nil }  // trap-ok: index is checked.
        return Unicode.Scalar(0x2800 + UInt32(dots[index])).map(Character.init)  // trap-ok: index is checked.
    }

    /// Who set a dot in the cell last; nil for an empty cell.
    func owner(row: Int, column: Int) -> Int? {
        guard let index = index(row: row, column: column), owners[index] >= 0 else { return nil }  // trap-ok: index is checked.
        return owners[index]  // trap-ok: index is checked.
    }

    private func index(row: Int, column: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return row * columns + column
    }

    /// The bit of each dot, by column then row within the cell (Unicode's braille numbering).
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
}
