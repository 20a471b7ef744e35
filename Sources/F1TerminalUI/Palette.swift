import F1UI
import TerminalKit

/// The app's styles in one place, so every screen highlights, dims and colours alike. Selection
/// and the tab bar use inverse and bold, which stay visible when NO_COLOR drops the colours.
enum Palette {
    static let bar = CellStyle(inverse: true)
    static let currentTab = CellStyle(foreground: .brightWhite, background: .red, bold: true)
    static let title = CellStyle(bold: true)
    static let heading = CellStyle(bold: true, underline: true)
    static let dim = CellStyle(dim: true)
    static let accent = CellStyle(foreground: .brightRed, bold: true)
    static let good = CellStyle(foreground: .green)
    static let bad = CellStyle(foreground: .red)
    static let error = CellStyle(foreground: .red, bold: true)
    static let next = CellStyle(foreground: .yellow, bold: true)
    static let live = CellStyle(foreground: .brightWhite, background: .red, bold: true)
    static let key = CellStyle(foreground: .cyan, bold: true)

    /// A row's style with the selection on top.
    static func selected(_ style: CellStyle) -> CellStyle {
        var style = style
        style.inverse = true
        return style
    }

    /// A team's colour as a cell's text colour; nil (the terminal's default) for a team without one.
    static func team(_ color: F1UI.TeamColor?) -> CellStyle? {
        color.map { CellStyle(foreground: .rgb($0.red, $0.green, $0.blue)) }
    }
}
