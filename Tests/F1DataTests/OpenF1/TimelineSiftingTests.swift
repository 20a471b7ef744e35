import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Testing

/// What a timeline leaves out on purpose, on small made-up races: repeated records never make a
/// ghost car or count twice, and a record dated where the race cannot be, or an impossible lap
/// time, never holds a replay open. Each is counted for the person watching.
@Suite struct TimelineSiftingTests {
    typealias Race = TimelineFaultTests

    static func lap(_ driver: Int, _ lap: Int, start seconds: Int, duration: Double?) -> TimedLap {
        TimedLap(driver: TimingDriver.ID(rawValue: driver), lap: lap, start: Race.at(seconds), duration: duration)
    }

    static let drivers = [Race.driver(1, "AAA"), Race.driver(2, "BBB")]
    static let places = [Race.place(10, 1, 1), Race.place(10, 2, 2)]
    static let flag = Race.message(200, flag: "CHEQUERED", "CHEQUERED FLAG")
    static let laps = [lap(1, 1, start: 100, duration: 100), lap(2, 1, start: 100, duration: 102)]

    @Test func aDriverListedTwiceIsOneCar() {
        let timeline = SessionTimeline(SessionTiming(session: Race.session(), drivers: Self.drivers + Self.drivers, positions: Self.places))
        let board = LiveRaceData(timing: timeline.state(at: Race.at(20)), drivers: timeline.timing.drivers, raceName: "Test", isFinished: false)
        #expect(board.positions.map(\.code) == ["AAA", "BBB"])
        #expect(board.positions.map(\.position) == [1, 2])
        #expect(timeline.orderAtTheFlag().map(\.rawValue) == [1, 2])
        #expect(timeline.leftOut == [LeftOutRecords(records: .driver, reason: .repeated, count: 2)])
    }

    /// The fold keeps one slot a car even when handed an unsifted list.
    @Test func aReplayAtTheFlagShowsEachCarOnceInItsPlace() {
        let timing = SessionTiming(
            session: Race.session(), drivers: Self.drivers + Self.drivers, positions: Self.places, laps: Self.laps,
            raceControl: [Race.started, Self.flag])
        let replay = TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "Test")
        let last = replay.snapshot(at: replay.cursor.finish)
        #expect(last.isFinished)
        #expect(last.positions.map(\.code) == ["AAA", "BBB"] && last.positions.map(\.position) == [1, 2])
        #expect(last.leftOut.map(\.records) == [.driver])
    }

    @Test func aPitStopLapOrStintSentAgainCountsOnce() {
        let pits = [
            PitVisit(date: Race.at(150), driver: 1, lap: 1, laneDuration: 22), PitVisit(date: Race.at(151), driver: 1, lap: 1, laneDuration: 22),
        ]
        let stint = TyreStint(driver: 1, number: 1, lapStart: 1, lapEnd: 2, tyre: .soft, compound: "SOFT", tyreAgeAtStart: 0)
        let timeline = SessionTimeline(
            SessionTiming(
                session: Race.session(), drivers: Self.drivers, positions: Self.places + Self.places, laps: Self.laps + Self.laps, pits: pits,
                stints: [stint, stint]))
        #expect(timeline.state(at: Race.at(300)).car(1)?.pitStops == 1)
        #expect(timeline.leftOut.map(\.phrase) == ["2 repeated positions", "2 repeated laps", "1 repeated pit stop", "1 repeated tyre stint"])
    }

    /// One message dated 9999: without the window, the timeline would end then and the replay never.
    @Test(arguments: [false, true])
    func aRecordDatedYearsAheadIsLeftOutAndTheReplayEnds(withFlag: Bool) async throws {
        let future = RaceControlMessage(date: Moment(iso8601: "9999-12-31T00:00:00Z")!, category: "Other", message: "FROM THE FUTURE")
        let messages = [Race.started, future] + (withFlag ? [Self.flag] : [])
        let farLap = Self.lap(1, 2, start: 200, duration: 99_999)
        let timeline = SessionTimeline(
            SessionTiming(
                session: Race.session(), drivers: Self.drivers, positions: Self.places, laps: Self.laps + [farLap], raceControl: messages))
        #expect(timeline.end <= Race.at(7200))
        #expect(
            timeline.leftOut.map(\.phrase) == [
                "1 impossible lap time (longer than half an hour, or ending outside the session)",
                "1 race-control message dated outside the session",
            ])
        let replay = TimedSessionReplay(timeline: timeline, raceName: "Test")
        #expect(replay.cursor.finish <= Race.at(300))
        // An immediate clock, a minute of the race a frame: the frames must end, long before this bound.
        var frames = 0
        for try await frame in replay.liveRace(every: .seconds(60), clock: ImmediateClock()) {
            frames += 1
            if frame.isFinished || frames > 1000 { break }
        }
        #expect(frames < 10)
    }

    @Test func aLapTimeLongerThanAnyLapIsDroppedAndTheLapKept() {
        let timeline = SessionTimeline(
            SessionTiming(
                session: Race.session(), drivers: Self.drivers, positions: Self.places,
                laps: [Self.lap(1, 1, start: 100, duration: 1900), Self.lap(1, 2, start: 200, duration: 95)], raceControl: [Race.started, Self.flag]))
        #expect(timeline.timing.laps.map(\.duration) == [nil, 95])
        #expect(timeline.state(at: Race.at(250)).car(1)?.lapsCompleted == 1, "the lap ends, untimed, as the next begins")
        #expect(timeline.lastCrossing == Race.at(295))
        #expect(timeline.leftOut == [LeftOutRecords(records: .lapTime, reason: .impossible, count: 1)])
    }

    /// Only laps ending within ten minutes of the flag are finishes the replay waits for.
    @Test func aCrossingLongAfterTheFlagIsNoFinish() {
        let timeline = SessionTimeline(
            SessionTiming(
                session: Race.session(), drivers: Self.drivers,
                laps: [Self.lap(1, 1, start: 100, duration: 150), Self.lap(2, 1, start: 180, duration: 1500)],
                raceControl: [Race.started, Self.flag]))
        #expect(timeline.lastCrossing == Race.at(250))
    }

    @Test func aRealisticSessionHasNothingLeftOut() {
        let timeline = SessionTimeline(
            SessionTiming(
                session: Race.session(), drivers: Self.drivers, positions: Self.places, laps: Self.laps,
                raceControl: [Race.message(-2400, flag: "GREEN", "GREEN LIGHT - PIT EXIT OPEN"), Race.started, Self.flag]))
        #expect(timeline.leftOut.isEmpty)
        #expect(LeftOutRecords.sentence(timeline.leftOut) == nil)
    }

    @Test func theWindowIsBoundedWhateverTheSchedule() {
        var session = Race.session()
        session.end = Moment(iso8601: "9999-12-31T00:00:00Z")!
        #expect(session.latestEnd == Race.at(5 * 3600))
        #expect(Race.session().latestEnd == Race.at(3 * 3600))
        #expect(Race.session().recordWindow == Race.at(-2 * 3600)...Race.at(4 * 3600))
    }

    @Test func whatWasLeftOutIsOneSentence() {
        let sentence = LeftOutRecords.sentence([
            LeftOutRecords(records: .driver, reason: .repeated, count: 22), LeftOutRecords(records: .raceControl, reason: .outsideSession, count: 1),
        ])
        #expect(sentence == "Left out on purpose: 22 repeated drivers; 1 race-control message dated outside the session.")
    }
}
