import F1UI
import TerminalKit

/// The terminal chart's styles in one place. Without colour only attributes remain, and what
/// colour would tell is told by letters, shades, labels and dashes instead.
struct TerminalChartStyles {
    let usesColor: Bool

    let title = CellStyle(bold: true)
    let summary = CellStyle(dim: true)
    let axis = CellStyle(dim: true)
    let tickLabel = CellStyle.plain
    let heading = CellStyle(bold: true)

    /// A series' dots, end label and bar: its team colour, lighter for a team's second car.
    func series(_ series: Chart.Series) -> CellStyle {
        guard usesColor, let color = series.color else { return CellStyle(dim: usesColor && series.isSecondCar) }
        let shown = series.isSecondCar ? Self.lighter(color) : color
        return CellStyle(foreground: .rgb(shown.red, shown.green, shown.blue))
    }

    /// A category's blocks (a tyre compound's colour).
    func fill(_ category: Chart.Category) -> CellStyle {
        usesColor ? CellStyle(foreground: Self.rgb(category.color)) : .plain
    }

    /// The letter or label written on a category's blocks: on its colour, in black or white, whichever reads.
    func onFill(_ category: Chart.Category, bold: Bool) -> CellStyle {
        guard usesColor else { return CellStyle(bold: bold) }
        let color = category.color
        let text: TerminalColor = color.wantsDarkText ? .rgb(0, 0, 0) : .rgb(255, 255, 255)
        return CellStyle(foreground: text, background: Self.rgb(color), bold: bold)
    }

    /// The glyph that fills a category's cells: a full block with colour, else a shade per category
    /// so neighbouring compounds differ even where their letters are cut off.
    func fillGlyph(categoryIndex: Int?) -> String {
        guard !usesColor, let index = categoryIndex else { return "█" }
        return Self.shades[index % Self.shades.count]  // trap-ok: the index is taken modulo the count.
    }

    /// A safety-car (or red-flag) band's background; nil without colour, where its edges are drawn instead.
    func band(_ period: Chart.Period) -> TerminalColor? {
        guard usesColor else { return nil }
        return period.kind == .redFlag ? .rgb(0x4A, 0x10, 0x10) : .rgb(0x3A, 0x36, 0x18)
    }

    func bandLabel(_ period: Chart.Period) -> CellStyle {
        guard usesColor else { return CellStyle(bold: true) }
        return CellStyle(foreground: period.kind == .redFlag ? .brightRed : .yellow, bold: true)
    }

    private static let shades = ["░", "▒", "▓", "█"]

    private static func rgb(_ color: F1UI.TeamColor) -> TerminalColor {
        .rgb(color.red, color.green, color.blue)
    }

    /// The colour 45% of the way to white: a team-mate's tint.
    private static func lighter(_ color: F1UI.TeamColor) -> F1UI.TeamColor {
        func mix(_ value: UInt8) -> UInt8 { value + UInt8((Double(255 - value) * 0.45).rounded()) }  // trap-ok: at most 255 - value is added.
        return F1UI.TeamColor(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }
}
