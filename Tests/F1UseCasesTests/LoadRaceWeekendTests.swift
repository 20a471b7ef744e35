import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// A Monaco weekend: practice on Friday, practice and qualifying on Saturday, the race on Sunday (UTC).
enum MonacoWeekend {
    static func at(_ day: Int, _ hours: Int, _ minutes: Int, _ seconds: Int = 0) -> Moment {
        Moment(date: CalendarDate(year: 2025, month: 5, day: day), time: TimeOfDay(hours: hours, minutes: minutes, seconds: seconds))
    }

    static func session(_ day: Int, _ hours: Int, _ minutes: Int) -> SessionSchedule {
        SessionSchedule(date: CalendarDate(year: 2025, month: 5, day: day), startTime: TimeOfDay(hours: hours, minutes: minutes))
    }

    static var race: Race {
        var race = Season2025.monaco
        race.firstPractice = session(23, 11, 30)
        race.secondPractice = session(23, 15, 0)
        race.thirdPractice = session(24, 10, 30)
        race.qualifying = session(24, 14, 0)
        return race
    }

    static var calendar: [Race] { Season2025.calendar.map { $0.round == 4 ? race : $0 } }

    static let pole = QualifyingResults(
        race: race, format: .knockout,
        results: [
            QualifyingResult(
                position: 1, driver: SampleData.leclerc, constructor: SampleData.ferrari, q1: LapTime("1:11.000"), q2: LapTime("1:10.500"),
                q3: LapTime("1:10.270"))
        ])

    static func load(at now: Moment, weekend: StubWeekendRepository = StubWeekendRepository()) -> LoadRaceWeekend {
        LoadRaceWeekend(races: Season2025.repository(calendar: calendar), weekend: weekend, now: { now })
    }
}

@Suite("A race weekend against the clock")
struct LoadRaceWeekendTests {
    @Test("Before the weekend every session is to come, with minutes to its start, and no results are asked for")
    func weekendAhead() async throws {
        let stub = StubWeekendRepository()
        let weekend = try await MonacoWeekend.load(at: MonacoWeekend.at(21, 9, 30), weekend: stub)(season: 2025, round: .round(4))
        #expect(weekend.sessions.map(\.session.kind) == [.firstPractice, .secondPractice, .thirdPractice, .qualifying, .race])
        #expect(weekend.sessions.allSatisfy { $0.state == .toCome })
        // Wednesday 09:30 to Friday 11:30 is two days and two hours.
        #expect(weekend.sessions.first?.minutesUntilStart == 2 * 1440 + 120)
        #expect(weekend.results == nil && weekend.qualifying == nil)
        #expect(stub.requests.isEmpty)
    }

    @Test("A session between its start and its usual end is under way; the ones before it are done")
    func sessionUnderWay() async throws {
        let weekend = try await MonacoWeekend.load(at: MonacoWeekend.at(24, 14, 30))(season: 2025, round: .round(4))
        let states = Dictionary(uniqueKeysWithValues: weekend.sessions.map { ($0.session.kind, $0.state) })
        #expect(states[.thirdPractice] == .done)
        #expect(states[.qualifying] == .underWay)
        #expect(states[.race] == .toCome)
        #expect(weekend.nextSession?.session.kind == .qualifying)
        #expect(weekend.sessions.first { $0.state == .underWay }?.minutesUntilStart == nil)
    }

    @Test("Qualifying results make the session done and name the pole sitter, whatever the clock says")
    func resultsMakeASessionDone() async throws {
        let stub = StubWeekendRepository(qualifying: [4: MonacoWeekend.pole])
        let weekend = try await MonacoWeekend.load(at: MonacoWeekend.at(24, 14, 30), weekend: stub)(season: 2025, round: .round(4))
        #expect(weekend.sessions.first { $0.session.kind == .qualifying }?.state == .done)
        #expect(weekend.poleSitter?.driver.id == "leclerc")
        #expect(weekend.nextSession?.session.kind == .race)
        #expect(stub.requests == ["qualifying 4"])
    }

    @Test("A weekend without a sprint never asks for one")
    func noSprintRequest() async throws {
        let stub = StubWeekendRepository()
        _ = try await MonacoWeekend.load(at: MonacoWeekend.at(26, 12, 0), weekend: stub)(season: 2025, round: .round(4))
        #expect(!stub.requests.contains { $0.hasPrefix("sprint") })
    }

