import F1UI

/// The web address of a page: each `F1UI.Route` and the pages that are not routes (the home page,
/// a season, its standings). The one place f1web's router and the renderer's links agree on, so
/// a link always leads to the page that shows its route.
package struct WebPath: Hashable, Sendable, CustomStringConvertible {
    /// A name and value of the query, in the order written.
    package struct QueryItem: Hashable, Sendable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The path with its segments percent-encoded: "/2025/drivers/max_verstappen".
    package var path: String
    /// The query items, unencoded; `description` encodes them.
    package var query: [QueryItem]

    package init(path: String, query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// The path and query as written in a link: "/2025/championship?kind=constructors&under=1991".
    /// Text for a URL, not yet for HTML: an attribute still escapes its `&`.
    package var description: String {
        guard !query.isEmpty else { return path }
        return path + "?" + query.map { Self.encoded($0.name) + "=" + Self.encoded($0.value) }.joined(separator: "&")
    }

    // MARK: - Routes

    package init(_ route: F1UI.Route) {
        switch route {
        case .raceWeekend(let season, let round):
            self.init(segments: [String(season), String(round)])
        case .driverSeason(let season, let driver):
            self.init(segments: [String(season), "drivers", driver.rawValue])
        case .constructorSeason(let season, let constructor):
            self.init(segments: [String(season), "constructors", constructor.rawValue])
        case .championship(let season, let kind, let under):
            self.init(segments: [String(season), "championship"], query: Self.kindQuery(kind) + Self.underQuery(under))
        case .progression(let season, let kind):
            self.init(segments: [String(season), "progression"], query: Self.kindQuery(kind))
        case .title(let season):
            self.init(segments: [String(season), "title"])
        case .rules(let season):
            self.init(segments: [String(season), "rules"])
        case .champions(let under):
            self.init(segments: ["champions"], query: Self.underQuery(under))
        }
    }

    // MARK: - Pages that are not routes

    /// The races of the latest season.
    package static let home = WebPath(path: "/")
    package static let seasons = WebPath(segments: ["seasons"])
    /// The race being run, or the replay of the last one.
    package static let live = WebPath(segments: ["live"])

    /// A season's calendar: "/2025".
    package static func season(_ year: Int) -> WebPath {
        WebPath(segments: [String(year)])
    }

    /// A season's championship table as the source gives it: "/2025/standings/drivers".
    package static func standings(_ kind: StandingsScreen.Kind, season: Int) -> WebPath {
        WebPath(segments: [String(season), "standings", kind.rawValue])
    }

    // MARK: - Encoding

    private init(segments: [String], query: [QueryItem] = []) {
        self.init(path: "/" + segments.map(Self.encoded).joined(separator: "/"), query: query)
    }

    /// The drivers' championship is the default, so only the constructors' names its kind.
    private static func kindQuery(_ kind: StandingsScreen.Kind) -> [QueryItem] {
        kind == .drivers ? [] : [QueryItem("kind", kind.rawValue)]
    }

    private static func underQuery(_ under: String?) -> [QueryItem] {
        under.map { [QueryItem("under", $0)] } ?? []
    }

    /// `text` with every byte but RFC 3986's unreserved characters (A-Z a-z 0-9 - . _ ~) written as
    /// %XX of its UTF-8: safe as one path segment or one query value, whatever an id holds.
    package static func encoded(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                // trap-ok: each nibble is 0...15 and indexes 16 digits.
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
