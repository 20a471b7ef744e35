import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import Testing

enum WeekendSamples {
    static let norris = UISamples.norris
    static let mclaren = UISamples.mclaren

    /// Pole in Q3, one car out in Q2, one in Q1, one disqualified.
    static let knockout = QualifyingResults(
        race: UISamples.monaco, format: .knockout,
        results: [
            QualifyingResult(
                position: 1, driver: SampleData.leclerc, constructor: SampleData.ferrari, q1: LapTime("1:11.500"), q2: LapTime("1:10.900"),
                q3: LapTime("1:10.270")),
            QualifyingResult(
                position: 2, driver: SampleData.verstappen, constructor: SampleData.redBull, q1: LapTime("1:11.200"), q2: LapTime("1:11.000")),
            QualifyingResult(position: 3, driver: norris, constructor: mclaren, q1: LapTime("1:11.900")),
            QualifyingResult(
                position: 4, positionText: "DSQ", driver: SampleData.driver("tsunoda", "Yuki", "Tsunoda", code: "TSU"),
                constructor: SampleData.redBull, q1: LapTime("1:11.100")),
        ])

    static func stop(_ driver: Driver, _ team: Constructor, stop: Int, lap: Int, _ duration: String) -> PitStop {
        PitStop(driver: driver, constructor: team, stop: stop, lap: lap, duration: LapTime(duration))
    }
}

@Suite("Weekend screens' content")
struct WeekendMappingTests {
    @Test("Qualifying: segments held, who went out where, the gap to pole, and a disqualified car without either")
    func qualifying() {
        let content = QualifyingScreen.makeContent(from: WeekendSamples.knockout, format: UISamples.utc)
        #expect(content.segments == ["Q1", "Q2", "Q3"])
        #expect(content.hasTime == false)
        #expect(content.rows.map(\.eliminatedIn) == [nil, "Q2", "Q1", nil])
        #expect(content.rows.map(\.position) == ["1", "2", "3", "DSQ"])
        #expect(content.rows[0].isPole && !content.rows[3].isPole)
        // Segment against segment: Verstappen's Q2 against pole's Q2 (1:10.900), Norris's Q1 against pole's Q1 (1:11.500).
        #expect(content.rows.map(\.gapToPole) == [nil, "+0.100", "+0.400", nil])
        #expect(content.rows[1].segments == ["1:11.200", "1:11.000", ""])
        #expect(content.pole == "Charles Leclerc (Ferrari), 1:10.270")
        #expect(content.format == "three knockout segments")
    }

    @Test("A wet Q3 slower than Q2 (Spa 2021): pole's time is its Q3 lap, and Q3 cars are measured in Q3")
    func wetQ3() {
        let spa = QualifyingResults(
            race: UISamples.monaco, format: .knockout,
            results: [
                QualifyingResult(
                    position: 1, driver: SampleData.verstappen, constructor: SampleData.redBull, q1: LapTime("1:58.717"), q2: LapTime("1:56.559"),
                    q3: LapTime("1:59.765")),
                QualifyingResult(
                    position: 2, driver: SampleData.leclerc, constructor: SampleData.ferrari, q1: LapTime("1:59.218"), q2: LapTime("1:56.229"),
                    q3: LapTime("2:00.099")),
            ])
        let content = QualifyingScreen.makeContent(from: spa, format: UISamples.utc)
        #expect(content.pole == "Max Verstappen (Red Bull), 1:59.765")
        #expect(content.rows.map(\.gapToPole) == [nil, "+0.334"])
    }

    @Test("Qualifying of a one-time format shows the counting time and no segments")
    func oneSession() {
        let results = QualifyingResults(
            race: UISamples.monaco, format: .oneLap,
            results: [
                QualifyingResult(position: 1, driver: SampleData.leclerc, constructor: SampleData.ferrari, time: LapTime("1:14.000")),
                QualifyingResult(position: 2, driver: SampleData.verstappen, constructor: SampleData.redBull, time: LapTime("1:14.250")),
            ])
        let content = QualifyingScreen.makeContent(from: results, format: UISamples.utc)
        #expect(content.segments.isEmpty)
        #expect(content.hasTime)
        #expect(content.rows.map(\.time) == ["1:14.000", "1:14.250"])
        #expect(content.rows.map(\.eliminatedIn) == [nil, nil])
        #expect(content.rows[1].gapToPole == "+0.250")
    }

    @Test("The grid marks penalties, a start from the back and the pit lane")
    func grid() {
        let grid = StartingGrid(
            race: UISamples.monaco,
            positions: [
                GridPosition(position: 1, positionText: "1", driver: SampleData.leclerc, constructor: SampleData.ferrari, qualifyingPosition: 1),
                GridPosition(
                    position: 2, positionText: "2", driver: WeekendSamples.norris, constructor: WeekendSamples.mclaren, qualifyingPosition: 3),
                GridPosition(
                    position: 7, positionText: "7", driver: SampleData.verstappen, constructor: SampleData.redBull, qualifyingPosition: 2,
                    penaltyPlaces: 5),
                GridPosition(positionText: "PL", driver: UISamples.norris, constructor: UISamples.mclaren, startsFromBack: true, pitLane: true),
            ])
        let rows = StartingGridScreen.makeContent(from: grid, format: UISamples.utc).rows
        #expect(rows.map(\.slot) == ["1", "2", "7", "PL"])
        #expect(rows.map(\.note) == ["", "", "5-place penalty", "to the back, pit lane"])
        #expect(rows.map(\.qualified) == ["1", "3", "2", ""])
    }

