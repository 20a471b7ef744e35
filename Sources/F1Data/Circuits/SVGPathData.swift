/// An SVG path's `d` attribute read into lines of points: the commands of SVG 1.1's path grammar
/// (M, L, H, V, C, S, Q, T, A, Z, each absolute or relative, with repeated arguments), curves and
/// arcs cut into straight pieces. Read in one pass over the bytes, with every number checked
/// finite and every coordinate within ±10,000,000, so hostile data costs time in proportion to its
/// length and gives one sentence.
package struct SVGPathData {
    package struct Point: Equatable, Sendable {
        package var x: Double
        package var y: Double

        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A line from a moveto to the next moveto or the end; `closed` when it ended in Z.
    package struct Subpath: Equatable, Sendable {
        package var points: [Point]
        package var closed: Bool
    }

    package private(set) var subpaths: [Subpath] = []

    /// Straight pieces per Bézier curve, and at most per arc (one per 11.25° of arc).
    static let curvePieces = 12
    static let maximumArcPieces = 32
    /// More points than this in one path is not a circuit's drawing (f1db's have a few thousand
    /// once flattened).
    package static let maximumPoints = 2_000_000
    static let coordinateLimit = 10_000_000.0

    package init(_ text: some StringProtocol) throws(SVGOutlineError) {
        var scanner = Scanner(bytes: Array(text.utf8))
        try parse(&scanner)
    }

    // MARK: - Commands

    private mutating func parse(_ scanner: inout Scanner) throws(SVGOutlineError) {
        var current = Point(x: 0, y: 0)
        var start = current
        var lastControl: Point?
        var lastCommand: UInt8 = 0
        var points: [Point] = []
        var total = 0

        func finish(closed: Bool) {
            if points.count > 1 || closed && !points.isEmpty { subpaths.append(Subpath(points: points, closed: closed)) }
            points = []
        }

        scanner.skipSeparators()
        guard let first = scanner.peek() else { return }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw .pathSyntax("starts with '\(Scanner.show(first))' instead of a moveto (M or m)")
        }
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek() else { break }
            if Scanner.isCommand(byte) {
                command = byte
                scanner.advance()
            } else if Scanner.startsNumber(byte) {
                // An implicit repeat: after a moveto its further pairs are linetos.
                guard command != 0, command != UInt8(ascii: "Z"), command != UInt8(ascii: "z") else {
                    throw .pathSyntax("has a number after a closepath at byte \(scanner.offset + 1)")
                }
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                throw .pathSyntax("has '\(Scanner.show(byte))' at byte \(scanner.offset + 1), which is neither a command nor a number")
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            let letter = relative ? command - 32 : command
            func point(_ x: Double, _ y: Double) throws(SVGOutlineError) -> Point {
                let result = Point(x: base.x + x, y: base.y + y)
                guard abs(result.x) <= Self.coordinateLimit, abs(result.y) <= Self.coordinateLimit else {
                    throw .coordinateOutOfRange
                }
                return result
            }
            var added: [Point] = []
            var control: Point?
            switch letter {
            case UInt8(ascii: "M"):
                finish(closed: false)
                current = try point(try scanner.number(), try scanner.number())
                start = current
                points = [current]
                // Further pairs are linetos of the same kind.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "Z"):
                finish(closed: true)
                current = start
                points = []
            case UInt8(ascii: "L"):
                added = [try point(try scanner.number(), try scanner.number())]
            case UInt8(ascii: "H"):
                let x = try scanner.number()
                added = [try Point(x: point(x, 0).x, y: current.y)]
            case UInt8(ascii: "V"):
                let y = try scanner.number()
                added = [try Point(x: current.x, y: point(0, y).y)]
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let first: Point
                if letter == UInt8(ascii: "C") {
                    first = try point(try scanner.number(), try scanner.number())
                } else {
                    let smooth = lastCommand == UInt8(ascii: "C") || lastCommand == UInt8(ascii: "S")
                    first =
                        smooth ? Point(x: 2 * current.x - (lastControl?.x ?? current.x), y: 2 * current.y - (lastControl?.y ?? current.y)) : current
                }
                let second = try point(try scanner.number(), try scanner.number())
                let end = try point(try scanner.number(), try scanner.number())
                added = Self.cubic(current, first, second, end)
                control = second
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let handle: Point
                if letter == UInt8(ascii: "Q") {
                    handle = try point(try scanner.number(), try scanner.number())
                } else {
                    let smooth = lastCommand == UInt8(ascii: "Q") || lastCommand == UInt8(ascii: "T")
                    handle =
                        smooth ? Point(x: 2 * current.x - (lastControl?.x ?? current.x), y: 2 * current.y - (lastControl?.y ?? current.y)) : current
                }
                let end = try point(try scanner.number(), try scanner.number())
                added = Self.quadratic(current, handle, end)
                control = handle
            case UInt8(ascii: "A"):
                let rx = abs(try scanner.number())
                let ry = abs(try scanner.number())
                let rotation = try scanner.number()
                let large = try scanner.flag()
                let sweep = try scanner.flag()
                let end = try point(try scanner.number(), try scanner.number())
                added = SVGArc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep).points(
                    maximumPieces: Self.maximumArcPieces)
            default:
                throw .pathSyntax("has the unknown command '\(Scanner.show(command))' at byte \(scanner.offset)")
            }
            if letter != UInt8(ascii: "M"), letter != UInt8(ascii: "Z") {
                if points.isEmpty { points = [current] }
                points += added
                current = added.last ?? current
            }
            total += max(added.count, 1)
            guard total <= Self.maximumPoints else { throw .tooManyPoints(limit: Self.maximumPoints) }
            lastControl = control
            lastCommand = letter
        }
        finish(closed: false)
    }

    // MARK: - Curves

    private static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Point] {
        (1...curvePieces).map { step in
            let t = Double(step) / Double(curvePieces)
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    private static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point) -> [Point] {
        (1...curvePieces).map { step in
            let t = Double(step) / Double(curvePieces)
            let u = 1 - t
            return Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
        }
    }
}
