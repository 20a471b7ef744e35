import F1UI
import TextSafety

/// Builds an SVG document as UTF-8 bytes, made a `String` once: numbers written the same way on
/// every machine (no locale, at most two decimals, never "-0") and every text from the data
/// escaped for XML. Bytes rather than `String +=` of small pieces, which costs more than the
/// drawing itself (docs/performance.md#svgwriter-f1charts).
struct SVGWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The document written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ text: String) {
        var text = text
        // Contiguous bytes copied at once: `append(contentsOf: text.utf8)` goes a byte at a time.
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Text from the chart: every hidden character (TextSafety's `VisibleText`, the rule every face
    /// shares) as U+FFFD, which XML accepts where it refuses C0 controls and U+FFFE; then `&`, `<`,
    /// `>`, `"` and `'` escaped.
    mutating func text(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": raw("&amp;")
            case "<": raw("&lt;")
            case ">": raw("&gt;")
            case "\"": raw("&quot;")
            case "'": raw("&apos;")
            default:
                let shown = VisibleText.isHidden(scalar) ? VisibleText.replacement : scalar
                if let encoded = UTF8.encode(shown) { bytes.append(contentsOf: encoded) }
            }
        }
    }

    mutating func number(_ value: Double) {
        SVGWriter.appendNumber(value, to: &bytes)
    }

    /// `value` with at most two decimals, trailing zeros dropped: "12", "12.5", "-3.25", "0".
    static func appendNumber(_ value: Double, to output: inout [UInt8]) {
        // Beyond a billion pixels nothing is drawn anyway; the clamp keeps the conversion safe.
        guard value.isFinite else {
            output.append(UInt8(ascii: "0"))
            return
        }
        let hundredths = (min(max(value, -1e9), 1e9) * 100).rounded()
        let scaled = Int(hundredths)  // trap-ok: clamped to ±1e11, finite.
        if scaled == 0 {
            output.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        appendDigits(of: magnitude / 100, to: &output)
        let fraction = magnitude % 100
        if fraction != 0 {
            output.append(UInt8(ascii: "."))
            output.append(UInt8(ascii: "0") + UInt8(fraction / 10))  // trap-ok: a digit, 0...9.
            if fraction % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }  // trap-ok: a digit, 1...9.
        }
    }

    /// The decimal digits of `value`, most significant first.
    private static func appendDigits(of value: UInt, to output: inout [UInt8]) {
        guard value >= 10 else {
            output.append(UInt8(ascii: "0") + UInt8(value))  // trap-ok: a digit, 0...9.
            return
        }
        appendDigits(of: value / 10, to: &output)
        output.append(UInt8(ascii: "0") + UInt8(value % 10))  // trap-ok: a digit, 0...9.
    }

    static func format(_ value: Double) -> String {
        var text: [UInt8] = []
        appendNumber(value, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// ` name="value"` for a number.
    mutating func attribute(_ name: String, _ value: Double) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        number(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` for text, escaped.
    mutating func attribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        text(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A `<text>` element with its content escaped; `extra` is raw attributes (" fill=…").
    mutating func label(_ content: String, x: Double, y: Double, extra: String = "") {
        raw("<text")
        attribute("x", x)
        attribute("y", y)
        raw(extra)
        raw(">")
        text(content)
        raw("</text>\n")
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, extra: String) {
        raw("<rect")
        attribute("x", x)
        attribute("y", y)
        attribute("width", max(width, 0))
        attribute("height", max(height, 0))
        raw(extra)
        raw("/>\n")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, extra: String) {
        raw("<line")
        attribute("x1", x1)
        attribute("y1", y1)
        attribute("x2", x2)
        attribute("y2", y2)
        raw(extra)
        raw("/>\n")
    }
}

extension F1UI.TeamColor {
    /// "#3671C6".
    var svgHex: String {
        // Asked for each series and marker: no arrays of Characters made each time.
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        let bytes = [
            UInt8(ascii: "#"), digit(red >> 4), digit(red & 0x0F), digit(green >> 4), digit(green & 0x0F), digit(blue >> 4), digit(blue & 0x0F),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Relative luminance, 0 (black) to 1 (white), for choosing a readable text colour on it.
    var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// Whether text on this colour reads better dark than light: the one rule for SVG and the terminal.
    var wantsDarkText: Bool { luminance > 0.55 }
}

/// A rough width for text in the generic sans-serif stack: no font is measured, so the estimate
/// is generous and the same everywhere.
func estimatedTextWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
}
