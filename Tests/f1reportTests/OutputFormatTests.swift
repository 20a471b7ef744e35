import F1TestSupport
import Foundation
import Testing

/// `--format json|csv` through the real binary: typed values, ids, nulls, the shape's version, and
/// CSV headers equal to the committed list (docs/json-schema/csv-columns.txt).
@Suite struct OutputFormatTests {
    /// Every command on the demo data, with its report kind.
    static let commands: [(kind: String, arguments: [String])] = [
        ("overview", []),
        ("seasons", ["seasons"]),
        ("season", ["season", "2025"]),
        ("race", ["race", "2025", "1"]),
        ("standings.drivers", ["standings", "drivers"]),
        ("standings.constructors", ["standings", "constructors"]),
        ("driver", ["driver", "max_verstappen", "2025"]),
        ("team", ["team", "red_bull", "2025"]),
        ("champions", ["champions"]),
        ("champions.under", ["champions", "--under", "1991"]),
        ("championship", ["championship"]),
        ("progression", ["progression"]),
        ("title", ["title"]),
        ("head-to-head", ["teammates"]),
        ("head-to-head", ["head-to-head", "max_verstappen", "leclerc"]),
        ("telemetry", ["telemetry", "2025", "1", "q", "--drivers", "VER,LEC"]),
        ("sectors", ["sectors", "2025", "1", "q"]),
    ]

