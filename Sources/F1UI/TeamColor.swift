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

        /// The colour the team races in, matched on its name as sources spell it, or nil for a team
        /// F1UI does not know (older teams keep the renderer's default colour).
        public static func forTeam(named name: String) -> TeamColor? {
            color(matching: lowercasedPrefix(name, wordsApart: false))
        }

        /// The colour of the team with the source's constructor id: "red_bull" (the API), "red-bull"
        /// (f1db) or "mclaren"; nil for a team F1UI does not know.
        public static func forConstructor(_ id: Constructor.ID) -> TeamColor? {
            let words = lowercasedPrefix(id.rawValue, wordsApart: true)
            // The Racing Bulls' API id is just "rb", which no name contains as a word.
            return words == Array("rb".utf8) ? forTeam(named: "racing bulls") : color(matching: words)
        }

        /// Bytes, not Foundation's `contains`: tables and charts ask for every row, and the
        /// string search was a twentieth of a web page's time (docs/performance.md).
        private static func color(matching name: [UInt8]) -> TeamColor? {
            // Longer names first, so "Red Bull" never claims "RB F1 Team" and "Alpine" keeps its own.
            knownTeams.first { team in team.names.contains { name.contains(bytes: $0) } }.map { TeamColor(hex: $0.hex) }
        }

        /// The name's first 100 scalars in lower case as UTF-8, "_" and "-" made spaces when
        /// `wordsApart`. Screens ask on every frame: a name of any length costs what a real one
        /// does. An ASCII name (every id, nearly every name) is lowered byte by byte, which the
        /// constructor cells of a web page showed to matter; others go through Unicode's rules.
        private static func lowercasedPrefix(_ text: String, wordsApart: Bool) -> [UInt8] {
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                return text.utf8.prefix(100).map { byte in
                    if wordsApart, byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") { return UInt8(ascii: " ") }
                    return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                }
            }
            let lowered = String(String.UnicodeScalarView(text.unicodeScalars.prefix(100))).lowercased()
            guard wordsApart else { return Array(lowered.utf8) }
            return Array(String(lowered.map { $0 == "_" || $0 == "-" ? " " : $0 }).utf8)
        }

        /// The 2024–2025 liveries' main colours, with the earlier names the same teams raced under.
        private static let knownTeams: [(names: [[UInt8]], hex: UInt32)] = knownTeamNames.map { team in
            (team.names.map { Array($0.utf8) }, team.hex)
        }

        private static let knownTeamNames: [(names: [String], hex: UInt32)] = [
            (["racing bulls", "rb f1", "alphatauri", "toro rosso", "visa cash app"], 0x6692FF),
            (["red bull"], 0x3671C6),
            (["ferrari"], 0xE8002D),
            (["mercedes"], 0x27F4D2),
            (["mclaren"], 0xFF8000),
            (["aston martin", "racing point", "force india"], 0x229971),
            (["alpine", "renault"], 0xFF87BC),
            (["williams"], 0x64C4FF),
            (["sauber", "alfa romeo", "audi"], 0x52E252),
            (["haas"], 0xB6BABD),
            (["cadillac"], 0xC0A062),
        ]
    }
}

extension [UInt8] {
    /// Whether `needle` occurs in these bytes (the team names are a few ASCII letters, so the
    /// plain scan is the quick one).
    fileprivate func contains(bytes needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
