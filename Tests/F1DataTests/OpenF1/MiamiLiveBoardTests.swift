import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The recorded Miami 2026 race on the live board: the feed sends 0 as the leader's gap, and sends
/// nothing new for a car that loses the lead in the pits, so Verstappen, third around lap 30, still
/// holds the 0 he had while leading: the board must show it as unknown. Every row names its driver.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct MiamiLiveBoardTests {
    static let timing: SessionTiming? = try? OpenF1Folder.recording("2026-miami-race").read(strict: true).timing

    static func board(_ timing: SessionTiming, at moment: Moment, resultsDrivers: [TimingDriver.ID: Driver.ID] = [:]) -> LiveRaceData {
        TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "Miami Grand Prix", resultsDrivers: resultsDrivers).snapshot(at: moment)
    }

    @Test func verstappensZeroGapOnLap30IsUnknown() throws {
        let timing = try #require(Self.timing)
        // He led with 0 at 17:52:42.833, was third from 17:54:10.053, and had a new gap at 17:54:16.395.
        let third = try #require(Moment(iso8601: "2026-05-03T17:54:12Z"))
        let verstappen = try #require(Self.board(timing, at: third).positions.first { $0.code == "VER" })
        #expect(verstappen.position == 3)
        #expect(verstappen.gap == .unknown && verstappen.intervalGap == .unknown)
        #expect(verstappen.gapToLeader == nil && verstappen.interval == nil)
    }

    /// At every change of place in the race, no car but the leader shows a gap of 0, though the
    /// feed's state holds one for a car behind many times.
    @Test func noCarBehindTheLeaderIsEverZeroBehind() throws {
        let timing = try #require(Self.timing)
        let timeline = SessionTimeline(timing)
        let zero = TimingGap.time(LapTime(milliseconds: 0))
        var heldBehind = 0
        for instant in Set(timing.positions.map(\.date)) {
            let state = timeline.state(at: instant)
            heldBehind += state.cars.filter { $0.position != 1 && !$0.hasRetired && $0.gapToLeader == zero }.count
            let board = LiveRaceData(timing: state, drivers: timing.drivers, raceName: "Miami", isFinished: false)
            let zeroBehind = board.positions.filter { $0.position != 1 && ($0.gapToLeader?.milliseconds == 0 || $0.interval?.milliseconds == 0) }
            #expect(zeroBehind.isEmpty, "at \(instant.iso8601): \(zeroBehind.map(\.code))")
        }
        #expect(heldBehind > 0, "the recording holds a leader's 0 for a car behind")
    }

    @Test func everyRowNamesItsDriver() throws {
        let timing = try #require(Self.timing)
        let board = Self.board(timing, at: try #require(Moment(iso8601: "2026-05-03T17:54:12Z")))
        #expect(board.positions.count == 22)
        #expect(board.positions.allSatisfy { $0.name?.isEmpty == false && $0.code.count == 3 }, "\(board.positions.map(\.name))")
        #expect(board.positions.first { $0.driver == "3" }?.name == "Max Verstappen")
        #expect(board.positions.first { $0.driver == "12" }?.name == "Kimi Antonelli")
    }

    /// With f1db beside the recording, each car carries f1db's driver: the join a composition root makes.
    @Test(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: f1db's drivers are not available"))
    func f1dbsDriverIsOnEveryRow() async throws {
        let timing = try #require(Self.timing)
        let f1db = try F1dbRepository(path: F1dbFolder.data.path)
        let found = try #require(await LoadOfficialPlaces(races: f1db, weekends: f1db)(for: timing.session))
        #expect(found.drivers.count == 22)
        let board = Self.board(timing, at: try #require(Moment(iso8601: "2026-05-03T17:54:12Z")), resultsDrivers: found.drivers)
        #expect(board.positions.allSatisfy { $0.resultsDriver != nil }, "\(board.positions.filter { $0.resultsDriver == nil }.map(\.code))")
        #expect(board.positions.first { $0.code == "VER" }?.resultsDriver == "max-verstappen")
        #expect(board.positions.first { $0.code == "NOR" }?.resultsDriver == "lando-norris")
    }
}
