import F1Domain
import F1Export
import F1UseCases
import Foundation
import Testing

/// Seasons, a season's calendar, the overview and the champions as typed JSON.
@Suite struct CalendarExportTests {
    typealias E = ExportSamples

    static let schedule = SeasonSchedule(
        season: 2025, today: CalendarDate(year: 2025, month: 5, day: 14),
        upcoming: [
            .init(race: S.race(round: 8, name: "Monaco Grand Prix", date: CalendarDate(year: 2025, month: 5, day: 25)), daysUntil: 11),
            .init(race: S.race(round: 9, name: "Spanish Grand Prix", date: CalendarDate(year: 2025, month: 6, day: 1)), daysUntil: 18),
        ],
        past: [
            .init(race: S.race(round: 6, name: "Miami Grand Prix", date: CalendarDate(year: 2025, month: 5, day: 4)), winner: E.results.results[0]),
            .init(race: S.race(round: 7, name: "Imola Grand Prix", date: CalendarDate(year: 2025, month: 5, day: 11)), winner: nil),
        ])

    @Test func theCalendarIsOneListInRoundOrderWithItsStatus() throws {
        let object = try E.object(SeasonExport(schedule: Self.schedule, source: E.source))
        #expect(object["report"] as? String == "season")
        #expect(object["today"] as? String == "2025-05-14")
        let races = try #require(object["races"] as? [[String: Any]])
        #expect(races.map { ($0["race"] as? [String: Any])?["round"] as? Int } == [6, 7, 8, 9])
        #expect(races.map { $0["status"] as? String } == ["past", "past", "upcoming", "upcoming"])
        #expect(races.map { $0["daysUntil"] as? Int } == [nil, nil, 11, 18])
        #expect(races[0]["daysUntil"] is NSNull)
        #expect(races.map { $0["isNext"] as? Bool } == [false, false, true, false])
        #expect((races[0]["winner"] as? [String: Any])?["id"] as? String == "max_verstappen")
        #expect((races[0]["winnerConstructor"] as? [String: Any])?["id"] as? String == "red_bull")
        #expect(races[1]["winner"] is NSNull, "a past race without a result")
        #expect(races[2]["winner"] is NSNull)
    }

    @Test func seasonsKeepTheirReferenceOrNull() throws {
        let seasons = [Season(year: 2025, url: URL(string: "https://en.wikipedia.org/wiki/2025_Formula_One_World_Championship")), Season(year: 1950)]
        let json = try ExportWriter.json(SeasonsExport(seasons: seasons, source: E.source))
        #expect(json.contains("\"url\" : \"https://en.wikipedia.org/wiki/2025_Formula_One_World_Championship\""), "slashes unescaped")
        let rows = try #require(try E.object(SeasonsExport(seasons: seasons, source: E.source))["seasons"] as? [[String: Any]])
        #expect(rows.map { $0["year"] as? Int } == [2025, 1950])
        #expect(rows[1]["url"] is NSNull)
    }

    @Test func theOverviewBeforeTheFirstRaceHasNullTables() throws {
        let overview = SeasonOverview(
            season: 2025, nextRace: Self.schedule.upcoming[0], lastRace: nil, driverStandings: nil, constructorStandings: nil,
            racesRun: 0, racesTotal: 24)
        let object = try E.object(OverviewExport(overview: overview, source: E.source))
        #expect(object["report"] as? String == "overview")
        #expect(object["racesRun"] as? Int == 0 && object["racesTotal"] as? Int == 24)
        #expect((object["nextRace"] as? [String: Any])?["daysUntil"] as? Int == 11)
        #expect(object["lastRace"] is NSNull)
        #expect(object["driverStandings"] is NSNull && object["constructorStandings"] is NSNull)
    }

    @Test func championsOfASeasonInProgressAreMarkedIncomplete() throws {
        let champions = [
            SeasonChampions(
                season: 2024,
                driver: DriverStanding(position: 1, positionText: "1", points: 437, wins: 9, driver: S.verstappen, constructors: [S.redBull]),
                constructor: ConstructorStanding(
                    position: 1, positionText: "1", points: 666, wins: 6, constructor: Constructor(id: "mclaren", name: "McLaren")),
                racesRun: 24, isComplete: true),
            SeasonChampions(season: 2025, driver: nil, constructor: nil, racesRun: 3, isComplete: false),
        ]
        let seasons = try #require(try E.object(ChampionsExport(champions: champions, source: E.source))["seasons"] as? [[String: Any]])
        let driver = try #require(seasons[0]["driver"] as? [String: Any])
        #expect(E.number(driver["points"]) == 437)
        #expect(((driver["constructors"] as? [[String: Any]])?.first)?["id"] as? String == "red_bull")
        #expect(seasons.map { $0["isComplete"] as? Bool } == [true, false])
        #expect(seasons[1]["driver"] is NSNull && seasons[1]["constructor"] is NSNull)
    }
}
