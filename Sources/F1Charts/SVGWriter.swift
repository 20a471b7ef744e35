import F1UI

/// Builds an SVG document in one `String`: numbers written the same way on every machine (no
/// locale, at most two decimals, never "-0") and every text from the data escaped for XML.
struct SVGWriter {
    private(set) var output = ""

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) {
        output += text
    }

    /// Text from the chart: `&`, `<`, `>`, `"` and `'` escaped, control characters and bidirectional
    /// overrides dropped (tabs and line breaks become spaces: SVG text is one line).
    mutating func text(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output += " "
            default:
                let value = scalar.value
                // C0 and C1 controls (an 8-bit CSI is U+009B) and bidirectional overrides and
                // isolates, which would reorder a label, are not text.
                if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                    || value == 0xFFFE || value == 0xFFFF
                {
                    continue
                }
                output.unicodeScalars.append(scalar)
            }
        }
    }

    mutating func number(_ value: Double) {
        SVGWriter.appendNumber(value, to: &output)
    }

    /// `value` with at most two decimals, trailing zeros dropped: "12", "12.5", "-3.25", "0".
    static func appendNumber(_ value: Double, to output: inout String) {
        // Beyond a billion pixels nothing is drawn anyway; the clamp keeps the conversion safe.
        guard value.isFinite else {
            output += "0"
            return
        }
        let hundredths = (min(max(value, -1e9), 1e9) * 100).rounded()
        let scaled = Int(hundredths)  // trap-ok: clamped to ±1e11, finite.
        if scaled == 0 {
            output += "0"
            return
        }
        if scaled < 0 { output += "-" }
        let magnitude = scaled.magnitude
        output += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            output += "."
            output += String(fraction / 10)
            if fraction % 10 != 0 { output += String(fraction % 10) }
        }
    }

    static func format(_ value: Double) -> String {
        var text = ""
        appendNumber(value, to: &text)
        return text
    }

    /// ` name="value"` for a number.
    mutating func attribute(_ name: String, _ value: Double) {
        output += " "
        output += name
        output += "=\""
        number(value)
        output += "\""
    }

    /// ` name="value"` for text, escaped.
    mutating func attribute(_ name: String, _ value: String) {
        output += " "
        output += name
        output += "=\""
        text(value)
        output += "\""
    }

    /// A `<text>` element with its content escaped; `extra` is raw attributes (" fill=…").
    mutating func label(_ content: String, x: Double, y: Double, extra: String = "") {
        output += "<text"
        attribute("x", x)
        attribute("y", y)
        output += extra
        output += ">"
        text(content)
        output += "</text>\n"
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, extra: String) {
        output += "<rect"
        attribute("x", x)
        attribute("y", y)
        attribute("width", max(width, 0))
        attribute("height", max(height, 0))
        output += extra
        output += "/>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, extra: String) {
        output += "<line"
        attribute("x1", x1)
        attribute("y1", y1)
        attribute("x2", x2)
        attribute("y2", y2)
        output += extra
        output += "/>\n"
    }
}

extension F1UI.TeamColor {
    /// "#3671C6".
    var svgHex: String {
        let digits: [Character] = Array("0123456789ABCDEF")
        var text = "#"
        for byte in [red, green, blue] {
            text.append(digits[Int(byte >> 4)])  // trap-ok: a nibble, 0...15, indexes 16 digits.
            text.append(digits[Int(byte & 0x0F)])  // trap-ok: a nibble, 0...15, indexes 16 digits.
        }
        return text
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
