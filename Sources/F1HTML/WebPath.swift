import F1UI

/// A web address as a link writes it: a path and a query. Every page's is written by the one
/// declaration of f1web's addresses (`WebAddress`, `WebRoute.reports`), which the router reads
/// requests with too, so a link always leads to the page that shows its report.
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

    /// The page of `request`.
    package init(_ request: ReportRequest) {
        self = WebAddress.page(request).path
    }

    // MARK: - Pages the site links everywhere

    /// The latest season at a glance.
    package static var home: WebPath { WebPath(.overview) }
    package static var seasons: WebPath { WebPath(.seasons) }
    /// The race being run, or the replay of the last one.
    package static var live: WebPath { WebAddress.live.path }

    /// A season's calendar: "/2025".
    package static func season(_ year: Int) -> WebPath {
        WebPath(.season(year))
    }

    /// A season's championship table as the source gives it: "/2025/standings/drivers".
    package static func standings(_ kind: StandingsScreen.Kind, season: Int) -> WebPath {
        WebPath(.standings(kind, season: season))
    }

    // MARK: - Encoding

    /// `text` with every byte but RFC 3986's unreserved characters (A-Z a-z 0-9 - . _ ~) written as
    /// %XX of its UTF-8: safe as one path segment or one query value, whatever an id holds.
    package static func encoded(_ text: String) -> String {
        // Most ids and every word of a template need no escape: a link then costs no copy.
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The upper-case hex digit of `nibble` (0...15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
