import F1Domain
import Testing

/// The timing model on small made-up sessions: events out of order or repeated, a car the driver
/// list forgot, a red flag, a virtual safety car, and a qualifying's parts.
@Suite struct TimelineFaultTests {
    static let start = Moment(iso8601: "2026-05-03T17:00:00Z")!

    static func at(_ seconds: Int) -> Moment { start.adding(seconds: seconds) }

    static func session(kind: String = "Race") -> TimingSession {
        TimingSession(
            id: 1, meetingKey: 1, name: kind, kind: kind, start: start, end: at(7200), circuitShortName: "Test",
            countryName: "Nowhere", location: "Test", gmtOffset: "00:00:00", year: 2026)
    }

    static func driver(_ number: Int, _ acronym: String) -> TimingDriver {
        TimingDriver(
            id: TimingDriver.ID(rawValue: number), acronym: acronym, fullName: acronym, broadcastName: acronym,
            firstName: acronym, lastName: acronym, teamName: "Team")
    }

    static func place(_ seconds: Int, _ number: Int, _ position: Int) -> PositionUpdate {
        PositionUpdate(date: at(seconds), driver: TimingDriver.ID(rawValue: number), position: position)
    }

    static func message(_ seconds: Int, category: String = "Flag", flag: String? = nil, scope: String? = "Track", part: Int? = nil, _ text: String)
        -> RaceControlMessage
    {
        RaceControlMessage(date: at(seconds), category: category, flag: flag, scope: scope, qualifyingPart: part, message: text)
    }

    static let started = message(0, category: "SessionStatus", scope: nil, "SESSION STARTED")

    @Test func eventsOutOfOrderAndRepeatedGiveTheStateOfTheSortedOnes() {
        let places = [
            Self.place(10, 1, 1), Self.place(10, 2, 2), Self.place(50, 2, 1), Self.place(50, 1, 2), Self.place(90, 1, 1), Self.place(90, 2, 2),
        ]
        let pits = [
            PitVisit(date: Self.at(60), driver: 1, lap: 3, laneDuration: 22.5), PitVisit(date: Self.at(60), driver: 1, lap: 3, laneDuration: 22.5),
        ]
        let sorted = SessionTimeline(
            SessionTiming(session: Self.session(), drivers: [Self.driver(1, "AAA"), Self.driver(2, "BBB")], positions: places, pits: pits))
        let shuffled = SessionTimeline(
            SessionTiming(
                session: Self.session(), drivers: [Self.driver(1, "AAA"), Self.driver(2, "BBB")],
                positions: places.reversed() + places, pits: pits.reversed()))
        for second in [0, 10, 49, 50, 70, 90, 200] {
            #expect(sorted.state(at: Self.at(second)) == shuffled.state(at: Self.at(second)), "at \(second) s")
        }
        #expect(shuffled.state(at: Self.at(70)).cars.map(\.driver.rawValue) == [2, 1])
        #expect(shuffled.state(at: Self.at(70)).car(1)?.pitStops == 1, "a repeated pit visit counts once")
    }

    @Test func aCarTheDriverListForgotIsStillOnTheBoard() {
        let timeline = SessionTimeline(
            SessionTiming(session: Self.session(), drivers: [Self.driver(1, "AAA")], positions: [Self.place(10, 1, 2), Self.place(10, 99, 1)]))
        let state = timeline.state(at: Self.at(20))
        #expect(state.cars.map(\.driver.rawValue) == [99, 1])
        let board = LiveRaceData(timing: state, drivers: timeline.timing.drivers, raceName: "Test", isFinished: false)
        #expect(board.positions.map(\.code) == ["99", "AAA"], "named by its number")
    }

