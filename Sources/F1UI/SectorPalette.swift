import F1Domain

/// The colours of sector marks: a timing screen's purple, green and yellow, or a set a person
/// with red-green colour blindness tells apart (Okabe and Ito's blue, orange and grey). Every face
/// writes the mark's symbol too, so no meaning rests on colour alone.
public enum SectorPalette: String, CaseIterable, Hashable, Sendable {
    case standard
    case colourBlind = "colour-blind"

    public func color(of mark: SectorMark) -> F1UI.TeamColor {
        switch (self, mark) {
        case (.standard, .overallBest): F1UI.TeamColor(hex: 0xB14CF0)
        case (.standard, .personalBest): F1UI.TeamColor(hex: 0x1FBF4C)
        case (.standard, .slower): F1UI.TeamColor(hex: 0xE8C21A)
        case (.colourBlind, .overallBest): F1UI.TeamColor(hex: 0x0072B2)
        case (.colourBlind, .personalBest): F1UI.TeamColor(hex: 0xE69F00)
        case (.colourBlind, .slower): F1UI.TeamColor(hex: 0x999999)
        }
    }

    /// What the colour means, as a legend says it: "purple".
    public func colorName(of mark: SectorMark) -> String {
        switch (self, mark) {
        case (.standard, .overallBest): "purple"
        case (.standard, .personalBest): "green"
        case (.standard, .slower): "yellow"
        case (.colourBlind, .overallBest): "blue"
        case (.colourBlind, .personalBest): "orange"
        case (.colourBlind, .slower): "grey"
        }
    }
}

extension SectorMark {
    /// The symbol every face writes beside a marked time: the meaning without colour.
    public var symbol: String {
        switch self {
        case .overallBest: "◆"
        case .personalBest: "●"
        case .slower: "○"
        }
    }

    /// "best of all", "personal best", "slower".
    public var words: String {
        switch self {
        case .overallBest: "best of all"
        case .personalBest: "personal best"
        case .slower: "slower than the driver's best"
        }
    }
}
