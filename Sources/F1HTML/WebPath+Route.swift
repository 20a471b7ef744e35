import F1Domain
import F1UI

/// A request's path read back into the route it names: f1web's router asks here, so that every
/// link the renderer writes opens the page of its route (tests hold the two directions together).
extension WebPath {
    /// The path and query of a request target as the browser sent them, still percent-encoded:
    /// "/2025/drivers/max_verstappen" or "/champions?under=1991". Nil when an escape is broken
    /// or the bytes are not UTF-8.
    package init?(target: String) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])  // trap-ok: split with omittingEmptySubsequences false returns at least one part.
        var query: [QueryItem] = []
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {  // trap-ok: counted just above.
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.decoded(nameAndValue[0], plusIsSpace: true),  // trap-ok: never empty, as above.
                    let value = Self.decoded(nameAndValue.count > 1 ? nameAndValue[1] : "", plusIsSpace: true)  // trap-ok: counted.
                else { return nil }
                query.append(QueryItem(name, value))
            }
        }
        guard path.hasPrefix("/"), path.split(separator: "/").allSatisfy({ Self.decoded($0, plusIsSpace: false) != nil }) else { return nil }
        self.init(path: path, query: query)
    }

    /// The route this path opens, or nil for a page that is not a route (a season, the standings)
    /// and for a path no page has.
    package var route: F1UI.Route? {
        let decoded = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { Self.decoded($0, plusIsSpace: false) }
        guard path.hasPrefix("/"), !decoded.contains(nil) else { return nil }
        let segments = decoded.compactMap { $0 }
        let under = query.last { $0.name == "under" }?.value
        if segments == ["champions"] { return .champions(under: under) }
        guard let first = segments.first, let season = Self.number(first) else { return nil }
        let rest = Array(segments.dropFirst())
        switch (rest.first, rest.count) {
        case ("drivers", 2) where !rest[1].isEmpty:  // trap-ok: two segments, counted.
            return .driverSeason(season: season, driver: Driver.ID(rawValue: rest[1]))  // trap-ok: as above.
        case ("constructors", 2) where !rest[1].isEmpty:  // trap-ok: two segments, counted.
            return .constructorSeason(season: season, constructor: Constructor.ID(rawValue: rest[1]))  // trap-ok: as above.
        case ("championship", 1):
            return kind.map { .championship(season: season, kind: $0, under: under) }
        case ("progression", 1):
            return kind.map { .progression(season: season, kind: $0) }
        case ("title", 1):
            return .title(season: season)
        case ("rules", 1):
            return .rules(season: season)
        case (let round?, 1):
            return Self.number(round).map { .raceWeekend(season: season, round: $0) }
        default:
            return nil
        }
    }

    /// The `kind` query item: drivers when absent, nil when it names no championship.
    private var kind: StandingsScreen.Kind? {
        guard let value = query.last(where: { $0.name == "kind" })?.value else { return .drivers }
        return StandingsScreen.Kind(rawValue: value)
    }

    /// Digits only ("+3" and "03 " are not rounds), at most six of them.
    private static func number(_ text: String) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// `text` with its %XX escapes decoded (and "+" as a space in a query, as forms send it); nil
    /// for a broken escape or bytes that are not UTF-8.
    static func decoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
