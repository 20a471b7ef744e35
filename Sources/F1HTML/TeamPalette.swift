import F1UI

/// Team colours as classes, so a page needs no `style` attribute: a strict Content-Security-Policy
/// (`style-src 'self'`) refuses inline styles, and a team's colour bar is the one colour that
/// comes from data. A team cell carries the class `t-rrggbb` of its colour, and the stylesheet
/// holds one rule per colour of F1UI's table (`F1UI.TeamColor.liveries`). A colour no rule names
/// (a timing feed's colour for a team the table does not know) keeps the neutral bar; the team's
/// name is the cell's text, so nothing is said by colour alone.
package enum TeamPalette {
    /// The colour of a team cell, or nil for a team without one.
    package static func color(of meaning: ReportDocument.Cell.Meaning) -> F1UI.TeamColor? {
        meaning.colorOfTeam
    }

    /// "t-3671c6": the class of a colour, whether or not a rule names it.
    package static func className(_ color: F1UI.TeamColor) -> String {
        "t-" + hex(color)
    }

    /// One rule per colour of F1UI's table: `.t-3671c6{--team:#3671c6}`.
    static var rules: String {
        F1UI.TeamColor.all.map { ".\(className($0)){--team:#\(hex($0))}\n" }.joined()
    }

    /// Six lower-case hex digits.
    static func hex(_ color: F1UI.TeamColor) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        for byte in [color.red, color.green, color.blue] {
            text.append(digits[Int(byte >> 4)])  // trap-ok: a nibble, 0...15, indexes 16 digits.
            text.append(digits[Int(byte & 0x0F)])  // trap-ok: a nibble, 0...15, indexes 16 digits.
        }
        return text
    }
}