    @Test func aRedFlagSuspendsTheSessionUntilItResumes() {
        let messages = [
            Self.started, Self.message(100, flag: "RED", "RED FLAG"), Self.message(400, category: "SessionStatus", scope: nil, "SESSION RESUMED"),
            Self.message(1000, flag: "RED", "RED FLAG"), Self.message(1300, flag: "GREEN", "GREEN LIGHT - PIT EXIT OPEN"),
        ]
        let timeline = SessionTimeline(SessionTiming(session: Self.session(), raceControl: messages))
        #expect(timeline.state(at: Self.at(99)).track == .green)
        #expect(timeline.state(at: Self.at(100)).track == .red)
        #expect(timeline.state(at: Self.at(399)).track == .red)
        #expect(timeline.state(at: Self.at(400)).track == .green)
        #expect(timeline.state(at: Self.at(1200)).track == .red)
        #expect(timeline.state(at: Self.at(1300)).track == .green)
    }

    @Test func aVirtualSafetyCarAndYellowSectors() {
        let messages = [
            Self.started,
            Self.message(50, flag: "YELLOW", scope: "Sector", "YELLOW IN TRACK SECTOR 7").withSector(7),
            Self.message(60, flag: "DOUBLE YELLOW", scope: "Sector", "DOUBLE YELLOW IN TRACK SECTOR 8").withSector(8),
            Self.message(70, category: "SafetyCar", scope: nil, "VIRTUAL SAFETY CAR DEPLOYED"),
            Self.message(80, flag: "CLEAR", scope: "Sector", "CLEAR IN TRACK SECTOR 7").withSector(7),
            Self.message(200, category: "SafetyCar", scope: nil, "VIRTUAL SAFETY CAR ENDING"),
            Self.message(215, flag: "GREEN", "GREEN LIGHT"),
        ]
        let timeline = SessionTimeline(SessionTiming(session: Self.session(), raceControl: messages.reversed()))
        #expect(timeline.state(at: Self.at(65)).yellowSectors == [7, 8])
        #expect(timeline.state(at: Self.at(75)).track == .virtualSafetyCar)
        #expect(timeline.state(at: Self.at(85)).yellowSectors == [8])
        #expect(timeline.state(at: Self.at(205)).track == .virtualSafetyCarEnding)
        let green = timeline.state(at: Self.at(215))
        #expect(green.track == .green && green.yellowSectors.isEmpty)
    }

    @Test func aQualifyingGoesFromPartToPartWithoutIntervals() {
        let messages = (1...3).flatMap { part in
            [
                Self.message(part * 1000, category: "SessionStatus", scope: nil, part: part, "SESSION STARTED"),
                Self.message(part * 1000 + 600, flag: "CHEQUERED", part: part, "CHEQUERED FLAG"),
            ]
        }
        let timeline = SessionTimeline(
            SessionTiming(
                session: Self.session(kind: "Qualifying"), drivers: [Self.driver(1, "AAA")], positions: [Self.place(1100, 1, 1)],
                raceControl: messages))
        #expect(timeline.state(at: Self.at(500)).track == .notStarted)
        let second = timeline.state(at: Self.at(2100))
        #expect(second.track == .green && second.qualifyingPart == 2)
        #expect(timeline.state(at: Self.at(2700)).track == .chequered)
        #expect(timeline.state(at: Self.at(3100)).qualifyingPart == 3)
        #expect(second.cars.first?.gapToLeader == nil && second.cars.first?.interval == nil)
    }

    @Test func anEmptySessionHasAStateAtAnyInstant() {
        let timeline = SessionTimeline(SessionTiming(session: Self.session()))
        let state = timeline.state(at: Self.at(100))
        #expect(state.cars.isEmpty && state.track == .notStarted && state.leaderLap == 0)
        #expect(timeline.orderAtTheFlag().isEmpty)
        #expect(timeline.moment(leaderStartsLap: 1) == nil)
    }
}

extension RaceControlMessage {
    func withSector(_ sector: Int) -> RaceControlMessage {
        var message = self
        message.sector = sector
        return message
    }
}
