import Foundation

/// A parsed Ergast response that can be cut into pages the way the real API pages: over the innermost
/// rows (results, lap timings, standings…), with each row kept under its own race, lap or list.
struct ErgastDocument: Sendable {
    private let root: JSON
    private let mrData: JSON
    /// e.g. "RaceTable", and its array of top-level items, e.g. "Races".
    private let tableKey: String
    private let listKey: String
    private let items: [JSON]

    let limit: Int
    let offset: Int
    let total: Int
    let rowCount: Int

    /// Holds every row of the dataset, so any page can be cut from it.
    var isComplete: Bool { offset == 0 && total == rowCount }

    /// Nil when `root` is not an MRData envelope with exactly one table holding an array.
    /// `assumingComplete` ignores the paging figures written in it, for data that is whole by definition.
    init?(_ root: JSON, assumingComplete: Bool = false) {
        guard let mrData = root["MRData"], case .object(let members) = mrData else { return nil }
        let tables = members.filter { $0.key.hasSuffix("Table") }
        guard tables.count == 1, let table = tables.first, case .object(let tableMembers) = table.value,
            let list = tableMembers.first(where: { $0.value.arrayValue != nil }),
            let items = list.value.arrayValue
        else { return nil }
        self.root = root
        self.mrData = mrData
        self.tableKey = table.key
        self.listKey = list.key
        self.items = items
        rowCount = Rows.count(items)
        let figure = { (key: String) in assumingComplete ? nil : mrData[key]?.stringValue.flatMap { Int($0) } }
        offset = figure("offset") ?? 0
        limit = figure("limit") ?? rowCount
        total = figure("total") ?? rowCount
    }

    /// The page this document can answer for the request's window, or nil when those rows were not
    /// recorded. A recorded partial page also answers a larger limit at its own offset, as the real
    /// server would have sent that same short page.
    func window(offset requestedOffset: Int, limit requestedLimit: Int) -> (offset: Int, limit: Int)? {
        if isComplete { return (requestedOffset, requestedLimit) }
        let end = min(requestedOffset + requestedLimit, total)
        if requestedOffset >= offset, end <= offset + rowCount { return (requestedOffset, requestedLimit) }
        if requestedOffset == offset, requestedLimit >= rowCount { return (offset, limit) }
        return nil
    }

    /// The response for rows `offset..<offset + limit`, which must lie within `window`'s answer; an empty
    /// page keeps the table but no rows, with `total` unchanged.
    func page(offset pageOffset: Int, limit pageLimit: Int, url: String, empty: Bool = false) -> JSON {
        var skip = pageOffset - offset
        var take = pageLimit
        let rows = empty ? [] : Rows.slice(items, skip: &skip, take: &take)
        let table = (mrData[tableKey] ?? .null).setting(listKey, to: .array(rows))
        let envelope =
            mrData
            .setting("url", to: .string(url))
            .setting("limit", to: .string(String(pageLimit)))
            .setting("offset", to: .string(String(pageOffset)))
            .setting("total", to: .string(String(total)))
            .setting(tableKey, to: table)
        return root.setting("MRData", to: envelope)
    }
}

/// Where the innermost rows are: an item holding one of these arrays is a parent whose rows are in it
/// (a lap's Timings nest one level deeper than its race's Laps); any other item is a row itself.
enum Rows {
    static let containerKeys = [
        "Results", "QualifyingResults", "SprintResults", "PitStops", "Laps", "Timings",
        "DriverStandings", "ConstructorStandings",
    ]

    static func children(of item: JSON) -> (key: String, items: [JSON])? {
        guard case .object(let members) = item else { return nil }
        for key in containerKeys {
            if let items = members[key]?.arrayValue { return (key, items) }
        }
        return nil
    }

    static func count(_ items: [JSON]) -> Int {
        items.reduce(0) { sum, item in sum + (children(of: item).map { count($0.items) } ?? 1) }
    }

    /// Skips `skip` rows, then keeps up to `take`, each parent keeping only its kept rows.
    static func slice(_ items: [JSON], skip: inout Int, take: inout Int) -> [JSON] {
        var kept: [JSON] = []
        for item in items where take > 0 {
            if let (key, children) = children(of: item) {
                let size = count(children)
                if skip >= size {
                    skip -= size
                    continue
                }
                kept.append(item.setting(key, to: .array(slice(children, skip: &skip, take: &take))))
            } else if skip > 0 {
                skip -= 1
            } else {
                kept.append(item)
                take -= 1
            }
        }
        return kept
    }
}
