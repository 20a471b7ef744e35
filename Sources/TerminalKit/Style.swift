/// A colour a cell's text or background can have.
public enum TerminalColor: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// One of the 256 colours of the xterm palette.
    case palette(UInt8)
    /// A 24-bit colour; terminals without true colour pick the nearest they have.
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour; nil is the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour; nil is the terminal's default.
    public var background: TerminalColor?
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    /// Swaps foreground and background: visible even without colours, so it suits a selection.
    public var inverse: Bool

    /// A style with the given colours and attributes; everything off by default.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's default colours, no attributes.
    public static let plain = CellStyle()

    /// The same style without its colours, for a terminal that must not show colour (NO_COLOR).
    var withoutColors: CellStyle {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }
}
