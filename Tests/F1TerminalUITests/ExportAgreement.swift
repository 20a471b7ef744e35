import F1Domain
import F1UI
import Testing

/// Where a report's JSON export and its document say the same thing: per report kind, the
/// headline numbers that map one to one (positions, points, tallies), each JSON value written in
/// the document's format and looked for in the document's fact or in the cell of the row that
/// names the same entrant. Nothing expected is written here: both sides come from one load.
final class ExportAgreement {
    /// The request, for failures.
    let name: String
    let document: ReportDocument
    let json: JSONValue
    /// Values compared so far.
    private(set) var compared = 0

    init(name: String, document: ReportDocument, json: JSONValue) {
        self.name = name
        self.document = document
        self.json = json
    }

    static let format = F1UI.Format()

    /// Records an issue for every value the two disagree on; returns how many values were compared.
    @discardableResult
    func check() -> Int {
        let kind = json["report"].string ?? "?"
        switch kind {
        case "overview": checkOverview()
        case "seasons": checkSeasons()
        case "season": checkSeason()
        case "race", "sprint": checkResults()
        case "weekend", "next": checkWeekend()
        case "qualifying": checkQualifying()
        case "grid": checkGrid()
        case "pitstops": checkPitStops()
        case "standings.drivers": checkStandings(json["standings"], section: "drivers", entrant: "driver")
        case "standings.constructors": checkStandings(json["standings"], section: "constructors", entrant: "constructor")
        case "championship": checkChampionship()
        case "progression": checkProgression()
        case "title": checkTitle()
        case "rules": checkRules()
        case "rules.list": checkRulesList()
        case "champions": checkChampions()
        case "champions.under": checkChampionsUnder()
        case "driver", "team": checkCompetitorSeason()
        case "head-to-head": checkHeadToHead()
        case "head-to-head.career": checkHeadToHeadCareer()
        case "telemetry": checkTelemetry()
        case "sectors": checkSectors()
        case "records": checkRecords()
        default: Issue.record("\(name): no agreement is declared for the JSON report kind \(kind)")
        }
        return compared
    }

    // MARK: - Per kind

    private func checkOverview() {
        expectFact(.progress, contains: join(json["racesRun"].integer, json["racesTotal"].integer, " of "))
        // The overview shows the first few of each table.
        for (table, entrant) in [("drivers", "driver"), ("constructors", "constructor")] {
            let shown = document.sections.first { $0.key == table }?.rows.count ?? 0
            let rows = json[entrant + "Standings"]["standings"].array.prefix(shown).map(\.raw)
            checkStandings(JSONValue(Array(rows)), section: table, entrant: entrant, behind: false)
        }
    }

    private func checkSeasons() {
        expectFact(.seasons, equals: String(json["seasons"].array.count))
        expectRows(json["seasons"], in: "seasons", by: "year", { $0["year"].integer }, [:])
    }

    private func checkSeason() {
        let run = json["racesRun"].number.map(Int.init)
        let toCome = json["racesToCome"].number.map(Int.init)
        expectFact(.races, equals: run.flatMap { run in toCome.map { "\(run) of \(run + $0) run" } })
        let won = json["races"].array.filter { !$0["winner"].isAbsent }
        expectRows(JSONValue(won.map(\.raw)), in: "past", by: "race", { $0["race"]["name"].string }, ["winner": { $0["winner"]["name"].string }])
    }

    private func checkResults() {
        expectRows(
            json["results"], in: "results", by: "driver", { $0["driver"]["name"].string },
            ["position": { $0["positionText"].string }, "points": points(\.["points"]), "laps": { $0["laps"].integer }])
    }

    private func checkWeekend() {
        expectFact(.round, equals: json["race"]["round"].integer)
        expectRowCount(json["sessions"], in: "sessions")
    }

    /// Places, and the first segment's times where the document shows segments (it leaves them out
    /// where the format says the session was not a knockout).
    private func checkQualifying() {
        var columns: [String: (JSONValue) -> String?] = ["position": { $0["positionText"].string }]
        if document.sections.contains(where: { $0.columns.contains { $0.key == "q1" } }) {
            columns["q1"] = { $0["q1Milliseconds"].number.map { LapTime(milliseconds: Int($0)).description } }
        }
        expectRows(json["results"], in: "results", by: "driver", { $0["driver"]["name"].string }, columns)
    }

