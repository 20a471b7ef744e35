import F1Domain

extension F1UI {
    /// A team's colour as red, green and blue, for any renderer to turn into its own colour type.
    public struct TeamColor: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        init(hex: UInt32) {
            // trap-ok: each byte is masked to 0...255 before the conversion.
            self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
        }

        /// Six hex digits as a timing feed writes a team's colour ("00D7B6"), with or without "#".
        public init?(hexText: String) {
            let digits = hexText.hasPrefix("#") ? hexText.utf8.dropFirst() : hexText.utf8[...]
            guard digits.count == 6, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
            self.init(hex: value)
        }

        /// The colour of the team with the source's constructor id (`liveries`), or nil for a team
        /// of an earlier era: faces leave it in their neutral colour (a chart picks a distinct one).
        public static func forConstructor(_ id: Constructor.ID) -> TeamColor? {
            byConstructor[id]
        }

        /// A team's colour from what the data says of it: its constructor id when the source has
        /// one and the team is in `liveries`, else the colour a timing feed sends ("00D7B6"), else nil.
        public static func of(_ id: Constructor.ID?, feedColour: String? = nil) -> TeamColor? {
            id.flatMap(forConstructor) ?? feedColour.flatMap(TeamColor.init(hexText:))
        }

        /// Every colour of `liveries`, once each and in its order: what a stylesheet declares.
        public static let all: [TeamColor] = liveries.map(\.color)

        private static let byConstructor: [Constructor.ID: TeamColor] = Dictionary(
            liveries.flatMap { livery in livery.ids.map { ($0, livery.color) } }, uniquingKeysWith: { first, _ in first })
    }
}

extension ReportDocument.Cell.Meaning {
    /// The colour every face draws a team cell in: the table's for `.team`, the feed's for
    /// `.teamColor`; nil for any other meaning and for a team without a colour.
    public var colorOfTeam: F1UI.TeamColor? {
        switch self {
        case .team(let id): F1UI.TeamColor.forConstructor(id)
        case .teamColor(let color): color
        default: nil
        }
    }
}
