import F1Domain
import Testing

@testable import F1Data

/// What a live follower asks next and how it takes the answers in, on made-up records.
@Suite struct OpenF1LivePollTests {
    static func at(_ seconds: Int) -> Moment { TimelineFaultTests.at(seconds) }

    static func message(_ seconds: Int, _ text: String) -> RaceControlMessage {
        RaceControlMessage(date: at(seconds), category: "Other", message: text)
    }

    static func answer(raceControl: [RaceControlMessage] = [], positions: [PositionUpdate] = [], laps: [TimedLap] = []) -> SessionTiming {
        SessionTiming(session: TimelineFaultTests.session(), positions: positions, laps: laps, raceControl: raceControl)
    }

    /// Race control publishes some messages after one dated later: asking again from five seconds
    /// before the newest catches them, and what is held already is not added twice.
    @Test func aMessagePublishedOutOfDateOrderIsNotLostNorRepeated() {
        var poll = OpenF1LivePoll(timing: Self.answer(raceControl: [Self.message(10, "A"), Self.message(20, "B")]))
        let filters = poll.filters(for: .raceControl)
        #expect(filters.map(\.name) == ["session_key", "date>"])
        #expect(filters.last?.value == OpenF1Client.filterValue(Self.at(15)))
        // The answer: B again, C dated before B but published after it, and D.
        let late = Self.message(18, "C")
        poll.merge(Self.answer(raceControl: [Self.message(20, "B"), late, Self.message(25, "D")]), from: [.raceControl])
        #expect(poll.timing.raceControl.map(\.message) == ["A", "B", "C", "D"])
        #expect(poll.filters(for: .raceControl).last?.value == OpenF1Client.filterValue(Self.at(20)))
    }

    /// Laps are asked again from the oldest still running, and an answer replaces the lap it
    /// repeats: its times fill in.
    @Test func lapsStillRunningAreAskedAgainAndFilledIn() {
        let car1 = TimingDriver.ID(1)
        let car2 = TimingDriver.ID(2)
        let car3 = TimingDriver.ID(3)
        let laps = [
            TimedLap(driver: car1, lap: 5, start: Self.at(400), duration: nil),
            TimedLap(driver: car1, lap: 4, start: Self.at(310), duration: 90),
            TimedLap(driver: car2, lap: 5, start: Self.at(402), duration: nil),
            // Car 3 stopped long ago: it is not waited for.
            TimedLap(driver: car3, lap: 1, start: Self.at(0), duration: nil),
        ]
        var poll = OpenF1LivePoll(timing: Self.answer(laps: laps))
        #expect(poll.filters(for: .laps).last?.name == "date_start>=")
        #expect(poll.filters(for: .laps).last?.value == OpenF1Client.filterValue(Self.at(400)))
        poll.merge(
            Self.answer(laps: [
                TimedLap(driver: car1, lap: 5, start: Self.at(400), duration: 91.5),
                TimedLap(driver: car1, lap: 6, start: Self.at(491), duration: nil),
            ]), from: [.laps])
        #expect(poll.timing.laps.count == 5)
        #expect(poll.timing.laps.first { $0.driver == car1 && $0.lap == 5 }?.duration == 91.5)
    }

    /// Each round asks what moves every few seconds, and one more in turn: three requests.
    @Test func aRoundIsThreeRequestsAndTheRestComeInTurn() {
        var timing = Self.answer(positions: [PositionUpdate(date: Self.at(1), driver: 1, position: 1)])
        timing.drivers = [TimelineFaultTests.driver(1, "ONE")]
        var poll = OpenF1LivePoll(timing: timing)
        var asked: [OpenF1Endpoint] = []
        for _ in 0..<9 {
            let round = poll.nextRound().map(\.endpoint)
            #expect(round.count == 3 && round.prefix(2) == [.position, .intervals])
            asked.append(round[2])
            poll.merge(Self.answer(), from: round)
        }
        #expect(asked == OpenF1LivePoll.rotation)
        #expect(Set(asked) == [.laps, .raceControl, .pit, .stints, .weather])
    }