    private func checkGrid() {
        expectRows(
            json["grid"], in: "grid", by: "driver", { $0["driver"]["name"].string }, ["qualified": { $0["qualifyingPosition"].integer }])
        if document.fact(.pitLaneStarts) != nil {
            expectFact(.pitLaneStarts, equals: String(json["grid"].array.count { $0["pitLane"].bool == true }))
        }
    }

    private func checkPitStops() {
        expectFact(.stops, equals: String(json["stops"].array.count))
        expectRows(json["drivers"], in: "drivers", by: "driver", { $0["driver"]["name"].string }, ["stops": { $0["stops"].integer }])
    }

    /// Each entrant's place, points and wins; the points behind the leader where the table has them.
    private func checkStandings(_ rows: JSONValue, section: String, entrant: String, behind: Bool = true) {
        var columns: [String: (JSONValue) -> String?] = [
            "position": { $0["positionText"].string }, "points": points(\.["points"]), "wins": { $0["wins"].integer },
        ]
        if behind { columns["behind"] = { $0["pointsBehind"].number.map { "-" + Self.format.points($0) } ?? "" } }
        expectRows(rows, in: section, by: entrant == "driver" ? "driver" : "team", { $0[entrant]["name"].string }, columns)
    }

    /// The counted points, with the points scored beside them where some were dropped.
    private func checkChampionship() {
        let section = json["table"].string ?? "drivers"
        expectRows(
            json["standings"], in: section, by: "name", { $0["entrant"]["name"].string },
            [
                "position": { $0["positionText"].string }, "wins": { $0["wins"].integer },
                "points": { row in
                    guard let counted = row["points"].number, let gross = row["grossPoints"].number else { return nil }
                    let shown = Self.format.points(counted)
                    return gross == counted ? shown : "\(Self.format.points(gross)) (\(shown) counted)"
                },
            ].merging(json["whatIfSystem"].isAbsent ? [:] : ["whatIfPoints": { $0["whatIf"]["points"].number.map(Self.format.points) }]) { $1 })
    }

    /// Every round's points and place for every entrant: the cell "points (place)" in the round's column.
    private func checkProgression() {
        guard let section = section(json["table"].string ?? "drivers"), let nameIndex = section.columns.firstIndex(where: { $0.key == "name" })
        else { return }
        for (offset, round) in json["rounds"].array.enumerated() {
            let column = section.columns[nameIndex + 1 + offset].key
            expectRows(
                round["standings"], in: section.key, by: "name", { $0["entrant"]["name"].string },
                [column: { row in row["points"].number.map { "\(Self.format.points($0)) (\(row["positionText"].string ?? "?"))" } }])
        }
    }

    private func checkTitle() {
        expectFact(.pointsAvailable, contains: json["pointsAvailable"].integer.map { $0 + " " })
        let columns: [String: (JSONValue) -> String?] = ["points": points(\.["points"]), "maximum": points(\.["maximum"])]
        let leader = json["leader"]
        expectRows(JSONValue([leader.raw as Any]), in: "contenders", by: "driver", { $0["driver"]["name"].string }, columns)
        expectRows(json["contenders"], in: "contenders", by: "driver", { $0["driver"]["name"].string }, columns)
    }

    /// Each place's race and sprint points.
    private func checkRules() {
        let system = json["system"]
        let places = system["racePoints"].array.indices.map { JSONValue(["place": $0 + 1]) }
        let sprint = system["sprintPoints"].array
        func points(in list: [JSONValue]) -> (JSONValue) -> String? {
            { place in
                let index = Int(place["place"].number ?? 0) - 1
                return list.indices.contains(index) ? list[index].number.map(Self.format.points) : ""
            }
        }
        var columns = ["race": points(in: system["racePoints"].array)]
        if !sprint.isEmpty { columns["sprint"] = points(in: sprint) }
        expectRows(JSONValue(places.map(\.raw)), in: "points", by: "place", { $0["place"].integer }, columns)
    }

    private func checkRulesList() {
        expectFact(.systems, equals: String(json["systems"].array.count))
        expectRows(json["systems"], in: "systems", by: "id", { $0["id"].string }, [:])
    }

    private func checkChampions() {
        expectRows(
            json["seasons"], in: "champions", by: "season", { $0["season"].integer },
            [
                "driver": { $0["driver"]["driver"]["name"].string }, "driverPoints": points(\.["driver"]["points"]),
                "constructor": { $0["constructor"]["constructor"]["name"].string }, "constructorPoints": points(\.["constructor"]["points"]),
            ])
    }

