import F1Domain
import F1UI
import Testing

/// A gap a timing feed sends as 0 for a car not leading reaches the board as unknown: blank, as a
/// gap not sent yet always was, never "+0.000".
@Suite struct LiveUnknownGapTests {
    static let start = Moment(iso8601: "2026-05-03T17:00:00Z")!

    static func at(_ seconds: Int) -> Moment { start.adding(seconds: seconds) }

    static func gaps(_ seconds: Int, _ car: TimingDriver.ID, _ milliseconds: Int) -> IntervalUpdate {
        let gap = TimingGap.time(LapTime(milliseconds: milliseconds))
        return IntervalUpdate(date: at(seconds), driver: car, gapToLeader: gap, interval: gap)
    }

    static func driver(_ car: TimingDriver.ID, _ code: String) -> TimingDriver {
        TimingDriver(id: car, acronym: code, fullName: code, broadcastName: code, firstName: code, lastName: code, teamName: "Team")
    }

    @Test func theBoardShowsAZeroGapBehindTheLeaderAsUnknown() {
        let session = TimingSession(
            id: 1, meetingKey: 1, name: "Race", kind: "Race", start: Self.start, end: Self.at(7200), circuitShortName: "Test",
            countryName: "Nowhere", location: "Test", gmtOffset: "00:00:00", year: 2026)
        let timeline = SessionTimeline(
            SessionTiming(
                session: session, drivers: [Self.driver(12, "ANT"), Self.driver(3, "VER")],
                positions: [PositionUpdate(date: Self.at(5), driver: 12, position: 1), PositionUpdate(date: Self.at(5), driver: 3, position: 2)],
                intervals: [Self.gaps(10, 12, 0), Self.gaps(10, 3, 2500), Self.gaps(20, 3, 0)]))
        let known = LiveRaceData(timing: timeline.state(at: Self.at(15)), drivers: timeline.timing.drivers, raceName: "Test", isFinished: false)
        let lost = LiveRaceData(timing: timeline.state(at: Self.at(25)), drivers: timeline.timing.drivers, raceName: "Test", isFinished: false)
        let before = LiveRaceScreen.makeBoardData(from: known).lines.map { [$0.code, $0.gap, $0.interval] }
        let after = LiveRaceScreen.makeBoardData(from: lost).lines.map { [$0.code, $0.gap, $0.interval] }
        #expect(before == [["ANT", "Leader", ""], ["VER", "+2.500", "+2.500"]])
        #expect(after == [["ANT", "Leader", ""], ["VER", "", ""]])
    }
}
