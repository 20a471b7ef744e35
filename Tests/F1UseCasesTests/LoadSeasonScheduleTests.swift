import F1Domain
import F1TestSupport
import F1UseCases
import Synchronization
import Testing

@Suite struct LoadSeasonScheduleTests {
    typealias S = Season2025

    static func load(
        _ repository: StubRaceRepository, today: CalendarDate, season: Int = 2025
    ) async throws -> SeasonSchedule {
        try await LoadSeasonSchedule(repository: repository, today: { today })(season: season)
    }

    @Test func splitsTheCalendarAtToday() async throws {
        let today = S.date(2025, 5, 14)
        let schedule = try await Self.load(S.repository(), today: today)

        #expect(schedule.season == 2025)
        #expect(schedule.today == today)
        #expect(schedule.past.map(\.race.round) == [1, 2, 3])
        #expect(schedule.upcoming.map(\.race.round) == [4, 5])
        // 14 May to 25 May is 11 days; to 8 June is 17 days left in May plus 8.
        #expect(schedule.upcoming.map(\.daysUntil) == [11, 25])
    }

    @Test func attachesEachWinnerToItsRound() async throws {
        let schedule = try await Self.load(S.repository(), today: S.date(2025, 5, 14))
        #expect(schedule.past.map(\.winner?.driver.id) == ["max_verstappen", "leclerc", "norris"])
    }

    @Test func winnersFollowTheRoundNotThePositionInTheList() async throws {
        // Round 2 has no classification: round 3's winner must not slide onto it.
        let classified = [S.classified[0], S.classified[2]]
        let schedule = try await Self.load(S.repository(classified: classified), today: S.date(2025, 5, 14))

        #expect(schedule.past.map(\.race.round) == [1, 2, 3])
        #expect(schedule.past.map(\.winner?.driver.id) == ["max_verstappen", nil, "norris"])
    }

    @Test func aRaceBeforeTodayWithoutResultsIsPastWithNoWinner() async throws {
        let schedule = try await Self.load(S.repository(classified: []), today: S.date(2025, 5, 14))

        #expect(schedule.past.map(\.race.round) == [1, 2, 3])
        #expect(schedule.past.allSatisfy { $0.winner == nil })
        #expect(schedule.upcoming.map(\.race.round) == [4, 5])
    }

    @Test func aRaceTodayWithoutResultsIsUpcomingWithZeroDays() async throws {
        let schedule = try await Self.load(S.repository(), today: S.monaco.date)

        let next = try #require(schedule.upcoming.first)
        #expect(next.race.round == 4)
        #expect(next.daysUntil == 0)
        #expect(!schedule.past.contains { $0.race.round == 4 })
    }

    @Test func aRaceWithResultsIsPastEvenOnItsOwnDay() async throws {
        let monacoResults = S.results(of: S.monaco, winner: SampleData.leclerc, team: SampleData.ferrari, runnerUp: SampleData.verstappen)
        let schedule = try await Self.load(S.repository(classified: S.classified + [monacoResults]), today: S.monaco.date)

        #expect(schedule.past.map(\.race.round) == [1, 2, 3, 4])
        #expect(schedule.past.last?.winner?.driver.id == "leclerc")
        #expect(schedule.upcoming.map(\.race.round) == [5])
    }

    @Test func aRaceWithResultsButNoClassifiedWinnerIsStillPast() async throws {
        // Everyone retired: results exist, but no classified first place.
        var wreck = S.results(of: S.monaco, winner: SampleData.leclerc, team: SampleData.ferrari)
        for index in wreck.results.indices {
            wreck.results[index].classification = .retired
            wreck.results[index].positionText = "R"
        }
        let schedule = try await Self.load(S.repository(classified: S.classified + [wreck]), today: S.monaco.date)

        let monaco = try #require(schedule.past.first { $0.race.round == 4 })
        #expect(monaco.winner == nil)
        #expect(schedule.upcoming.map(\.race.round) == [5])
    }

    @Test func aRaceAfterTodayWithResultsIsPast() async throws {
        // Data ahead of the clock (a source in another time zone): results win over the date.
        let schedule = try await Self.load(S.repository(), today: S.date(2025, 3, 1))
        #expect(schedule.past.map(\.race.round) == [1, 2, 3])
        #expect(schedule.upcoming.map(\.race.round) == [4, 5])
    }

    /// (today, race day, whole days between them), counted by hand on a calendar.
    static let spans: [(CalendarDate, CalendarDate, Int)] = [
        (S.date(2025, 5, 14), S.date(2025, 5, 15), 1),
        (S.date(2025, 5, 14), S.date(2025, 6, 8), 25),  // 17 days left in May, then 8
        (S.date(2025, 1, 31), S.date(2025, 3, 1), 29),  // February 2025 has 28 days
        (S.date(2024, 1, 31), S.date(2024, 3, 1), 30),  // February 2024 has 29
        (S.date(2024, 12, 20), S.date(2025, 1, 5), 16),  // 11 days left in December, then 5
        (S.date(2023, 12, 31), S.date(2024, 12, 31), 366),  // across the whole of leap year 2024
        (S.date(2100, 2, 28), S.date(2100, 3, 1), 1),  // 2100 is not a leap year
        (S.date(2000, 2, 28), S.date(2000, 3, 1), 2),  // 2000 is
    ]

    @Test(arguments: spans)
    func countsWholeDaysAcrossMonthsAndYears(today: CalendarDate, raceDay: CalendarDate, days: Int) async throws {
        let race = SampleData.race(round: 1, name: "Test Grand Prix", date: raceDay, season: raceDay.year)
        let repository = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 1950...2100), calendars: [raceDay.year: [race]])
        let schedule = try await Self.load(repository, today: today, season: raceDay.year)

        #expect(schedule.past.isEmpty)
        #expect(schedule.upcoming.map(\.daysUntil) == [days])
    }

    @Test func readsTodayWhenItLoads() async throws {
        // "today" is a function: each load sees the date of that moment.
        let day = TestDay(S.date(2025, 5, 14))
        let load = LoadSeasonSchedule(repository: S.repository(), today: { day.value })
        #expect(try await load(season: 2025).upcoming.first?.daysUntil == 11)
        day.value = S.date(2025, 5, 24)
        #expect(try await load(season: 2025).upcoming.first?.daysUntil == 1)
    }

    @Test(arguments: [2023, 2026, 1949])
    func unknownSeasonIsALookupError(season: Int) async throws {
        await #expect(throws: LookupError.seasonNotFound(season, available: 2024...2025)) {
            try await Self.load(S.repository(), today: S.date(2025, 5, 14), season: season)
        }
    }

    @Test func repositoryFailuresPropagate() async throws {
        let failing = StubRaceRepository(failure: SourceError.unreadable(path: "seasons.yml", problem: .missing))
        await #expect(throws: SourceError.unreadable(path: "seasons.yml", problem: .missing)) {
            try await Self.load(failing, today: S.date(2025, 5, 14))
        }
    }
}

/// A date a test can move, read from a `@Sendable` closure.
final class TestDay: Sendable {
    private let date: Mutex<CalendarDate>

    init(_ value: CalendarDate) {
        date = Mutex(value)
    }

    var value: CalendarDate {
        get { date.withLock { $0 } }
        set { date.withLock { $0 = newValue } }
    }
}