    private func checkChampionsUnder() {
        expectRows(
            json["seasons"], in: "champions", by: "season", { $0["season"].integer },
            [
                "driverPoints": points(\.["champions"]["driver"]["points"]), "whatIfDriver": { $0["whatIf"]["driver"]["driver"]["name"].string },
                "whatIfDriverPoints": points(\.["whatIf"]["driver"]["points"]),
                "constructorPoints": points(\.["champions"]["constructor"]["points"]),
                "whatIfConstructorPoints": points(\.["whatIf"]["constructor"]["points"]),
            ])
    }

    /// The totals a season page states as facts, and one row per round.
    private func checkCompetitorSeason() {
        let totals = json["totals"]
        expectFact(.racePoints, equals: totals["racePoints"].number.map(Self.format.points))
        expectFact(
            .championship,
            equals: totals["championshipPoints"].number.map {
                "\(Self.format.points($0)) points, position \(totals["championshipPosition"].string ?? "?")"
            })
        for (label, key) in [("Wins", "wins"), ("Podiums", "podiums"), ("Starts", "starts")] {
            expectFact(.record, contains: totals[key].integer.map { "\(label) \($0)" })
        }
        expectRowCount(json["rounds"], in: "rounds")
    }

    /// Each pair's tallies, first driver's first.
    private func checkTelemetry() {
        expectFact(.session, equals: json["session"]["name"].string)
        expectRowCount(json["laps"], in: "laps")
        expectRows(
            json["laps"], in: "laps", by: "driver", { $0["car"]["code"].string },
            [
                "lap": { $0["lap"].integer }, "time": { $0["lapTime"].number.map(Self.lapTime) },
                "topSpeed": { $0["topSpeed"].number.map { "\(Int($0.rounded())) km/h" } },
            ])
        if let quicker = json["comparison"]["quicker"].string {
            expectFact(.quicker, contains: json["comparison"]["margin"].number.map { "\(quicker), by \(String(format: "%.3f", $0)) s" })
        }
    }

    private func checkSectors() {
        expectFact(.session, equals: json["session"]["name"].string)
        let withLaps = JSONValue(json["drivers"].array.filter { $0["bestLap"]["lap"].integer != nil }.map(\.raw) as [Any?])
        expectRowCount(withLaps, in: "bestLaps")
        func sector(_ index: Int) -> (JSONValue) -> String? {
            { driver in
                let sector = driver["bestLap"]["sectors"].array[safe: index] ?? JSONValue(nil)
                guard let time = sector["time"].number else { return nil }
                let symbol = ["overall-best": " ◆", "personal-best": " ●", "slower": " ○"][sector["mark"].string ?? ""] ?? ""
                return Self.sectorTime(time) + symbol
            }
        }
        expectRows(
            withLaps, in: "bestLaps", by: "driver", { $0["car"]["code"].string },
            [
                "lap": { $0["bestLap"]["lap"].integer }, "time": { $0["bestLap"]["time"].number.map(Self.lapTime) }, "s1": sector(0), "s2": sector(1),
                "s3": sector(2),
            ])
        expectRows(
            json["drivers"], in: "idealLaps", by: "driver", { $0["car"]["code"].string }, ["ideal": { $0["idealLap"].number.map(Self.lapTime) }])
    }

    /// "1:29.871".
    private static func lapTime(_ seconds: Double) -> String {
        LapTime(milliseconds: Int((seconds * 1000).rounded())).description
    }

    /// "26.504", or as a lap time from a minute.
    private static func sectorTime(_ seconds: Double) -> String {
        seconds >= 60 ? lapTime(seconds) : String(format: "%.3f", seconds)
    }

    private func checkHeadToHead() {
        expectFact(.races, equals: json["racesRun"].integer.map { "\($0) run" })
        expectFact(.qualifyingRounds, contains: json["qualifyingRounds"].integer.map { "\($0) of " })
        // A tally of nothing compared (0–0: every race compared has one driver ahead) is an empty cell.
        func tally(_ key: String) -> (JSONValue) -> String? {
            { pair in
                let (first, second) = (pair[key]["first"].number, pair[key]["second"].number)
                return first == 0 && second == 0 ? nil : self.join(first.map(Self.format.points), second.map(Self.format.points), "–")
            }
        }
        let points = { (pair: JSONValue) in
            self.join(pair["points"]["first"].number.map(Self.format.points), pair["points"]["second"].number.map(Self.format.points), "–")
        }
        // A driver may be in two pairs, or twice with one teammate for two teams: the row is all three.
        let pair = { (pair: JSONValue) in
            [pair["constructor"]["name"].string ?? "", pair["first"]["name"].string ?? "?", pair["second"]["name"].string ?? "?"]
                .joined(separator: " / ")
        }
        expectRows(
            json["pairs"], in: "pairs", by: ["team", "first", "second"], pair,
            ["qualifying": tally("qualifying"), "race": tally("race"), "points": points, "races": { $0["races"].integer }])
    }
}