    /// A car timed that the driver list lacks brings the list into the next round.
    @Test func anUnknownCarAsksForTheDriversAgain() {
        let poll = OpenF1LivePoll(timing: Self.answer(positions: [PositionUpdate(date: Self.at(1), driver: 99, position: 1)]))
        #expect(poll.nextRound().map(\.endpoint).contains(.drivers))
    }

    /// A lap the feed has not timed yet is asked again even once the car's next lap has begun.
    @Test func anUntimedLapBeforeTheLatestIsAskedAgain() {
        let car = TimingDriver.ID(1)
        let poll = OpenF1LivePoll(
            timing: Self.answer(laps: [
                TimedLap(driver: car, lap: 4, start: Self.at(300), duration: nil), TimedLap(driver: car, lap: 5, start: Self.at(390), duration: nil),
            ]))
        #expect(poll.filters(for: .laps).last?.value == OpenF1Client.filterValue(Self.at(300)))
    }

    static func flagged(kind: String, flagAt flag: Int, laps: [TimedLap]) -> SessionTiming {
        var timing = answer(
            raceControl: [RaceControlMessage(date: at(flag), category: "Flag", flag: "CHEQUERED", message: "CHEQUERED FLAG")], laps: laps)
        timing.session = TimelineFaultTests.session(kind: kind)
        return timing
    }

    /// A race ends when every running car has crossed after the flag, or three minutes after the
    /// flag by the clock when one never does (it stopped on the last lap).
    @Test func aRaceIsOverWhenAllHaveCrossedOrThreeMinutesAfterTheFlag() {
        let one = TimingDriver.ID(1)
        let two = TimingDriver.ID(2)
        let running = [
            TimedLap(driver: one, lap: 9, start: Self.at(900), duration: 95), TimedLap(driver: two, lap: 9, start: Self.at(905), duration: 95),
        ]
        let oneCrossed = running + [TimedLap(driver: one, lap: 10, start: Self.at(995), duration: 90)]
        let race = Self.flagged(kind: "Race", flagAt: 1080, laps: oneCrossed)
        #expect(!OpenF1LiveFeed.isOver(race, now: Self.at(1100)))
        #expect(!OpenF1LiveFeed.isOver(race, now: Self.at(1080 + 179)))
        #expect(OpenF1LiveFeed.isOver(race, now: Self.at(1080 + 180)))
        let bothCrossed = Self.flagged(
            kind: "Race", flagAt: 1080, laps: oneCrossed + [TimedLap(driver: two, lap: 10, start: Self.at(1000), duration: 91)])
        #expect(OpenF1LiveFeed.isOver(bothCrossed, now: Self.at(1100)))
        #expect(!OpenF1LiveFeed.isOver(Self.answer(laps: running), now: Self.at(10_000)))
    }

    /// A qualifying has a flag a part: it ends after its scheduled end (7200 s here), once its
    /// last flag is three minutes old, or an hour after the end whatever happens (`latestEnd`).
    @Test func aQualifyingIsOverAfterItsScheduledEnd() {
        let early = Self.flagged(kind: "Qualifying", flagAt: 1800, laps: [])
        #expect(!OpenF1LiveFeed.isOver(early, now: Self.at(3600)))
        #expect(!OpenF1LiveFeed.isOver(early, now: Self.at(7199)))
        #expect(OpenF1LiveFeed.isOver(early, now: Self.at(7200)))
        let overran = Self.flagged(kind: "Qualifying", flagAt: 7500, laps: [])
        #expect(!OpenF1LiveFeed.isOver(overran, now: Self.at(7600)))
        #expect(OpenF1LiveFeed.isOver(overran, now: Self.at(7680)))
        var unflagged = Self.answer()
        unflagged.session = TimelineFaultTests.session(kind: "Qualifying")
        #expect(!OpenF1LiveFeed.isOver(unflagged, now: Self.at(7200 + 3599)))
        #expect(OpenF1LiveFeed.isOver(unflagged, now: Self.at(7200 + 3600)))
    }
}