    /// The committed CSV headers, by report kind.
    static func committedColumns() throws -> [String: String] {
        let text = try String(contentsOf: ReportRunner.packageRoot.appending(path: "docs/json-schema/csv-columns.txt"), encoding: .utf8)
        var columns: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            columns[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return columns
    }

    static func json(_ arguments: [String]) async throws -> [String: Any] {
        let outcome = try await ReportRunner.run(arguments + ["--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    /// A parsed JSON number: NSNumber, not a string holding digits.
    static func isNumber(_ value: Any?) -> Bool {
        value is NSNumber && !(value is String)
    }

    @Test(arguments: 0..<commands.count)
    func everyCommandWritesItsVersionedShape(_ index: Int) async throws {
        let (kind, arguments) = Self.commands[index]
        let object = try await Self.json(arguments)
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["report"] as? String == kind)
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["id"] as? String == "demo")
        #expect(source["name"] as? String == "Demo data (made up, not a real season)")
    }

    @Test func theChampionshipHasNumbersIdsAndNulls() async throws {
        let object = try await Self.json(["championship", "--round", "2"])
        let rows = try #require(object["standings"] as? [[String: Any]])
        #expect(rows.allSatisfy { Self.isNumber($0["points"]) && Self.isNumber($0["grossPoints"]) && Self.isNumber($0["previousPosition"]) })
        #expect(rows.allSatisfy { $0["whatIf"] is NSNull })
        #expect((rows.first?["entrant"] as? [String: Any])?["id"] as? String == "max_verstappen")
        #expect(object["whatIfSystem"] is NSNull)
        let whatIf = try await Self.json(["championship", "--under", "2010"])
        let first = try #require((whatIf["standings"] as? [[String: Any]])?.first?["whatIf"] as? [String: Any])
        #expect(Self.isNumber(first["points"]) && Self.isNumber(first["position"]))
        #expect((whatIf["whatIfSystem"] as? [String: Any])?["id"] as? String == "2010")
    }

    /// The rules come from F1Kit's rulebook, not the source, so they credit none.
    @Test(arguments: [(["rules", "2025"], "rules"), (["rules", "--list"], "rules.list")])
    func theRulesAreTypedToo(arguments: [String], kind: String) async throws {
        let object = try await Self.json(arguments)
        #expect(object["report"] as? String == kind)
        #expect(object["source"] == nil)
        let csv = try await ReportRunner.run(arguments + ["--format", "csv"])
        #expect(csv.stdout.hasPrefix(try #require(try Self.committedColumns()[kind]) + "\r\n"))
    }

    @Test func standingsHaveNumbersIdsAndANullGapForTheLeader() async throws {
        let rows = try #require(try await Self.json(["standings", "drivers"])["standings"] as? [[String: Any]])
        #expect(rows.count > 3)
        #expect(rows.allSatisfy { Self.isNumber($0["points"]) && Self.isNumber($0["wins"]) && Self.isNumber($0["position"]) })
        #expect(rows.allSatisfy { (($0["driver"] as? [String: Any])?["id"] as? String)?.isEmpty == false })
        #expect(rows[0]["pointsBehind"] is NSNull)
        #expect(rows.dropFirst().allSatisfy { Self.isNumber($0["pointsBehind"]) })
    }

    @Test func aRetirementHasNoPositionButItsCode() async throws {
        let rows = try #require(try await Self.json(["race", "2025", "1"])["results"] as? [[String: Any]])
        let retired = try #require(rows.last)
        #expect(retired["position"] is NSNull)
        #expect(retired["positionText"] as? String == "R")
        #expect(retired["classification"] as? String == "retired")
        #expect(retired["gapMilliseconds"] is NSNull && retired["timeText"] is NSNull)
        #expect(Self.isNumber(rows[1]["gapMilliseconds"]))
        #expect(((rows[0]["constructor"] as? [String: Any])?["id"] as? String)?.isEmpty == false)
    }

    @Test func theCalendarHasISODatesUTCTimesAndDaysUntil() async throws {
        let object = try await Self.json(["season", "2025"])
        let races = try #require(object["races"] as? [[String: Any]])
        let next = try #require(races.first { $0["isNext"] as? Bool == true })
        #expect(Self.isNumber(next["daysUntil"]))
        #expect(next["winner"] is NSNull, "a race to come has no winner yet")
        let race = try #require(next["race"] as? [String: Any])
        #expect((race["date"] as? String)?.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
        #expect((race["startsAt"] as? String)?.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/) != nil)
        #expect((object["today"] as? String)?.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
    }

    @Test(arguments: 1..<commands.count)
    func csvHasTheCommittedHeaderOnce(_ index: Int) async throws {
        let (kind, arguments) = Self.commands[index]
        let outcome = try await ReportRunner.run(arguments + ["--format", "csv"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.components(separatedBy: "\r\n")
        let header = try #require(try Self.committedColumns()[kind])
        #expect(lines.first == header)
        #expect(lines.dropFirst().filter { $0 == header }.isEmpty, "one header row")
        #expect(lines.count > 2 && lines.last == "")
    }

    @Test func theOverviewHasNoCSVAndSaysWhereTheTablesAre() async throws {
        let outcome = try await ReportRunner.run(["--format", "csv"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.hasPrefix(
                "Error: The overview holds several tables and CSV holds one: use --format json, or the CSV of f1report season, standings drivers or standings constructors.\n"
            ))
    }

    @Test func liveWritesOneJSONLinePerUpdate() async throws {
        let outcome = try await ReportRunner.run(["live", "--laps", "3", "--interval", "0.01", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "every record ends its line")
        let records = try lines.dropLast().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(records.compactMap { $0["lap"] as? Int } == [42, 43, 44, 45])
        #expect(records.allSatisfy { $0["report"] as? String == "live" && $0["schemaVersion"] as? Int == 1 })
        let cars = try #require(records.last?["cars"] as? [[String: Any]])
        #expect(cars.first?["gapMilliseconds"] is NSNull)
        #expect(cars.dropFirst().allSatisfy { Self.isNumber($0["gapMilliseconds"]) })
    }

    /// Each car's share of its lap, as the domain placed it for the map: the demo's board is the
    /// leader crossing the line, so the leader is at 0 and every car behind one lap of the race's
    /// pace less its gap, the same pace for the whole field; the simulation has no sectors or weather.
    @Test func liveJSONLinesCarryEachCarsPlaceOnTheLap() async throws {
        let outcome = try await ReportRunner.run(["live", "--laps", "2", "--interval", "0.01", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let records = try outcome.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(records.count == 3)
        var placings: [[Double]] = []
        for record in records {
            #expect(record["weather"] == nil)
            let cars = try #require(record["cars"] as? [[String: Any]])
            let fractions = try cars.map { try #require($0["lapFraction"] as? Double) }
            #expect(fractions.first == 0)
            #expect(cars.allSatisfy { $0["lastLapSectors"] == nil })
            // fraction = 1 - gap / pace, so every car behind gives the same pace, to the millisecond.
            let paces = try cars.dropFirst().map { car in
                let gap = Double(try #require(car["gapMilliseconds"] as? Int))
                let fraction = try #require(car["lapFraction"] as? Double)
                return gap / (1 - fraction)
            }
            let pace = try #require(paces.first)
            #expect(pace > 60_000 && pace < 90_000)
            #expect(paces.allSatisfy { abs($0 - pace) < 1 }, "\(paces)")
            placings.append(fractions)
        }
        // The gaps change from lap to lap, and the cars with them.
        #expect(Set(placings).count == 3)
    }

    @Test func liveCSVHasOneHeaderAndALapOnEveryRecord() async throws {
        let outcome = try await ReportRunner.run(["live", "--laps", "2", "--interval", "0.01", "--format", "csv"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.components(separatedBy: "\r\n").dropLast()
        #expect(lines.first == (try Self.committedColumns()["live"]))
        #expect(lines.filter { $0.hasPrefix("lap,") }.count == 1)
        #expect(Set(lines.dropFirst().map { $0.prefix(3) }) == ["42,", "43,", "44,"])
    }
}

/// The same on f1db: half points, classification codes, and seasons from 1950 on.
@Suite(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
struct F1dbOutputFormatTests {
    static func json(_ arguments: [String]) async throws -> [String: Any] {
        let outcome = try await ReportRunner.run(arguments + ["--format", "json", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect((object["source"] as? [String: Any])?["id"] as? String == "f1db")
        return object
    }

    @Test func the2021BelgianGrandPrixGaveHalfPoints() async throws {
        let rows = try #require(try await Self.json(["race", "2021", "12"])["results"] as? [[String: Any]])
        #expect((rows.first?["points"] as? NSNumber)?.doubleValue == 12.5)
        #expect((rows.first?["driver"] as? [String: Any])?["id"] as? String == "max-verstappen")
    }

    @Test func the1950ChampionshipHasNumbersAndIds() async throws {
        let rows = try #require(try await Self.json(["standings", "drivers", "1950"])["standings"] as? [[String: Any]])
        #expect((rows.first?["driver"] as? [String: Any])?["id"] as? String == "nino-farina")
        #expect(rows.allSatisfy { $0["points"] is NSNumber })
    }
}

/// The same through the API source, against the emulator playing recorded responses.
@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct ApiOutputFormatTests {
    let cache = TemporaryFolder("f1report-api-json")

    @Test func aRaceFromTheAPIHasTheSameShapeWithUTCStartAndIds() async throws {
        let emulator = try await ApiReportServer.recorded()
        let outcome = try await ApiReportServer.run(["race", "2023", "9", "--format", "json"], against: emulator, cache: cache)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect((object["source"] as? [String: Any])?["id"] as? String == "api")
        let race = try #require(object["race"] as? [String: Any])
        #expect((race["startsAt"] as? String)?.hasSuffix("Z") == true)
        let rows = try #require(object["results"] as? [[String: Any]])
        #expect((rows.first?["driver"] as? [String: Any])?["id"] as? String == "max_verstappen")
        #expect(rows.first?["timeMilliseconds"] is NSNumber)
        #expect(rows.allSatisfy { $0["points"] is NSNumber && $0["laps"] is NSNumber })
    }
}