    @Test("A round the season lacks is the lookup error the reports word")
    func missingRound() async throws {
        await #expect(throws: LookupError.roundNotFound(season: 2025, round: 9, rounds: 5)) {
            try await MonacoWeekend.load(at: MonacoWeekend.at(21, 9, 30))(season: 2025, round: .round(9))
        }
    }

    @Test("'next' is the first race after the last one run whose day has not passed")
    func nextRace() async throws {
        let weekend = try await MonacoWeekend.load(at: MonacoWeekend.at(21, 9, 30))(season: 2025, round: .next)
        #expect(weekend.race.round == 4)
        // Results lag: on 9 June the Monaco race (25 May) has none, yet the next race is Canada.
        let later = try await MonacoWeekend.load(at: Moment(date: CalendarDate(year: 2025, month: 6, day: 1), time: TimeOfDay(hours: 0, minutes: 0)))(
            season: 2025, round: .next)
        #expect(later.race.round == 5)
    }
}

@Suite("Session states")
struct SessionStateTests {
    let practice = WeekendSession(
        kind: .firstPractice, date: CalendarDate(year: 2025, month: 5, day: 23), startTime: TimeOfDay(hours: 11, minutes: 30))

    @Test(
        "To come before the start, under way for its usual hour, done after",
        arguments: [
            (MonacoWeekend.at(23, 11, 29, 59), SessionState.toCome),
            (MonacoWeekend.at(23, 11, 30), .underWay),
            (MonacoWeekend.at(23, 12, 29, 59), .underWay),
            (MonacoWeekend.at(23, 12, 30), .done),
        ])
    func aroundTheStart(now: Moment, expected: SessionState) {
        #expect(SessionState.of(practice, season: 2025, at: now) == expected)
    }

    @Test("Practice ran 90 minutes before 2021")
    func olderPractice() {
        #expect(SessionState.of(practice, season: 2019, at: MonacoWeekend.at(23, 12, 45)) == .underWay)
        #expect(SessionState.of(practice, season: 2025, at: MonacoWeekend.at(23, 12, 45)) == .done)
    }

    @Test("A session with only a date is to come before its day, under way on it, done after")
    func dateOnly() {
        let race = WeekendSession(kind: .race, date: CalendarDate(year: 1988, month: 7, day: 10), startTime: nil)
        func at(_ day: Int) -> Moment { Moment(date: CalendarDate(year: 1988, month: 7, day: day), time: TimeOfDay(hours: 23, minutes: 59)) }
        #expect(SessionState.of(race, season: 1988, at: at(9)) == .toCome)
        #expect(SessionState.of(race, season: 1988, at: at(10)) == .underWay)
        #expect(SessionState.of(race, season: 1988, at: at(11)) == .done)
    }

    @Test("A start time in local time gives no instant")
    func localTime() {
        let session = WeekendSession(
            kind: .race, date: CalendarDate(year: 2025, month: 5, day: 25), startTime: TimeOfDay(hours: 15, minutes: 0, isUTC: false))
        #expect(session.startsAt == nil)
    }
}

@Suite("Moments")
struct MomentTests {
    @Test(
        "A moment splits into its UTC day and time, before 1970 too",
        arguments: [
            (CalendarDate(year: 2025, month: 5, day: 25), TimeOfDay(hours: 13, minutes: 0)),
            (CalendarDate(year: 1970, month: 1, day: 1), TimeOfDay(hours: 0, minutes: 0)),
            (CalendarDate(year: 1969, month: 12, day: 31), TimeOfDay(hours: 23, minutes: 59, seconds: 59, milliseconds: 999)),
            (CalendarDate(year: 1950, month: 5, day: 13), TimeOfDay(hours: 14, minutes: 30)),
        ])
    func roundTrip(date: CalendarDate, time: TimeOfDay) {
        let moment = Moment(date: date, time: time)
        #expect(moment.date == date)
        #expect(moment.timeOfDay == time)
    }

    @Test("Minutes until round down, and count back across 1970")
    func minutes() {
        let before = Moment(millisecondsSince1970: -1)
        #expect(before.description == "1969-12-31T23:59:59Z")
        #expect(before.minutes(until: Moment(millisecondsSince1970: 59_999)) == 1)
        #expect(Moment(millisecondsSince1970: 60_000).minutes(until: before) == -2, "60.001 s back is two whole minutes back, rounded down")
    }

    @Test("The largest and smallest moments give a day and a time without trapping")
    func extremes() {
        for moment in [Moment(millisecondsSince1970: .max), Moment(millisecondsSince1970: .min)] {
            let time = moment.timeOfDay
            #expect((0..<86_400_000).contains(time.millisecondsSinceMidnight))
            #expect(moment.date.year != 0)
        }
    }
}
