import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@Suite("What is next")
struct LoadNextTests {
    func load(at now: Moment, calendar: [Race] = MonacoWeekend.calendar, seasons: ClosedRange<Int> = 2024...2025) -> LoadNext {
        let repository = Season2025.repository(calendar: calendar, seasons: seasons)
        return LoadNext(races: repository, weekend: StubWeekendRepository(), now: { now })
    }

    @Test("A second before midnight UTC, a session starting at midnight is next, a minute away at most")
    func aroundMidnight() async throws {
        var race = MonacoWeekend.race
        race.firstPractice = MonacoWeekend.session(23, 0, 0)
        let calendar = MonacoWeekend.calendar.map { $0.round == 4 ? race : $0 }
        let next = try await load(at: MonacoWeekend.at(22, 23, 59, 59), calendar: calendar)()
        #expect(next.session.session.kind == .firstPractice)
        #expect(next.session.state == .toCome)
        #expect(next.session.minutesUntilStart == 0)
        // Once the clock passes midnight the same session is under way, and still what is next.
        let after = try await load(at: MonacoWeekend.at(23, 0, 0, 1), calendar: calendar)()
        #expect(after.session.session.kind == .firstPractice)
        #expect(after.session.state == .underWay)
    }

    @Test("During a session, the session under way is next; after it, the following one")
    func underWay() async throws {
        let during = try await load(at: MonacoWeekend.at(24, 14, 10))()
        #expect(during.session.session.kind == .qualifying)
        #expect(during.session.state == .underWay)
        let after = try await load(at: MonacoWeekend.at(24, 15, 10))()
        #expect(after.session.session.kind == .race)
        #expect(after.session.minutesUntilStart == 21 * 60 + 50)
    }

    @Test("Races already run are skipped: the first race with a session not over is next")
    func skipsPastRaces() async throws {
        let next = try await load(at: MonacoWeekend.at(14, 12, 0))()
        #expect(next.race.round == 4)
        #expect(next.session.session.kind == .firstPractice)
    }

    @Test("With the season over, the next season's first race is next; with none, a lookup error")
    func nextSeason() async throws {
        let late = Moment(date: CalendarDate(year: 2025, month: 12, day: 20), time: TimeOfDay(hours: 12, minutes: 0))
        await #expect(throws: LookupError.noRaceAhead(season: 2025)) { try await load(at: late)() }
        let opener = SampleData.race(round: 1, name: "Australian Grand Prix", date: CalendarDate(year: 2026, month: 3, day: 8), season: 2026)
        let repository = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2025...2026), calendars: [2025: MonacoWeekend.calendar, 2026: [opener]])
        let next = try await LoadNext(races: repository, weekend: StubWeekendRepository(), now: { late })()
        #expect(next.race.season == 2026)
        #expect(next.session.session.kind == .race)
    }
}

@Suite("Weekend sessions by round")
struct LoadWeekendSessionsTests {
    func sessions(qualifying: [Int: QualifyingResults], at now: Moment = MonacoWeekend.at(24, 18, 0)) -> LoadWeekendSessions {
        LoadWeekendSessions(
            races: Season2025.repository(calendar: MonacoWeekend.calendar), weekend: StubWeekendRepository(qualifying: qualifying), now: { now })
    }

    @Test("'last' qualifying on a Saturday evening is the race to come's, not the last race run's")
    func lastQualifyingIsTheNewest() async throws {
        let australia = QualifyingResults(race: Season2025.australia, format: .knockout, results: [])
        let found = try await sessions(qualifying: [3: australia, 4: MonacoWeekend.pole]).qualifying(season: 2025, round: .last)
        #expect(found.race.round == 4)
        // Before Monaco's qualifying, 'last' falls back to the last race run.
        let before = try await sessions(qualifying: [3: australia]).qualifying(season: 2025, round: .last)
        #expect(before.race.round == 3)
    }

    @Test("A segment the format did not have is refused, naming the format")
    func segmentNotHeld() async throws {
        var twoSessions = MonacoWeekend.pole
        twoSessions.format = .twoSessions
        let load = sessions(qualifying: [4: twoSessions])
        _ = try await load.qualifying(season: 2025, round: .round(4), segment: .q2)
        await #expect(throws: LookupError.segmentNotHeld(season: 2025, round: 4, name: "Monaco Grand Prix", segment: .q3, format: .twoSessions)) {
            try await load.qualifying(season: 2025, round: .round(4), segment: .q3)
        }
    }

    @Test("Without a format, the segments are those the results have times for")
    func segmentsFromTimes() async throws {
        var unknown = MonacoWeekend.pole
        unknown.format = nil
        unknown.results[0].q3 = nil
        let load = sessions(qualifying: [4: unknown])
        _ = try await load.qualifying(season: 2025, round: .round(4), segment: .q2)
        await #expect(throws: LookupError.self) { try await load.qualifying(season: 2025, round: .round(4), segment: .q3) }
    }
}
