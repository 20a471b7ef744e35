import F1Domain
import F1UI

/// Team colours as classes, so a page needs no `style` attribute: a strict Content-Security-Policy
/// (`style-src 'self'`) refuses inline styles, and a team's colour bar is the one colour that
/// comes from data. A team cell carries the class `t-rrggbb` of its colour, and the stylesheet
/// holds one rule per colour F1UI knows, setting `--team` for the bar.
///
/// F1UI keeps its colours private, behind `TeamColor.forTeam(named:)`: they are asked for by one
/// name per team here, and a test reads F1UI's source to see that no colour is missed. A colour
/// no rule names (a feed's colour for a team F1UI does not know) keeps the neutral bar; the
/// team's name is the cell's text, so nothing is said by colour alone.
package enum TeamPalette {
    /// One name for each team in F1UI's list of liveries.
    static let teamNames = [
        "racing bulls", "red bull", "ferrari", "mercedes", "mclaren", "aston martin", "alpine", "williams", "sauber", "haas", "cadillac",
    ]

    /// The colours the stylesheet has a rule for, in F1UI's order.
    package static let colors: [F1UI.TeamColor] = teamNames.reduce(into: []) { colors, name in
        guard let color = F1UI.TeamColor.forTeam(named: name), !colors.contains(color) else { return }
        colors.append(color)
    }

    /// The colour of a team cell, or nil for a team F1UI does not know.
    package static func color(of meaning: ReportDocument.Cell.Meaning) -> F1UI.TeamColor? {
        switch meaning {
        case .team(let id): F1UI.TeamColor.forConstructor(id)
        case .teamColor(let color): color
        default: nil
        }
    }

    /// "t-3671c6": the class of a colour, whether or not a rule names it.
    package static func className(_ color: F1UI.TeamColor) -> String {
        "t-" + hex(color)
    }

    /// One rule per known colour: `.t-3671c6{--team:#3671c6}`.
    static var rules: String {
        colors.map { ".\(className($0)){--team:#\(hex($0))}\n" }.joined()
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
