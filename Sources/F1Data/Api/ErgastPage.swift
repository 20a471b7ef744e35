import Foundation

/// Why a 200 answer could not be used.
struct PageProblem: Error, Sendable {
    /// The value's path in the JSON, when one value is wrong.
    var field: String?
    var clause: String
    /// Whether asking again may help (a cut-off body may; a body of the wrong shape will not).
    var isTransient: Bool

    init(field: String? = nil, reason: String, isTransient: Bool) {
        self.field = field
        self.clause = reason
        self.isTransient = isTransient
    }

    /// `field: clause`, or the clause.
    var reason: String { [field, clause].compactMap { $0 }.joined(separator: ": ") }
}

/// Reading one page of an Ergast-compatible response.
enum ErgastPage {
    static func decode(_ body: Data, offset: Int) throws(PageProblem) -> ErgastMRData {
        guard String(validating: body, as: UTF8.self) != nil else {
            throw PageProblem(reason: "the body is not valid UTF-8", isTransient: true)
        }
        let page: ErgastMRData
        do {
            page = try JSONDecoder().decode(ErgastResponse.self, from: body).data
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            // A value of the wrong form or out of range, not broken JSON: asking again will not help.
            throw PageProblem(field: Self.path(context.codingPath), reason: context.debugDescription, isTransient: false)
        } catch DecodingError.dataCorrupted {
            throw PageProblem(reason: "the JSON is cut off or malformed", isTransient: true)
        } catch {
            throw PageProblem(reason: "the JSON is not an Ergast response (\(Self.describe(error)))", isTransient: false)
        }
        // A page inside the total with no rows means the server lost track; the same request later usually works.
        if page.rowCount == 0, offset < page.total {
            throw PageProblem(reason: "the page is empty although the total is \(page.total)", isTransient: true)
        }
        return page
    }

    /// `MRData.RaceTable.Races[0].Results[3].points`.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path.isEmpty ? key.stringValue : path + "." + key.stringValue
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing \(Self.path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(Self.path(context.codingPath))"
        default:
            String(describing: error)
        }
    }
}

extension ErgastMRData {
    /// The rows `total` counts: the innermost ones, so a race spanning two pages counts its results, not itself.
    var rowCount: Int {
        if let table = raceTable {
            return table.races.reduce(0) { count, race in
                let inner =
                    (race.results?.count ?? 0) + (race.qualifyingResults?.count ?? 0) + (race.sprintResults?.count ?? 0)
                    + (race.laps?.reduce(0) { $0 + $1.timings.count } ?? 0) + (race.pitStops?.count ?? 0)
                let hasRows =
                    race.results != nil || race.qualifyingResults != nil || race.sprintResults != nil
                    || race.laps != nil || race.pitStops != nil
                return count + (hasRows ? inner : 1)
            }
        }
        if let table = standingsTable {
            return table.lists.reduce(0) { $0 + $1.driverStandings.count + $1.constructorStandings.count }
        }
        return (seasonTable?.seasons.count ?? 0) + (driverTable?.drivers.count ?? 0) + (constructorTable?.constructors.count ?? 0)
            + (circuitTable?.circuits.count ?? 0) + (statusTable?.statuses.count ?? 0)
    }

    /// The pages of one request joined into one: a race or standings list that spans pages
    /// becomes one, its rows in page order.
    static func merging(_ pages: [ErgastMRData]) -> ErgastMRData? {
        guard var merged = pages.first else { return nil }
        for page in pages.dropFirst() {
            if let races = page.raceTable?.races, let earlier = merged.raceTable?.races {
                merged.raceTable?.races = Self.merge(earlier, races)
            }
            if let lists = page.standingsTable?.lists, let earlier = merged.standingsTable?.lists {
                merged.standingsTable?.lists = Self.merge(earlier, lists)
            }
            merged.seasonTable?.seasons += page.seasonTable?.seasons ?? []
            merged.driverTable?.drivers += page.driverTable?.drivers ?? []
            merged.constructorTable?.constructors += page.constructorTable?.constructors ?? []
            merged.circuitTable?.circuits += page.circuitTable?.circuits ?? []
            merged.statusTable?.statuses += page.statusTable?.statuses ?? []
        }
        merged.offset = 0
        merged.limit = merged.total
        return merged
    }

    private static func merge(_ races: [ErgastRace], _ next: [ErgastRace]) -> [ErgastRace] {
        var races = races
        for race in next {
            guard let index = races.firstIndex(where: { $0.season == race.season && $0.round == race.round }) else {
                races.append(race)
                continue
            }
            races[index].results = joined(races[index].results, race.results)
            races[index].qualifyingResults = joined(races[index].qualifyingResults, race.qualifyingResults)
            races[index].sprintResults = joined(races[index].sprintResults, race.sprintResults)
            races[index].pitStops = joined(races[index].pitStops, race.pitStops)
            races[index].laps = mergeLaps(races[index].laps, race.laps)
        }
        return races
    }

    private static func merge(_ lists: [ErgastStandingsList], _ next: [ErgastStandingsList]) -> [ErgastStandingsList] {
        var lists = lists
        for list in next {
            guard let index = lists.firstIndex(where: { $0.season == list.season && $0.round == list.round }) else {
                lists.append(list)
                continue
            }
            lists[index].driverStandings += list.driverStandings
            lists[index].constructorStandings += list.constructorStandings
        }
        return lists
    }

    /// A lap can span pages too: its timings are joined.
    private static func mergeLaps(_ laps: [ErgastLap]?, _ next: [ErgastLap]?) -> [ErgastLap]? {
        guard var laps, let next else { return laps ?? next }
        for lap in next {
            if let index = laps.firstIndex(where: { $0.number == lap.number }) {
                laps[index].timings += lap.timings
            } else {
                laps.append(lap)
            }
        }
        return laps
    }

    private static func joined<Row>(_ rows: [Row]?, _ next: [Row]?) -> [Row]? {
        guard let rows, let next else { return rows ?? next }
        return rows + next
    }
}
