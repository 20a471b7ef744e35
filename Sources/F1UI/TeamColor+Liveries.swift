import F1Domain

extension F1UI.TeamColor {
    /// The one table of team colours: each team of the current era in its 2024–2025 livery's main
    /// colour, keyed by every constructor id the sources give it, as the API (`red_bull`) and f1db
    /// (`red-bull`) spell them, with the ids of the names the same team raced under before. A team
    /// renamed under the same id keeps its colour; an id not here is an earlier era's team
    /// (docs/charts.md says why those have no colour of their own).
    public static let liveries: [Livery] = [
        .init(0x6692FF, ["rb", "racing_bulls", "racing-bulls", "alphatauri", "toro_rosso", "toro-rosso"]),
        .init(0x3671C6, ["red_bull", "red-bull"]),
        .init(0xE8002D, ["ferrari"]),
        .init(0x27F4D2, ["mercedes"]),
        .init(0xFF8000, ["mclaren"]),
        .init(0x229971, ["aston_martin", "aston-martin", "racing_point", "racing-point", "force_india", "force-india"]),
        .init(0xFF87BC, ["alpine", "renault"]),
        .init(0x64C4FF, ["williams"]),
        .init(0x52E252, ["sauber", "kick-sauber", "kick_sauber", "alfa", "alfa-romeo", "alfa_romeo", "bmw_sauber", "bmw-sauber", "audi"]),
        .init(0xB6BABD, ["haas"]),
        .init(0xC0A062, ["cadillac"]),
    ]

    /// One team's colour and the constructor ids it races under.
    public struct Livery: Sendable {
        public var color: F1UI.TeamColor
        public var ids: [Constructor.ID]

        init(_ hex: UInt32, _ ids: [Constructor.ID]) {
            self.color = F1UI.TeamColor(hex: hex)
            self.ids = ids
        }
    }
}
