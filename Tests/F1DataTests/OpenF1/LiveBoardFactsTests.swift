import F1Domain
import F1UseCases
import Testing

/// What a timed board's rows carry, on small made-up sessions: a gap the feed sends as 0 for a
/// car not leading is unknown, and each car names its driver (and, given a results source, that
/// source's driver).
@Suite struct LiveBoardFactsTests {
    typealias Made = TimelineFaultTests

    static func gaps(_ seconds: Int, _ number: Int, gap: TimingGap?, interval: TimingGap?) -> IntervalUpdate {
        IntervalUpdate(date: Made.at(seconds), driver: TimingDriver.ID(rawValue: number), gapToLeader: gap, interval: interval)
    }

    static let drivers = [
        TimingDriver(
            id: 1, acronym: "NOR", fullName: "Lando NORRIS", broadcastName: "L NORRIS", firstName: "Lando", lastName: "Norris", teamName: "McLaren"),
        TimingDriver(
            id: 3, acronym: "VER", fullName: "Max VERSTAPPEN", broadcastName: "M VERSTAPPEN", firstName: "Max", lastName: "Verstappen",
            teamName: "Red Bull Racing"),
        // A driver list with no first name: the full name as the feed writes it.
        TimingDriver(
            id: 12, acronym: "ANT", fullName: "Kimi ANTONELLI", broadcastName: "K ANTONELLI", firstName: "", lastName: "Antonelli",
            teamName: "Mercedes"),
    ]

    /// Three cars in order 12, 1, 3; at 20 s the feed sends 0 for car 3, third; at 40 s car 12,
    /// leading with the leader's 0, drops to third (a pit stop) with no new gap sent.
    static let timeline = SessionTimeline(
        SessionTiming(
            session: Made.session(), drivers: drivers,
            positions: [
                Made.place(5, 12, 1), Made.place(5, 1, 2), Made.place(5, 3, 3), Made.place(40, 1, 1), Made.place(40, 3, 2), Made.place(40, 12, 3),
            ],
            intervals: [
                gaps(10, 12, gap: .time(LapTime(milliseconds: 0)), interval: .time(LapTime(milliseconds: 0))),
                gaps(10, 1, gap: .time(LapTime(milliseconds: 1500)), interval: .time(LapTime(milliseconds: 1500))),
                gaps(10, 3, gap: .time(LapTime(milliseconds: 4000)), interval: .time(LapTime(milliseconds: 2500))),
                gaps(20, 3, gap: .time(LapTime(milliseconds: 0)), interval: .time(LapTime(milliseconds: 0))),
                gaps(30, 3, gap: .laps(1), interval: .time(LapTime(milliseconds: 9000))),
            ],
            raceControl: [Made.started]))

    static func board(at seconds: Int) -> LiveRaceData {
        LiveRaceData(timing: timeline.state(at: Made.at(seconds)), drivers: drivers, raceName: "Test", isFinished: false)
    }

    static func row(_ board: LiveRaceData, _ code: String) throws -> LivePosition {
        try #require(board.positions.first { $0.code == code })
    }

    @Test func aZeroGapForACarNotLeadingIsUnknown() throws {
        let board = Self.board(at: 25)
        let verstappen = try Self.row(board, "VER")
        #expect(verstappen.position == 3)
        #expect(verstappen.gap == .unknown && verstappen.intervalGap == .unknown)
        #expect(verstappen.gapToLeader == nil && verstappen.interval == nil)
        // The leader's 0 is no gap at all, and the car behind it keeps its real one.
        #expect(try Self.row(board, "ANT").gap == .leader)
        #expect(try Self.row(board, "NOR").gap == .behind(.time(LapTime(milliseconds: 1500))))
    }

    /// The feed sends nothing new for a car that loses the lead: the 0 it held as leader is no gap.
    @Test func aLeadersZeroHeldAfterLosingTheLeadIsUnknown() throws {
        let board = Self.board(at: 45)
        let antonelli = try Self.row(board, "ANT")
        #expect(antonelli.position == 3 && antonelli.gap == .unknown && antonelli.intervalGap == .unknown)
        #expect(try Self.row(board, "NOR").gap == .leader)
    }

    @Test func theGapIsKnownBeforeAndAfterTheZero() throws {
        #expect(try Self.row(Self.board(at: 15), "VER").gap == .behind(.time(LapTime(milliseconds: 4000))))
        let lapped = try Self.row(Self.board(at: 35), "VER")
        #expect(lapped.gap == .behind(.laps(1)) && lapped.intervalGap == .behind(.time(LapTime(milliseconds: 9000))))
        // Before the feed sends any gap, a car behind has none yet: unknown, as a lost one.
        #expect(try Self.row(Self.board(at: 6), "NOR").gap == .unknown)
    }

    @Test func aGapOfAnyOtherSourceIsUnknownOnlyWhenItHasNone() {
        let behind = LivePosition(position: 2, driver: "leclerc", code: "LEC", constructorName: "Ferrari", gapToLeader: LapTime(milliseconds: 0))
        // A results replay's 0 is a dead heat to the millisecond, which lap times can give.
        #expect(behind.gap == .behind(.time(LapTime(milliseconds: 0))))
        #expect(LivePosition(position: 2, driver: "leclerc", code: "LEC", constructorName: "Ferrari").gap == .unknown)
        #expect(LivePosition(position: 5, driver: "leclerc", code: "LEC", constructorName: "Ferrari", retired: true).gap == .out)
    }

    @Test func eachRowNamesItsDriver() throws {
        let board = Self.board(at: 25)
        #expect(try Self.row(board, "VER").name == "Max Verstappen")
        #expect(try Self.row(board, "NOR").name == "Lando Norris")
        #expect(try Self.row(board, "ANT").name == "Kimi ANTONELLI")
        #expect(board.positions.allSatisfy { $0.resultsDriver == nil }, "no results source beside the timing")
    }

    @Test func aResultsSourcesDriverIsOnEveryBoard() throws {
        let replay = TimedSessionReplay(timeline: Self.timeline, raceName: "Test", resultsDrivers: [3: "max-verstappen", 1: "lando-norris"])
        let board = replay.snapshot(at: Made.at(25))
        #expect(try Self.row(board, "VER").resultsDriver == "max-verstappen")
        #expect(try Self.row(board, "NOR").resultsDriver == "lando-norris")
        #expect(try Self.row(board, "ANT").resultsDriver == nil, "a car the results do not list")
        #expect(try Self.row(board, "VER").driver == "3", "the car stays the board's key")
    }
}
