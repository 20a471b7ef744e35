import Foundation
import Testing

/// `f1report head-to-head A B career` through the real binary: on f1db, the races both started
/// and who finished ahead, counted here from the race results' YAML with no product code; on the
/// demo data, a career of one season is that season; a bad pair is one sentence.
@Suite struct HeadToHeadCareerTests {
    /// Hamilton and Rosberg, teammates at Mercedes 2013–2016; Alonso and Hamilton, at McLaren in 2007.
    @Test(
        .enabled(if: SharedData.hasF1db, SharedData.noF1db),
        arguments: [
            ("lewis-hamilton", "nico-rosberg", ["mercedes": [2013, 2014, 2015, 2016]]), ("fernando-alonso", "lewis-hamilton", ["mclaren": [2007]]),
        ])
    func aCareerIsEveryRaceBothStartedAsTheResultsFilesHaveThem(_ first: String, _ second: String, _ teams: [String: [Int]]) async throws {
        let expected = try F1dbRaceResultsReader(data: SharedData.f1dbData).career(first, second)
        let json = try await OutputFormatTests.json(["head-to-head", first, second, "career", "--f1db", SharedData.f1dbData.path])
        let firstID = try #require((json["first"] as? [String: Any])?["id"] as? String)
        // The report puts the driver with more points first: each tally read in the asked order.
        let asked = { (tally: Any?) -> [Double] in
            let pair = tally as? [String: Any]
            let values = [(pair?["first"] as? NSNumber)?.doubleValue ?? -1, (pair?["second"] as? NSNumber)?.doubleValue ?? -1]
            return firstID == first ? values : values.reversed()
        }
        #expect(json["races"] as? Int == expected.races)
        #expect(asked(json["race"]) == expected.ahead.map(Double.init))
        #expect(asked(json["points"]) == expected.points)
        let seasons = try #require(json["seasons"] as? [[String: Any]])
        #expect(seasons.compactMap { $0["season"] as? Int } == expected.seasons.map(\.season))
        #expect(seasons.compactMap { $0["races"] as? Int } == expected.seasons.map(\.races))
        #expect(seasons.map { asked($0["race"]) } == expected.seasons.map { $0.ahead.map(Double.init) })
        let shared = try #require(json["sharedTeams"] as? [[String: Any]])
        let sharedTeams = Dictionary(
            shared.map { (($0["constructor"] as? [String: Any])?["id"] as? String ?? "?", $0["seasons"] as? [Int] ?? []) }, uniquingKeysWith: { $1 })
        #expect(sharedTeams == expected.sharedTeams && sharedTeams == teams)
    }

    @Test(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
    func twoDriversWhoNeverMetAreOneSentence() async throws {
        let outcome = try await ReportRunner.run([
            "head-to-head", "juan-manuel-fangio", "lewis-hamilton", "career", "--f1db", SharedData.f1dbData.path,
        ])
        #expect(outcome.status == 1 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains("never started the same race"), "\(outcome.stderr)")
    }

    /// The demo holds one season, so the career is that season's head-to-head, figure for figure.
    @Test func theDemoCareerIsItsOneSeason() async throws {
        let career = try await OutputFormatTests.json(["head-to-head", "max_verstappen", "leclerc", "career"])
        let season = try #require(try await HeadToHeadReportTests.pairs(["head-to-head", "max_verstappen", "leclerc", "2025"]).first)
        let rows = try #require(career["seasons"] as? [[String: Any]])
        #expect(rows.count == 1 && rows.first?["season"] as? Int == 2025)
        for key in ["first", "second"] {
            #expect(HeadToHeadReportTests.id(career, key) == HeadToHeadReportTests.id(season, key))
        }
        for key in ["qualifying", "race"] {
            #expect(HeadToHeadReportTests.tally(career, key) == HeadToHeadReportTests.tally(season, key))
            #expect(rows.first.map { HeadToHeadReportTests.tally($0, key) } == HeadToHeadReportTests.tally(season, key))
        }
        #expect(career["races"] as? Int == season["races"] as? Int && (season["races"] as? Int ?? 0) > 0)
        #expect(
            NSDictionary(dictionary: career["points"] as? [String: Any] ?? [:]) == NSDictionary(dictionary: season["points"] as? [String: Any] ?? [:])
        )
    }