extension ExportAgreement {
    // MARK: - Comparing

    /// A JSON number in the document's points format.
    func points(_ path: KeyPath<JSONValue, JSONValue>) -> (JSONValue) -> String? {
        { $0[keyPath: path].number.map(Self.format.points) }
    }

    func join(_ first: String?, _ second: String?, _ separator: String) -> String? {
        guard let first, let second else { return nil }
        return first + separator + second
    }

    fileprivate func section(_ key: String) -> ReportDocument.Section? {
        let section = document.sections.first { $0.key == key }
        if section == nil { Issue.record("\(name): the document has no section \(key) to hold the JSON against") }
        return section
    }

    func expectFact(_ key: ReportDocument.Fact.Key, equals expected: String?) {
        compared += 1
        guard let expected else {
            Issue.record("\(name) JSON: no value for the fact \(key)")
            return
        }
        #expect(document.fact(key) == expected, "\(name): JSON says \(key) is \"\(expected)\", the document \"\(document.fact(key) ?? "nothing")\"")
    }

    func expectFact(_ key: ReportDocument.Fact.Key, contains expected: String?) {
        compared += 1
        guard let expected else {
            Issue.record("\(name) JSON: no value for the fact \(key)")
            return
        }
        let shown = document.fact(key) ?? ""
        #expect(shown.contains(expected), "\(name): JSON says \(key) holds \"\(expected)\", the document \"\(shown)\"")
    }

    func expectRowCount(_ rows: JSONValue, in key: String) {
        guard let section = section(key) else { return }
        compared += 1
        #expect(section.rows.count == rows.array.count, "\(name): JSON has \(rows.array.count) \(key), the document \(section.rows.count) rows")
    }

    /// For each JSON row, the document's row whose `keyColumn` shows the row's key is there and
    /// shows, in each of `columns`, the JSON's value in the document's format; a value the JSON
    /// does not have (nil) is an empty cell.
    func expectRows(
        _ rows: JSONValue, in key: String, by keyColumn: String, _ rowKey: (JSONValue) -> String?, _ columns: [String: (JSONValue) -> String?]
    ) {
        guard let section = section(key) else { return }
        expectRows(rows, in: section, keys: section.values(of: keyColumn), named: keyColumn, rowKey, columns)
    }

    /// As `expectRows(_:in:by:_:_:)`, each row named by several columns' texts joined by " / ".
    func expectRows(
        _ rows: JSONValue, in key: String, by keyColumns: [String], _ rowKey: (JSONValue) -> String?, _ columns: [String: (JSONValue) -> String?]
    ) {
        guard let section = section(key) else { return }
        let keys = section.rows.indices.map { row in keyColumns.map { section.values(of: $0)[row] }.joined(separator: " / ") }
        expectRows(rows, in: section, keys: keys, named: keyColumns.joined(separator: " / "), rowKey, columns)
    }

    private func expectRows(
        _ rows: JSONValue, in section: ReportDocument.Section, keys: [String], named keyColumn: String, _ rowKey: (JSONValue) -> String?,
        _ columns: [String: (JSONValue) -> String?]
    ) {
        let key = section.key
        for row in rows.array {
            guard let wanted = rowKey(row) else {
                Issue.record("\(name) JSON: a \(key) row has no \(keyColumn)")
                continue
            }
            compared += 1
            guard let index = keys.firstIndex(of: wanted) else {
                Issue.record("\(name): JSON's \(key) row \"\(wanted)\" is not in the document's \(keyColumn) column \(keys)")
                continue
            }
            for (column, value) in columns.sorted(by: { $0.key < $1.key }) {
                guard let cellIndex = section.columns.firstIndex(where: { $0.key == column }) else {
                    Issue.record("\(name): the document's \(key) has no column \(column) (it has \(section.columns.map(\.key)))")
                    continue
                }
                compared += 1
                let shown = section.rows[index].cells[safe: cellIndex]?.text ?? ""
                let expected = value(row) ?? ""
                #expect(shown == expected, "\(name): \(wanted)'s \(column) in JSON is \"\(expected)\", in the document \"\(shown)\"")
            }
        }
    }
}