    @Test("Pit stops add up per driver in the order of first stops, and a red-flag stop is long")
    func pitStops() {
        let stops = PitStops(
            race: UISamples.monaco,
            stops: [
                WeekendSamples.stop(SampleData.verstappen, SampleData.redBull, stop: 1, lap: 12, "22.500"),
                WeekendSamples.stop(SampleData.leclerc, SampleData.ferrari, stop: 1, lap: 14, "23.100"),
                WeekendSamples.stop(SampleData.verstappen, SampleData.redBull, stop: 2, lap: 33, "40:55.302"),
            ])
        let content = PitStopsScreen.makeContent(from: stops, format: UISamples.utc)
        #expect(content.drivers.map(\.code) == ["VER", "LEC"])
        #expect(content.drivers[0].laps == "12, 33")
        #expect(content.drivers[0].total == "41:17.802")
        #expect(content.drivers[0].stops == 2)
        #expect(content.stops.map(\.isLong) == [false, false, true])
        #expect(content.fastest == "Max Verstappen, 22.500 on lap 12")
    }

    @Test(
        "Countdowns read in days and hours, hours and minutes, or minutes",
        arguments: [
            (3 * 1440 + 4 * 60 + 10, "in 3 days 4 h"), (1440, "in 1 day"), (2 * 1440 + 5, "in 2 days"), (200, "in 3 h 20 min"),
            (120, "in 2 h"), (12, "in 12 min"), (0, "now"),
        ])
    func countdown(minutes: Int, expected: String) {
        #expect(UISamples.utc.countdown(minutes: minutes) == expected)
    }

    @Test("A session late on Saturday in UTC is on Sunday morning in Tokyo, and its row says so")
    func timeZones() throws {
        let late = WeekendSession(kind: .qualifying, date: CalendarDate(year: 2025, month: 5, day: 24), startTime: TimeOfDay(hours: 23, minutes: 30))
        let session = RaceWeekend.Session(session: late, state: .toCome, minutesUntilStart: 90)
        let tokyo = RaceWeekendScreen.makeRowData(from: session, season: 2025, isNext: true, format: try UISamples.format("Asia/Tokyo"))
        #expect(tokyo.day == "Sun 25 May 2025" && tokyo.time == "08:30")
        let london = RaceWeekendScreen.makeRowData(from: session, season: 2025, isNext: true, format: try UISamples.format("Europe/London"))
        #expect(london.day == "Sun 25 May 2025" && london.time == "00:30")
        #expect(tokyo.status == "in 1 h 30 min")
        #expect(
            RaceWeekendScreen.makeRowData(
                from: .init(session: late, state: .underWay, minutesUntilStart: nil), season: 2023, isNext: false, format: UISamples.utc
            ).status == "under way")
    }

    @Test("Sprint qualifying is the 'Sprint Shootout' in 2023 only")
    func sessionNames() {
        #expect(F1UI.sessionName(.sprintQualifying, season: 2023) == "Sprint Shootout")
        #expect(F1UI.sessionName(.sprintQualifying, season: 2024) == "Sprint Qualifying")
    }

    @Test("The weekend's headlines: pole with its time, sprint winner, winner; the next session marked once")
    func weekendContent() {
        let sessions = UISamples.monaco.sessions.map { RaceWeekend.Session(session: $0, state: .toCome, minutesUntilStart: 60) }
        let weekend = RaceWeekend(
            race: UISamples.monaco, now: Moment(millisecondsSince1970: 0), sessions: sessions, results: UISamples.monacoResults,
            qualifying: WeekendSamples.knockout, sprint: nil)
        let content = RaceWeekendScreen.makeContent(from: weekend, format: UISamples.utc)
        #expect(content.poleSitter == "Charles Leclerc, 1:10.270")
        #expect(content.winner == "Charles Leclerc")
        #expect(content.sprintWinner == nil)
        #expect(content.sessions.filter(\.isNext).count == 1)
        #expect(!content.awaitsResults)
    }

    @Test("A race over by the clock without results in the source says it awaits them; one to come does not")
    func awaitingResults() {
        let done = UISamples.monaco.sessions.map { RaceWeekend.Session(session: $0, state: .done, minutesUntilStart: nil) }
        let over = RaceWeekend(
            race: UISamples.monaco, now: Moment(millisecondsSince1970: 0), sessions: done, results: nil, qualifying: nil, sprint: nil)
        #expect(RaceWeekendScreen.makeContent(from: over, format: UISamples.utc).awaitsResults)
        var ahead = over
        ahead.sessions = ahead.sessions.map {
            var session = $0
            session.state = .toCome
            return session
        }
        #expect(!RaceWeekendScreen.makeContent(from: ahead, format: UISamples.utc).awaitsResults)
    }
}