    @Test(arguments: [
        (["max_verstappen", "max_verstappen"], 64, "two different drivers"), (["max_verstappen", "nobody"], 1, "No driver 'nobody'"),
        (["nobody", "leclerc"], 1, "No driver 'nobody'"),
    ])
    func aBadPairIsOneSentence(_ drivers: [String], _ status: Int32, _ sentence: String) async throws {
        let outcome = try await ReportRunner.run(["head-to-head"] + drivers + ["career"])
        #expect(outcome.status == status && outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("Usage") && !$0.hasPrefix("  See") }
        #expect(lines.count == 1 && outcome.stderr.contains(sentence), "\(outcome.stderr)")
    }

    /// The text shows the totals and a line per season.
    @Test func theTextShowsTheTotalsAndEachSeason() async throws {
        let outcome = try await ReportRunner.run(["head-to-head", "max_verstappen", "leclerc", "career", "--time-zone", "UTC"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Qualified ahead") && outcome.stdout.contains("Season by season"))
        #expect(outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("2025 ") })
    }
}

/// A short reader of f1db's race results, independent of the product: each row's position,
/// driver, constructor, points and whether it is a shared car, from the YAML lines.
struct F1dbRaceResultsReader {
    let data: URL

    struct Season {
        var season: Int
        var races = 0
        /// First's count, then second's.
        var ahead = [0, 0]
    }

    struct Career {
        var races = 0
        var ahead = [0, 0]
        var points = [0.0, 0.0]
        var seasons: [Season] = []
        var sharedTeams: [String: [Int]] = [:]
    }

    /// f1db's codes for a driver who did not take the start.
    static let notStarted: Set<String> = ["DNS", "DNP", "DNQ", "DNPQ"]

    func career(_ first: String, _ second: String) throws -> Career {
        var career = Career()
        let seasonsFolder = data.appending(path: "seasons")
        let years = try FileManager.default.contentsOfDirectory(atPath: seasonsFolder.path).compactMap(Int.init).sorted()
        for year in years {
            var season = Season(season: year)
            let racesFolder = seasonsFolder.appending(path: "\(year)/races")
            for race in try FileManager.default.contentsOfDirectory(atPath: racesFolder.path).sorted() {
                let file = racesFolder.appending(path: "\(race)/race-results.yml")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let rows = Self.rows(text).filter { $0["sharedCar"] != "true" && !Self.notStarted.contains($0["position"] ?? "") }
                guard let one = rows.first(where: { $0["driverId"] == first }), let other = rows.first(where: { $0["driverId"] == second }) else {
                    continue
                }
                season.races += 1
                career.points[0] += Double(one["points"] ?? "") ?? 0
                career.points[1] += Double(other["points"] ?? "") ?? 0
                if let place = Int(one["position"] ?? ""), let otherPlace = Int(other["position"] ?? "") {
                    season.ahead[place < otherPlace ? 0 : 1] += 1
                }
                if let team = one["constructorId"], team == other["constructorId"], career.sharedTeams[team]?.last != year {
                    career.sharedTeams[team, default: []].append(year)
                }
            }
            guard season.races > 0 else { continue }
            career.races += season.races
            career.ahead = zip(career.ahead, season.ahead).map { $0 + $1 }
            career.seasons.append(season)
        }
        return career
    }

    /// Each "- key: value" block as a dictionary of its top-level keys.
    static func rows(_ text: String) -> [[String: String]] {
        var rows: [[String: String]] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("- ") { rows.append([:]) }
            guard !rows.isEmpty, line.hasPrefix("- ") || line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            let entry = line.dropFirst(2)
            guard let colon = entry.firstIndex(of: ":") else { continue }
            let value = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            rows[rows.count - 1][String(entry[..<colon])] = value
        }
        return rows
    }
}
